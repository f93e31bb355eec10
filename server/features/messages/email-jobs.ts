import { z } from 'zod';
import { JOB_KINDS } from '../../jobs/job-kinds';
import type { NewJob } from '../../jobs/job-queue';

// The e-mails a job can send; each is written when sent, in the recipient's language then.

export const sendEmailPayload = z.discriminatedUnion('template', [
  z.object({ template: z.literal('notification'), notificationId: z.uuid() }),
  z.object({ template: z.literal('password-reset'), userId: z.string(), url: z.string() }),
  z.object({
    template: z.literal('confirm-address'),
    userId: z.string(),
    to: z.string(),
    url: z.string(),
    change: z.boolean(),
  }),
  // A change of address, confirmed from the old address first (issue #36).
  z.object({
    template: z.literal('confirm-change-from-old'),
    userId: z.string(),
    to: z.string(),
    newEmail: z.string(),
    url: z.string(),
  }),
  z.object({ template: z.literal('digest'), userId: z.string(), date: z.string() }),
]);
export type SendEmailPayload = z.infer<typeof sendEmailPayload>;

export const emailJob = (payload: SendEmailPayload): NewJob => ({ kind: JOB_KINDS.sendEmail, payload });

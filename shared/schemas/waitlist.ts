import { z } from 'zod';
import { DATE_ORDER_MESSAGE } from '../constants';
import { bothDatesChosen, calendarDateSchema } from './bookings';

// The waitlist for taken nights (issue #40, part 3; docs/decisions/058-waitlist.md): a member
// waits for nights another stay holds and is told when all of them come free.

/** The most live entries a member may have in one cabin. */
export const WAITLIST_MAX_PER_MEMBER = 5;

/** POST /api/waitlist: the nights wanted, as a stay's (the end is the day of leaving). */
export const joinWaitlistBodySchema = z
  .object({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine((body) => body.endDate > body.startDate, {
    message: DATE_ORDER_MESSAGE,
    path: ['endDate'],
    when: bothDatesChosen,
  });
export type JoinWaitlistBody = z.input<typeof joinWaitlistBodySchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  startDate: z.string().describe('The first night wanted, `YYYY-MM-DD`'),
  endDate: z.string().describe('The day of leaving, `YYYY-MM-DD`'),
  createdAt: z.string(),
  user: z.object({ id: z.string(), fullName: z.string(), displayName: z.string().nullable() }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/waitlist: the cabin's live entries, oldest first (the first told when nights free). */
export const waitlistSchema = z.array(waitlistEntrySchema);

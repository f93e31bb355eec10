import type { Language } from '@shared/constants';
import { notificationText } from '@shared/notification-texts';
import { MESSAGE_KIND_OF, MESSAGE_PATH_OF, type MessageKind } from '@shared/schemas/message-preferences';
import { notificationDataSchema } from '@shared/schemas/notifications';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { cabins, notifications, users } from '../../db/schema';
import { messagePreferences, pushSubscriptions } from '../../db/schema-messages';
import { recordEffects } from '../../effects/record-effects';
import { JOB_KINDS } from '../../jobs/job-kinds';
import type { NewJob } from '../../jobs/job-queue';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { emailJob, type SendEmailPayload, sendEmailPayload } from './email-jobs';
import {
  confirmAddressEmail,
  confirmChangeFromOldEmail,
  type EmailContent,
  notificationEmail,
  passwordResetEmail,
} from './email-texts';
import type { Mailer } from './mailer';
import { withDefaults } from './preferences-service';
import type { PushSender } from './push-sender';
import { composeDigest } from './reminders';
import { createUnsubscribeToken } from './unsubscribe-token';

// From a notification to a member's phone and inbox (issue #14). A write adds one
// `deliver-notifications` job; it reads each recipient's choices and devices and adds one job per
// e-mail and per device, so each is retried on its own and a dead device never delays an e-mail.

export type DeliveryContext = {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  publicUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
};

const deliverPayload = z.object({ notificationIds: z.array(z.uuid()) });
const sendPushPayload = z.object({ notificationId: z.uuid(), subscriptionId: z.uuid() });

function parsed<T>(schema: z.ZodType<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (!result.success) throw new PermanentJobError(`malformed payload: ${result.error.message}`);
  return result.data;
}

const asLanguage = (value: string): Language => (value === 'en' ? 'en' : 'no');

/**
 * Where an optional e-mail can be turned off: the one-click address mail programs POST to
 * (List-Unsubscribe, RFC 8058), and the app's page the footer links to, which asks first (a
 * link scanner that opens every link must not turn anything off).
 */
function unsubscribeLinks(
  context: Pick<DeliveryContext, 'publicUrl' | 'secret'>,
  userId: string,
  kind: MessageKind,
) {
  const token = createUnsubscribeToken(context.secret, userId, kind);
  return {
    oneClick: `${context.publicUrl}/api/messages/unsubscribe?token=${token}`,
    page: `${context.publicUrl}/unsubscribe?token=${token}&kind=${kind}`,
  };
}

async function notificationFor(db: Database, notificationId: string) {
  const [row] = await db
    .select({
      userId: notifications.userId,
      data: notifications.data,
      cabinName: cabins.name,
      email: users.email,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(cabins, eq(cabins.id, notifications.cabinId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  if (!row) return null;
  const data = notificationDataSchema.safeParse(row.data);
  return data.success ? { ...row, data: data.data, language: asLanguage(row.language) } : null;
}

export function deliveryHandlers(context: DeliveryContext): Record<string, JobHandler> {
  const { db } = context;

  const deliverNotifications: JobHandler = async (payload) => {
    const { notificationIds } = parsed(deliverPayload, payload);
    if (notificationIds.length === 0) return undefined;
    // Each notification with its recipient's choices and devices, in one statement (a background
    // job's statements wait for the requests' on the embedded database, decision 040).
    const rows = await db
      .select({
        id: notifications.id,
        data: notifications.data,
        preferences: messagePreferences.preferences,
        deviceIds: sql<string[]>`(select coalesce(json_agg(${pushSubscriptions.id}), '[]'::json)
          from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notifications.userId})`,
      })
      .from(notifications)
      .leftJoin(messagePreferences, eq(messagePreferences.userId, notifications.userId))
      .where(inArray(notifications.id, notificationIds));
    const followUps: NewJob[] = [];
    for (const row of rows) {
      const data = notificationDataSchema.safeParse(row.data);
      const choice = data.success
        ? withDefaults(row.preferences)[MESSAGE_KIND_OF[data.data.type]]
        : undefined;
      if (!choice) continue;
      if (choice.email) followUps.push(emailJob({ template: 'notification', notificationId: row.id }));
      if (choice.push) {
        for (const subscriptionId of row.deviceIds) {
          followUps.push({ kind: JOB_KINDS.sendPush, payload: { notificationId: row.id, subscriptionId } });
        }
      }
    }
    return async (tx) => {
      await recordEffects(tx, { jobs: followUps });
    };
  };

  const sendPush: JobHandler = async (payload) => {
    const { notificationId, subscriptionId } = parsed(sendPushPayload, payload);
    const notification = await notificationFor(db, notificationId);
    const [device] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId))
      .limit(1);
    // The notification or the device went away meanwhile: nothing to send.
    if (!notification || !device) return undefined;
    const [unread] = await db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, notification.userId), eq(notifications.isRead, false)));
    const { title, message } = notificationText(notification.data, notification.language);
    const outcome = await context.push.send(device, {
      title: notification.cabinName ? `${title} · ${notification.cabinName}` : title,
      body: message,
      path: MESSAGE_PATH_OF[notification.data.type],
      unread: unread?.count ?? 0,
    });
    if (outcome === 'refused') {
      // Decision 042: an endpoint that is not a push service, or points inside, is never tried
      // again; the device goes (its owner turns push on again from a real browser).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      throw new PermanentJobError('push endpoint refused: not an allowed push service, or an address inside');
    }
    if (outcome === 'gone') {
      return async (tx) => {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      };
    }
    return undefined;
  };

  const sendEmail: JobHandler = async (payload) => {
    const message = parsed(sendEmailPayload, payload);
    const mail = await composeEmail(context, message);
    if (mail) await context.mailer.send(mail);
    return undefined;
  };

  return {
    [JOB_KINDS.deliverNotifications]: deliverNotifications,
    [JOB_KINDS.sendPush]: sendPush,
    [JOB_KINDS.sendEmail]: sendEmail,
  };
}

type ComposedEmail = EmailContent & { to: string; headers?: Record<string, string> };

/** Optional mail carries a one-click unsubscribe (RFC 8058); the link is also in its footer. */
const oneClick = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function recipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { email: row.email, language: asLanguage(row.language) } : null;
}

/** The e-mail a job sends, written now in the recipient's current language; null if they are gone. */
async function composeEmail(
  context: DeliveryContext,
  message: SendEmailPayload,
): Promise<ComposedEmail | null> {
  const { db } = context;
  switch (message.template) {
    case 'notification': {
      const notification = await notificationFor(db, message.notificationId);
      if (!notification) return null;
      const kind = MESSAGE_KIND_OF[notification.data.type];
      const links = unsubscribeLinks(context, notification.userId, kind);
      return {
        to: notification.email,
        ...notificationEmail(notification.data, notification.language, {
          cabinName: notification.cabinName,
          publicUrl: context.publicUrl,
          unsubscribeUrl: links.page,
        }),
        headers: oneClick(links.oneClick),
      };
    }
    case 'password-reset': {
      const user = await recipient(db, message.userId);
      return user ? { to: user.email, ...passwordResetEmail(user.language, message.url) } : null;
    }
    case 'confirm-address': {
      const user = await recipient(db, message.userId);
      return user
        ? { to: message.to, ...confirmAddressEmail(user.language, message.url, message.change) }
        : null;
    }
    case 'confirm-change-from-old': {
      const user = await recipient(db, message.userId);
      return user
        ? { to: message.to, ...confirmChangeFromOldEmail(user.language, message.url, message.newEmail) }
        : null;
    }
    case 'digest': {
      const digest = await composeDigest(db, message.userId, message.date);
      if (!digest) return null;
      const links = unsubscribeLinks(context, message.userId, 'weeklyDigest');
      return {
        to: digest.email,
        ...digest.content({ publicUrl: context.publicUrl, unsubscribeUrl: links.page }),
        headers: oneClick(links.oneClick),
      };
    }
  }
}

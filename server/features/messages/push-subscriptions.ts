import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionBody } from '@shared/schemas/message-preferences';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema-messages';
import { badRequest, notFound } from '../../http/errors';
import { allowedPushEndpoint } from './push-endpoints';

/**
 * Turns push on for a device. The endpoint is the device: signing in as someone else on the same
 * browser moves it to them. A user keeps their newest PUSH_SUBSCRIPTIONS_MAX devices; an older one
 * is most likely a browser that renewed its endpoint or a phone long gone (decision 030). Only an
 * endpoint of a push service browsers use is kept (decision 042): the server connects to it later.
 */
export async function addPushSubscription(
  db: Database,
  userId: string,
  body: PushSubscriptionBody,
  pushServiceHosts: readonly string[],
): Promise<void> {
  if (!allowedPushEndpoint(body.endpoint, pushServiceHosts)) {
    throw badRequest(
      "The push endpoint must be an https address of a browser's push service (port 443)",
      'push_endpoint_not_allowed',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: new Date() },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Turns push off for one of the caller's devices; someone else's endpoint is as unknown as none. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) {
    throw notFound('This device does not get notifications from Hytta', 'push_subscription_not_found');
  }
}

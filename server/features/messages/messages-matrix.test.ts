import { asc, eq } from 'drizzle-orm';
import { verifications } from '../../db/schema';
import { pushSubscriptions } from '../../db/schema-messages';
import { describeAccessMatrix } from '../../test/access-matrix';
import { MESSAGE_MATRIX_ROUTES, type MessageFixture } from '../../test/matrix/message-routes';
import { TEST_SESSION_SECRET } from '../../test/test-app';
import { createUnsubscribeToken } from './unsubscribe-token';

// The message calls against the owner, an admin and a member of cabin A, the owner of cabin B and
// a signed-out caller (routes in server/test/matrix/message-routes.ts). The member has a push
// device; nobody else can turn it off, and only A's owner and admins make reset links for A.

const MEMBER_ENDPOINT = 'https://push.example/member-device-a';

describeAccessMatrix<MessageFixture>('message routes x callers', {
  routes: MESSAGE_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    await db.delete(pushSubscriptions);
    await db.delete(verifications);
    await db.insert(pushSubscriptions).values({
      userId: people.member.id,
      endpoint: MEMBER_ENDPOINT,
      p256dh: 'member-p256dh',
      auth: 'member-auth',
    });
    return {
      memberEndpoint: MEMBER_ENDPOINT,
      memberUnsubscribeToken: createUnsubscribeToken(
        TEST_SESSION_SECRET,
        people.member.id,
        'bookingRequests',
      ),
    };
  },
  // The member's device and every reset token: the outsider's calls must leave them as they were.
  snapshotOfA: async (db) => ({
    devices: await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, MEMBER_ENDPOINT)),
    tokens: await db.select().from(verifications).orderBy(asc(verifications.id)),
  }),
  secretsOfA: () => [MEMBER_ENDPOINT, 'member-p256dh', 'Hytte A'],
});

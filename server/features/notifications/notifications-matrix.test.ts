import { asc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { CABIN_A, CABIN_B, describeAccessMatrix } from '../../test/access-matrix';
import { NOTIFICATION_MATRIX_ROUTES, type NotificationFixture } from '../../test/matrix/notification-routes';

// The notification calls against the owner, an admin and a member of cabin A, the owner of
// cabin B and a signed-out caller (routes in server/test/matrix/notification-routes.ts). The
// owner and the member each have an unread notification of A; the outsider has one of B.

describeAccessMatrix<NotificationFixture>('notification routes x callers', {
  routes: NOTIFICATION_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    await db.delete(notifications);
    const [forMember] = await db
      .insert(notifications)
      .values({
        userId: people.member.id,
        cabinId: CABIN_A,
        type: 'booking_approved',
        data: {
          type: 'booking_approved',
          startDate: '2027-01-01',
          endDate: '2027-01-03',
          responseNotes: 'A-svar',
        },
      })
      .returning({ id: notifications.id });
    await db.insert(notifications).values([
      {
        userId: people.owner.id,
        cabinId: CABIN_A,
        type: 'member_joined',
        data: { type: 'member_joined', memberName: 'A-nykommer' },
      },
      {
        userId: people.outsider.id,
        cabinId: CABIN_B,
        type: 'member_joined',
        data: { type: 'member_joined', memberName: 'B-nykommer' },
      },
    ]);
    if (!forMember) throw new Error('arrangement failed');
    return { memberNotificationId: forMember.id };
  },
  snapshotOfA: async (db) =>
    db.select().from(notifications).where(eq(notifications.cabinId, CABIN_A)).orderBy(asc(notifications.id)),
  secretsOfA: (fixture) => [fixture.memberNotificationId, 'A-svar', 'A-nykommer', 'Hytte A'],
});

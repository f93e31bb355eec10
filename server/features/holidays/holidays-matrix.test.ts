import { eq } from 'drizzle-orm';
import { cabins } from '../../db/schema';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { HOLIDAY_MATRIX_ROUTES } from '../../test/matrix/holiday-routes';

// The holidays call against A's owner, admin and member, the owner of cabin B and a signed-out
// caller. Nothing of a cabin is in the answer (the days are computed), so the outsider learns
// nothing of A and A is unchanged.

describeAccessMatrix('holidays x callers', {
  routes: HOLIDAY_MATRIX_ROUTES,
  now: new Date('2026-01-10T12:00:00Z'),
  arrangeMore: async () => null,
  snapshotOfA: async (db) => db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
  secretsOfA: () => ['Hytte A'],
});

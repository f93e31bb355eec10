import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, cabinMembers, cabins, users } from '../../db/schema';
import { CABIN_A, CODE_A, describeAccessMatrix } from '../../test/access-matrix';
import { HEALTH_MATRIX_ROUTES } from '../../test/matrix/health-routes';
import { IDENTITY_MATRIX_ROUTES } from '../../test/matrix/identity-routes';

// Sign-up, sign-in, sign-out, the session, password change, the app's session calls and the
// health checks against the owner, an admin and a member of cabin A, the owner of cabin B and a
// signed-out caller (routes in server/test/matrix/). None of them may change cabin A, its
// members' names and addresses or their passwords, or show A's access code to anyone outside.

async function membersOfA(db: Database): Promise<string[]> {
  const rows = await db
    .select({ userId: cabinMembers.userId })
    .from(cabinMembers)
    .where(eq(cabinMembers.cabinId, CABIN_A))
    .orderBy(asc(cabinMembers.userId));
  return rows.map((row) => row.userId);
}

describeAccessMatrix('identity, session and health routes x callers', {
  routes: [...IDENTITY_MATRIX_ROUTES, ...HEALTH_MATRIX_ROUTES],
  arrangeMore: async () => null,
  snapshotOfA: async (db) => {
    const memberIds = await membersOfA(db);
    return {
      cabin: await db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
      memberIds,
      people: await db
        .select({ id: users.id, name: users.name, email: users.email, username: users.username })
        .from(users)
        .where(inArray(users.id, memberIds))
        .orderBy(asc(users.id)),
      passwords: await db
        .select({ userId: accounts.userId, password: accounts.password })
        .from(accounts)
        .where(and(inArray(accounts.userId, memberIds), eq(accounts.providerId, 'credential')))
        .orderBy(asc(accounts.userId)),
    };
  },
  secretsOfA: () => [CODE_A, 'Hytte A', 'Matrise member'],
});

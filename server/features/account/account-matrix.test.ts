import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach } from 'vitest';
import type { Database } from '../../db/client';
import { accounts, bookings, cabinMembers, cabins, users } from '../../db/schema';
import { CABIN_A, CODE_A, describeAccessMatrix } from '../../test/access-matrix';
import { ACCOUNT_MATRIX_ROUTES } from '../../test/matrix/account-routes';

// Export and account deletion against the owner, an admin and a member of cabin A, the owner of
// cabin B and a signed-out caller (routes in server/test/matrix/account-routes.ts). A deleted
// caller is put back (user and password rows) after each cell, so every cell starts alike.

let database: Database | null = null;
let people: { users: (typeof users.$inferSelect)[]; accounts: (typeof accounts.$inferSelect)[] } | null =
  null;

afterEach(async () => {
  if (!database || !people) return;
  // Without a current cabin: the next cell's arrangement makes the memberships and sets it.
  const restored = people.users.map((user) => ({ ...user, currentCabinId: null }));
  await database.insert(users).values(restored).onConflictDoNothing();
  await database.insert(accounts).values(people.accounts).onConflictDoNothing();
});

describeAccessMatrix('account routes x callers', {
  routes: ACCOUNT_MATRIX_ROUTES,
  arrangeMore: async (db) => {
    if (!people) {
      database = db;
      people = { users: await db.select().from(users), accounts: await db.select().from(accounts) };
    }
    return null;
  },
  snapshotOfA: async (db) => {
    const memberIds = (
      await db
        .select({ userId: cabinMembers.userId })
        .from(cabinMembers)
        .where(eq(cabinMembers.cabinId, CABIN_A))
    ).map((row) => row.userId);
    return {
      cabin: await db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
      members: await db
        .select()
        .from(cabinMembers)
        .where(eq(cabinMembers.cabinId, CABIN_A))
        .orderBy(asc(cabinMembers.userId)),
      people: await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, memberIds))
        .orderBy(asc(users.id)),
      bookings: await db
        .select()
        .from(bookings)
        .where(eq(bookings.cabinId, CABIN_A))
        .orderBy(asc(bookings.id)),
    };
  },
  secretsOfA: () => [CODE_A, 'Hytte A', 'Matrise member', 'Matrise owner', 'Matrise admin'],
});

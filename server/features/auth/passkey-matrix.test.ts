import { asc, eq, inArray } from 'drizzle-orm';
import { cabinMembers, cabins, passkeys } from '../../db/schema';
import { CABIN_A, CODE_A, describeAccessMatrix } from '../../test/access-matrix';
import { PASSKEY_MATRIX_ROUTES } from '../../test/matrix/passkey-routes';

// The passkey calls (issue #39) against the owner, an admin and a member of cabin A, the owner of
// cabin B and a signed-out caller (routes in server/test/matrix/passkey-routes.ts). Every cell
// starts with one passkey of the member's; nobody but the member can rename or remove it.

const MEMBER_PASSKEY = 'matrix-passkey-of-the-member';

describeAccessMatrix('passkey routes x callers', {
  routes: PASSKEY_MATRIX_ROUTES,
  arrangeMore: async (db, people) => {
    await db.delete(passkeys);
    await db.insert(passkeys).values({
      id: MEMBER_PASSKEY,
      name: 'Medlemmets telefon',
      publicKey: 'not-a-real-key',
      userId: people.member.id,
      credentialID: 'bWF0cml4LWNyZWRlbnRpYWw',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    return MEMBER_PASSKEY;
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
      passkeys: await db
        .select()
        .from(passkeys)
        .where(inArray(passkeys.userId, memberIds))
        .orderBy(asc(passkeys.id)),
    };
  },
  secretsOfA: () => [CODE_A, 'Hytte A', 'Medlemmets telefon', 'not-a-real-key'],
});

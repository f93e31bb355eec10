import type { SignInMethods } from '@shared/schemas/sign-in-methods';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { PublicOidcProvider } from './oidc-providers';
import { LAST_WAY_IN_MESSAGE, lockWaysIn, waysIn } from './ways-in';

/** The credential account: Better Auth's name for the row that holds a password. */
const CREDENTIAL = 'credential';

/** The user's ways in as Settings shows them, every configured provider with whether it is linked. */
export async function signInMethodsOf(
  db: Database,
  userId: string,
  providers: readonly PublicOidcProvider[],
): Promise<SignInMethods> {
  const rows = await db
    .select({ providerId: accounts.providerId, password: accounts.password, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const linkedAt = new Map(rows.map((row) => [row.providerId, row.createdAt.toISOString()]));
  return {
    password: rows.some((row) => row.providerId === CREDENTIAL && row.password !== null),
    providers: providers.map(({ id, name }) => ({ id, name, linkedAt: linkedAt.get(id) ?? null })),
    waysIn: await waysIn(db, userId),
  };
}

/** Unlinks a provider from the user, unless it is the user's last way in. */
export async function removeLinkedProvider(db: Database, userId: string, providerId: string): Promise<void> {
  if (providerId === CREDENTIAL)
    throw notFound('This sign-in service is not linked to your account', 'provider_not_linked');
  await db.transaction(async (tx) => {
    await lockWaysIn(tx, userId);
    const mine = and(eq(accounts.userId, userId), eq(accounts.providerId, providerId));
    const [linked] = await tx.select({ id: accounts.id }).from(accounts).where(mine).limit(1);
    if (!linked) throw notFound('This sign-in service is not linked to your account', 'provider_not_linked');
    if ((await waysIn(tx, userId)) <= 1) {
      throw badRequest(LAST_WAY_IN_MESSAGE, 'last_way_in');
    }
    await tx.delete(accounts).where(mine);
  });
}

/** A first password for an account that has none; one that has a password changes it with the old one. */
export async function setFirstPassword(
  db: Database,
  userId: string,
  account: { id: string; hash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWaysIn(tx, userId);
    const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL));
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(credential, isNotNull(accounts.password)))
      .limit(1);
    if (existing) {
      throw badRequest(
        'The account already has a password. Change it under Password.',
        'password_already_set',
      );
    }
    // A credential row without a password (never written by Hytta, but possible) is replaced.
    await tx.delete(accounts).where(credential);
    await tx
      .insert(accounts)
      .values({ id: account.id, accountId: userId, providerId: CREDENTIAL, userId, password: account.hash });
  });
}

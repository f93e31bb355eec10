import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, verifications } from '../../db/schema';
import type { IdentityRequestBody } from './routes';
import { settleSignIn, signInKey, takeSignInAttempt } from './sign-in-limit';

// What the identity mount does around two of Better Auth's calls (issue #36): a sign-in spends one
// of its account's attempts first and settles it by the answer; a new password chosen with a link
// that came to the account's own inbox marks that address as working.

/**
 * Tokens of owner-issued reset links start with this (Better Auth's own are letters and digits
 * only), so the reset call can tell them apart: only a link that came to the account's own inbox
 * shows that its address works (docs/decisions/041-no-account-taken-over.md).
 */
export const OWNER_RESET_TOKEN_PREFIX = 'owner-';

type Pending = { kind: 'sign-in'; key: string } | { kind: 'mailed-reset'; userId: string } | null;

export type SignInChecks = {
  before: (call: string, body: IdentityRequestBody | undefined) => Promise<Pending>;
  after: (pending: Pending, status: number) => Promise<void>;
};

const field = (body: IdentityRequestBody | undefined, name: string): string | null => {
  const value = body?.[name];
  return typeof value === 'string' ? value : null;
};

export function signInChecks(db: Database, now: () => Date): SignInChecks {
  return {
    async before(call, body) {
      if (call === '/sign-in/username' || call === '/sign-in/email') {
        const identifier = field(body, call === '/sign-in/username' ? 'username' : 'email');
        if (identifier === null) return null;
        const key = await signInKey(db, identifier);
        await takeSignInAttempt(db, key, now().getTime());
        return { kind: 'sign-in', key };
      }
      if (call === '/reset-password') {
        const token = field(body, 'token');
        // An owner-issued link proves nothing about the account's inbox.
        if (token === null || token.startsWith(OWNER_RESET_TOKEN_PREFIX)) return null;
        const [stored] = await db
          .select({ userId: verifications.value })
          .from(verifications)
          .where(eq(verifications.identifier, `reset-password:${token}`))
          .limit(1);
        return stored ? { kind: 'mailed-reset', userId: stored.userId } : null;
      }
      return null;
    },
    async after(pending, status) {
      if (pending?.kind === 'sign-in') await settleSignIn(db, pending.key, status);
      if (pending?.kind === 'mailed-reset' && status === 200) {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, pending.userId));
      }
    },
  };
}

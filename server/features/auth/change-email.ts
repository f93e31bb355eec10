import { IDENTITY_BASE_PATH, PASSWORD_MAX } from '@shared/constants';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { verifyPassword } from './account-identity';
import { CONFIRM_TOKEN_SECONDS, type Identity } from './identity';
import type { IdentityRequestBody } from './routes';
import { settleSignIn, takeSignInAttempt } from './sign-in-limit';

// Changing the address an account gets back in through (issue #36). Better Auth's own change-email
// needs only a session and, for an address never confirmed, mails the new address alone, so a
// session (or an owner-issued reset link) was enough to move an account away from its inbox for
// good. Here it takes the current password, and the change is confirmed from the old address
// first, then from the new one, whatever the account's state: Better Auth's verify-email call
// carries out both steps of the token made below.

export const changeEmailBodySchema = z.object({
  newEmail: z.email().max(320),
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  callbackURL: z.string().max(2000).optional(),
});

export type MailOldAddress = (data: {
  userId: string;
  to: string;
  newEmail: string;
  url: string;
}) => Promise<void>;

export type ChangeEmailContext = {
  db: Database;
  identity: Identity;
  publicUrl: string;
  mailOldAddress: MailOldAddress;
  now: () => Date;
};

/** POST /api/identity/change-email for the signed-in `userId`; answers `{status: true}`. */
export async function requestEmailChange(
  context: ChangeEmailContext,
  userId: string,
  body: IdentityRequestBody | undefined,
): Promise<{ status: true }> {
  const parsed = changeEmailBodySchema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? '';
    throw badRequest(
      field ? `${field}: ${parsed.error.issues[0]?.message}` : 'Invalid request',
      'validation',
    );
  }
  const { db, identity } = context;
  const newEmail = parsed.data.newEmail.toLowerCase();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'Not signed in', 'not_signed_in');
  // A password check is a guess like a sign-in: it spends the same per-account attempts.
  const key = `hytta:sign-in:${userId}`;
  await takeSignInAttempt(db, key, context.now().getTime());
  const rightPassword = await verifyPassword(identity, db, userId, parsed.data.currentPassword);
  await settleSignIn(db, key, rightPassword ? 200 : 401);
  if (!rightPassword) throw badRequest('The current password is wrong', 'invalid_password');
  if (newEmail === user.email.toLowerCase()) {
    throw badRequest('That is already your e-mail address', 'validation');
  }
  // Taken by another account: the same answer, and nothing sent (the call tells nobody who is here).
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (taken) return { status: true };
  const authContext = await identity.$context;
  const token = await createEmailVerificationToken(
    authContext.secret,
    user.email,
    newEmail,
    CONFIRM_TOKEN_SECONDS,
    { requestType: 'change-email-confirmation', userId },
  );
  const callbackURL = encodeURIComponent(parsed.data.callbackURL ?? '/');
  await context.mailOldAddress({
    userId,
    to: user.email,
    newEmail,
    url: `${context.publicUrl}${IDENTITY_BASE_PATH}/verify-email?token=${token}&callbackURL=${callbackURL}`,
  });
  return { status: true };
}

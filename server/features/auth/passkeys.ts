import {
  deletePasskeyBodySchema,
  renamePasskeyBodySchema,
  verifyAuthenticationBodySchema,
  verifyRegistrationBodySchema,
} from '@shared/schemas/passkeys';
import { and, eq } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import type { IdentityRequestBody } from './routes';
import { LAST_WAY_IN_MESSAGE, lockWaysIn, waysIn } from './ways-in';

// What the identity mount does around Better Auth's passkey calls (issue #39, decision 054): the
// bodies are checked here (Better Auth takes any `response` and any name, and fails with a 500 on
// some malformed ones), a passkey is only ever named or removed by its owner, and the last way in
// is never removed.

/** The passkey calls the mount serves, as `METHOD /call`. */
export const PASSKEY_CALLS = [
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
  'GET /passkey/list-user-passkeys',
  'POST /passkey/update-passkey',
  'POST /passkey/delete-passkey',
];

/** The passkey calls on the signed-in user: all but the two that sign in. */
export const SIGNED_IN_PASSKEY_CALLS = [
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/list-user-passkeys',
  '/passkey/update-passkey',
  '/passkey/delete-passkey',
];

const BODIES: Record<string, ZodType<IdentityRequestBody>> = {
  '/passkey/verify-registration': verifyRegistrationBodySchema,
  '/passkey/verify-authentication': verifyAuthenticationBodySchema,
  '/passkey/update-passkey': renamePasskeyBodySchema,
  '/passkey/delete-passkey': deletePasskeyBodySchema,
};

/**
 * A passkey call's body as Better Auth gets it: checked, trimmed, and without fields nobody sends
 * (such as `createSession`). Other calls' bodies pass unchanged.
 */
export function passkeyBody(call: string, body: IdentityRequestBody | undefined) {
  const schema = BODIES[call];
  if (!schema) return body;
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request body', 'validation');
  }
  return parsed.data;
}

/** The caller's own passkey by id, or 404: another member's passkey is answered as no passkey. */
async function ownPasskey(db: Pick<Database, 'select'>, userId: string, id: unknown): Promise<string> {
  const [found] =
    typeof id === 'string'
      ? await db
          .select({ id: passkeys.id })
          .from(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .limit(1)
      : [];
  if (!found) throw notFound('Passkey not found', 'passkey_not_found');
  return found.id;
}

/** Before Better Auth renames a passkey: it is the caller's (Better Auth would answer 401 otherwise). */
export async function checkOwnPasskey(db: Database, userId: string, body: IdentityRequestBody | undefined) {
  await ownPasskey(db, userId, body?.id);
}

/**
 * POST /passkey/delete-passkey, the mount's own: the caller's passkey goes unless it is their last
 * way in. Under the user's row lock (lockWaysIn), so two removals at once cannot both pass the
 * count and leave no way in.
 */
export function deletePasskey(db: Database, userId: string, body: IdentityRequestBody | undefined) {
  return db.transaction(async (tx) => {
    if (!(await lockWaysIn(tx, userId))) throw unauthorized();
    const id = await ownPasskey(tx, userId, body?.id);
    if ((await waysIn(tx, userId)) <= 1) throw badRequest(LAST_WAY_IN_MESSAGE, 'last_way_in');
    await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
    return { status: true };
  });
}

/**
 * Better Auth's answer to a passkey call, with one correction: a registration it could not verify
 * (a malformed attestation, a wrong origin) is the caller's mistake, 400, not the 500 it sends.
 */
export async function passkeyAnswer(call: string, response: Response): Promise<Response> {
  if (call !== '/passkey/verify-registration' || response.status !== 500) return response;
  const text = await response.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (code !== 'FAILED_TO_VERIFY_REGISTRATION') {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ message: 'The passkey could not be verified', code }), {
    status: 400,
    headers,
  });
}

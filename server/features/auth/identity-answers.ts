import type { FastifyBaseLogger } from 'fastify';
import { declaredIdentityAnswer } from '../../http/identity-openapi';

// What an identity call answers (issue #36): exactly the schema the OpenAPI document declares for
// it, never more. Better Auth's own answers carry the session token (sign-up, sign-in, the
// session, change-password), which the HttpOnly cookie exists to keep from scripts in the page,
// and fields the document does not list.

/** Better Auth's answer in the shape the document declares, before it is checked against it. */
function reshaped(call: string, body: unknown): unknown {
  if (call !== '/sign-up/email' || typeof body !== 'object' || body === null) return body;
  // Whether the account was signed in, not the token it was signed in with.
  const { token, ...rest } = body as Record<string, unknown>;
  return { ...rest, signedIn: typeof token === 'string' && token.length > 0 };
}

/** Removes every `token` property, however deep: the fallback when an answer strays from its schema. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/**
 * The JSON text of a successful identity answer, parsed with its declared schema (which drops
 * whatever it does not list). An answer that does not fit is logged and sent without its tokens,
 * so a Better Auth update that changes a shape shows up in the log (and the contract test), not
 * as a failed sign-in.
 */
export function declaredAnswerText(
  method: string,
  call: string,
  text: string,
  log: FastifyBaseLogger,
): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  const schema = declaredIdentityAnswer(method, call);
  const shaped = reshaped(call, body);
  const parsed = schema?.safeParse(shaped);
  if (parsed?.success) return JSON.stringify(parsed.data);
  log.error({ call, issues: parsed?.error.issues.slice(0, 5) }, 'identity answer does not match its schema');
  return JSON.stringify(withoutTokens(shaped));
}

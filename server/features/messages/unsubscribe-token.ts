import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGE_KINDS, type MessageKind } from '@shared/schemas/message-preferences';

// The one-click unsubscribe link of an optional e-mail (RFC 8058): it names a user and a kind of
// e-mail, signed with the server's secret, so it works without signing in and cannot be forged.
// It never expires: an old e-mail's link must still turn the e-mails off.

const sign = (secret: string, body: string) =>
  createHmac('sha256', `hytta-unsubscribe:${secret}`).update(body).digest('base64url');

export function createUnsubscribeToken(secret: string, userId: string, kind: MessageKind): string {
  const body = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The user and kind a token names, or null for anything not signed by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: MessageKind } | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || !('u' in parsed) || !('k' in parsed)) return null;
    const { u, k } = parsed;
    if (typeof u !== 'string' || !MESSAGE_KINDS.includes(k as MessageKind)) return null;
    return { userId: u, kind: k as MessageKind };
  } catch {
    return null;
  }
}

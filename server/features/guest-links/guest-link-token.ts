import { createHash, randomBytes } from 'node:crypto';

// A guest link's token (decision 061): 32 bytes (256 bits) from the server's CSPRNG, written as
// base64url (43 characters). Only its SHA-256 is stored: the database never holds a token, so a
// copy of it opens no guest page. A plain hash is enough (no salt, no slow hash): the token is
// random and long, not a password a person chose.

const TOKEN_BYTES = 32;
/** What a token looks like; anything else is refused before any look-up. */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newGuestToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The page's address: from the configured PUBLIC_URL, never from the request's Host header. */
export function guestLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/g/${token}`;
}

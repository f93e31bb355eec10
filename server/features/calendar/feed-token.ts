import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// A member's calendar-feed token (decision 012). The URL carries 256 random bits; the database
// keeps their SHA-256 (what a feed request is looked up by) and a copy sealed with AES-256-GCM
// under a key derived from the server secret, so the subscribe dialog can show the same URL
// again without the database alone giving it away.

const TOKEN_BYTES = 32;
const SEAL_VERSION = 'v1';

export function newFeedToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a token looks like, so the feed route can refuse junk before asking the database. */
export function isWellFormedFeedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export type FeedTokenSealer = {
  /** `owner` binds the sealed copy to its row (cabin and member): it cannot be moved to another. */
  seal(token: string, owner: string): string;
  /** The token, or null when it was sealed under another secret or for another owner. */
  unseal(sealed: string, owner: string): string | null;
};

export function createFeedTokenSealer(serverSecret: string): FeedTokenSealer {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'hytta', 'calendar-feed-token', 32));
  return {
    seal(token, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [SEAL_VERSION, ...parts].join('.');
    },
    unseal(sealed, owner) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== SEAL_VERSION || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(owner, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const token = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
        return token.toString('utf8');
      } catch {
        // A changed server secret or a tampered row: the caller issues a new token.
        return null;
      }
    },
  };
}

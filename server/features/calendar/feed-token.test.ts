import { describe, expect, it } from 'vitest';
import { createFeedTokenSealer, hashFeedToken, isWellFormedFeedToken, newFeedToken } from './feed-token';

describe('feed tokens', () => {
  it('are 256 random bits, base64url, never repeated', () => {
    const tokens = Array.from({ length: 1000 }, newFeedToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) {
      expect(isWellFormedFeedToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(isWellFormedFeedToken(`${tokens[0]}=`)).toBe(false);
    expect(isWellFormedFeedToken('')).toBe(false);
  });

  it('hash to SHA-256 hex, which does not contain the token', () => {
    const token = newFeedToken();
    expect(hashFeedToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashFeedToken(token)).toBe(hashFeedToken(token));
    expect(hashFeedToken(token)).not.toContain(token);
  });

  it('unseal only under the same secret and for the same row', () => {
    const sealer = createFeedTokenSealer('a-server-secret-that-is-long-enough');
    const token = newFeedToken();
    const sealed = sealer.seal(token, 'cabin:user');
    expect(sealed).not.toContain(token);
    expect(sealer.seal(token, 'cabin:user')).not.toBe(sealed);
    expect(sealer.unseal(sealed, 'cabin:user')).toBe(token);
    expect(sealer.unseal(sealed, 'cabin:someone-else')).toBeNull();
    expect(
      createFeedTokenSealer('another-server-secret-long-enough').unseal(sealed, 'cabin:user'),
    ).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(sealer.unseal([version, iv, tag, flipped].join('.'), 'cabin:user')).toBeNull();
    expect(sealer.unseal('', 'cabin:user')).toBeNull();
    expect(sealer.unseal('v2.a.b.c', 'cabin:user')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { GUEST_TOKEN_PATTERN, guestLinkUrl, hashGuestToken, newGuestToken } from './guest-link-token';
import { guestLinkWindow } from './guest-link-window';

// When a guest link works, in Europe/Oslo's days (decision 061), and what its token is.

describe("a guest link's window", () => {
  it('runs from the start of the day two days before the first night to the end of the day after departure', () => {
    // Summer time (UTC+2).
    expect(guestLinkWindow({ startDate: '2027-07-05', endDate: '2027-07-10' })).toEqual({
      validFrom: new Date('2027-07-02T22:00:00Z'),
      validUntil: new Date('2027-07-11T22:00:00Z'),
    });
    // Winter time (UTC+1).
    expect(guestLinkWindow({ startDate: '2027-02-12', endDate: '2027-02-14' })).toEqual({
      validFrom: new Date('2027-02-09T23:00:00Z'),
      validUntil: new Date('2027-02-15T23:00:00Z'),
    });
  });

  it('counts days across a change of the clocks', () => {
    // Summer time starts on 28 March 2027 at 02:00 and ends on 31 October 2027 at 03:00.
    expect(guestLinkWindow({ startDate: '2027-03-30', endDate: '2027-10-30' })).toEqual({
      validFrom: new Date('2027-03-27T23:00:00Z'),
      validUntil: new Date('2027-10-31T23:00:00Z'),
    });
  });
});

describe("a guest link's token", () => {
  it('is 32 random bytes in base64url, hashed with SHA-256, in a url from PUBLIC_URL', () => {
    const tokens = Array.from({ length: 50 }, newGuestToken);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(GUEST_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(hashGuestToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(guestLinkUrl('https://hytta.example.no/', 'T')).toBe('https://hytta.example.no/g/T');
  });
});

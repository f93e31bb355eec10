import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@shared/constants';
import { normalizeAccessCode } from '@shared/schemas/cabins';
import { describe, expect, it } from 'vitest';
import { generateAccessCode } from './access-code';

describe('access codes', () => {
  it('never use characters that are confused when read aloud (0/O, 1/I)', () => {
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01OI]/);
    for (let index = 0; index < 500; index += 1) {
      const code = generateAccessCode();
      expect(code).toHaveLength(ACCESS_CODE_LENGTH);
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]+$/);
    }
  });

  it('draw every character of the alphabet', () => {
    let next = 0;
    const cycle = () => {
      next = (next + 1) % ACCESS_CODE_ALPHABET.length;
      return next;
    };
    const seen = new Set(Array.from({ length: 8 }, () => generateAccessCode(cycle)).join(''));
    expect(seen.size).toBe(ACCESS_CODE_ALPHABET.length);
  });

  it('are read back the way people type them', () => {
    expect(normalizeAccessCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeAccessCode('ab cd ef gh')).toBe('ABCDEFGH');
  });
});

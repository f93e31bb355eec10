import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@shared/constants';

/**
 * A new access code: ACCESS_CODE_LENGTH characters from an alphabet without 0/O and 1/I, drawn
 * with a cryptographic generator (40 bits). Uniqueness is the database's job (a unique index);
 * the caller retries on the rare collision.
 */
export function generateAccessCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < ACCESS_CODE_LENGTH; index += 1) {
    code += ACCESS_CODE_ALPHABET[pick(ACCESS_CODE_ALPHABET.length)];
  }
  return code;
}

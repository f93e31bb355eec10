import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage } from './api-error-message';
import { changeLanguage } from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

describe('apiErrorMessage (product section 8)', () => {
  it('gives a known code in the current language', async () => {
    const error = new ApiError(403, 'Only owners can edit cabin', 'only_owner_can_edit_cabin');
    expect(apiErrorMessage(error, 'Failed to update cabin')).toBe('Only owners can edit cabin');
    await changeLanguage('no');
    expect(apiErrorMessage(error, 'Failed to update cabin')).toBe('Bare eiere kan redigere hytta');
  });

  it('uses the spec texts in English', () => {
    const text = (code: ConstructorParameters<typeof ApiError>[2]) =>
      apiErrorMessage(new ApiError(400, 'x', code), 'fallback');
    expect(text('user_not_found')).toBe('User not found');
    expect(text('user_already_member')).toBe('User is already a member of this cabin');
    expect(text('image_too_large')).toBe('File size must be less than 5MB');
  });

  it('gives the server message of a broken booking rule, already in the user language (issue #40)', async () => {
    await changeLanguage('no');
    const message = 'Oppholdet bryter hyttas regel «Opphold er minst 3 netter».';
    expect(apiErrorMessage(new ApiError(409, message, 'too_few_nights'), 'Feilet')).toBe(message);
    expect(apiErrorMessage(new ApiError(409, ' ', 'too_few_nights'), 'Feilet')).toBe(
      'Oppholdet er kortere enn hyttas bookingregler tillater',
    );
  });

  it('otherwise gives the server message, then the fallback', () => {
    expect(apiErrorMessage(new ApiError(400, 'Name is too long'), 'Failed')).toBe('Name is too long');
    expect(apiErrorMessage(new ApiError(500, '500'), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new ApiError(500, '  '), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });

  it('explains a 429 without a code', () => {
    expect(apiErrorMessage(new ApiError(429, 'Too Many Requests'), 'Failed')).toBe(
      'Too many requests. Wait a moment and try again.',
    );
  });
});

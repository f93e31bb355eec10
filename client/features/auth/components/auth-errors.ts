import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@shared/constants';
import type { TFunction } from 'i18next';

/** The shape of a Better Auth client error (`{ data, error }` answers). */
export type ProviderError = { status?: number; code?: string; message?: string };

type AuthT = TFunction<'auth'>;

/** Known provider answers in the user's language; anything else shows the server's own message. */
export function providerErrorMessage(error: ProviderError, t: AuthT): string {
  if (error.status === 429) return t('errors.tooManyAttempts');
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return t('errors.invalidEmailOrPassword');
    case 'INVALID_USERNAME_OR_PASSWORD':
      return t('errors.invalidUsernameOrPassword');
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return t('errors.userAlreadyExists');
    case 'USERNAME_IS_ALREADY_TAKEN':
    case 'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER':
      return t('errors.usernameTaken');
    case 'EMAIL_NOT_VERIFIED':
      return t('errors.emailNotVerified');
    case 'INVALID_EMAIL':
      return t('validation.emailInvalid');
    case 'INVALID_USERNAME':
      return t('validation.usernamePattern');
    case 'USERNAME_TOO_SHORT':
    case 'USERNAME_TOO_LONG':
      return t('validation.usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX });
    case 'PASSWORD_TOO_SHORT':
      return t('validation.passwordTooShort', { min: PASSWORD_MIN });
    case 'PASSWORD_TOO_LONG':
      return t('validation.passwordTooLong', { max: PASSWORD_MAX });
    default:
      break;
  }
  if (error.message) return error.message;
  if (error.status === undefined || error.status === 0 || error.status >= 500) return t('errors.network');
  return t('errors.unknown');
}

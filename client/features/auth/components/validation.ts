import {
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@shared/constants';

export type ValidationKey =
  | 'identifierRequired'
  | 'passwordRequired'
  | 'usernameRequired'
  | 'usernameLength'
  | 'usernamePattern'
  | 'fullNameRequired'
  | 'fullNameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'newPasswordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong';

/** A translation key under `auth:validation` with its interpolation values. */
export type ValidationIssue = { key: ValidationKey; values?: Record<string, number> };

export type SignInValues = { identifier: string; password: string };
export type SignUpValues = { username: string; fullName: string; email: string; password: string };

export type FieldIssues<Values> = Partial<Record<keyof Values, ValidationIssue>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateIdentifier(value: string): ValidationIssue | undefined {
  return value.trim() ? undefined : { key: 'identifierRequired' };
}

export function validateCurrentPassword(value: string): ValidationIssue | undefined {
  return value ? undefined : { key: 'passwordRequired' };
}

export function validateUsername(value: string): ValidationIssue | undefined {
  const username = value.trim();
  if (!username) return { key: 'usernameRequired' };
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    return { key: 'usernameLength', values: { min: USERNAME_MIN, max: USERNAME_MAX } };
  }
  if (!USERNAME_PATTERN.test(username)) return { key: 'usernamePattern' };
  return undefined;
}

export function validateFullName(value: string): ValidationIssue | undefined {
  const fullName = value.trim();
  if (!fullName) return { key: 'fullNameRequired' };
  if (fullName.length > FULL_NAME_MAX) return { key: 'fullNameTooLong', values: { max: FULL_NAME_MAX } };
  return undefined;
}

export function validateEmail(value: string): ValidationIssue | undefined {
  const email = value.trim();
  if (!email) return { key: 'emailRequired' };
  if (!EMAIL_SHAPE.test(email)) return { key: 'emailInvalid' };
  return undefined;
}

export function validateNewPassword(value: string): ValidationIssue | undefined {
  if (!value) return { key: 'newPasswordRequired' };
  if (value.length < PASSWORD_MIN) return { key: 'passwordTooShort', values: { min: PASSWORD_MIN } };
  if (value.length > PASSWORD_MAX) return { key: 'passwordTooLong', values: { max: PASSWORD_MAX } };
  return undefined;
}

export const signInValidators: { [K in keyof SignInValues]: (value: string) => ValidationIssue | undefined } =
  {
    identifier: validateIdentifier,
    password: validateCurrentPassword,
  };

export const signUpValidators: { [K in keyof SignUpValues]: (value: string) => ValidationIssue | undefined } =
  {
    username: validateUsername,
    fullName: validateFullName,
    email: validateEmail,
    password: validateNewPassword,
  };

/** Runs every validator; the result holds only the fields with a problem, in field order. */
export function validateAll<Values extends Record<string, string>>(
  values: Values,
  validators: { [K in keyof Values]: (value: string) => ValidationIssue | undefined },
): FieldIssues<Values> {
  const issues: FieldIssues<Values> = {};
  for (const field of Object.keys(validators) as (keyof Values)[]) {
    const issue = validators[field](values[field] ?? '');
    if (issue) issues[field] = issue;
  }
  return issues;
}

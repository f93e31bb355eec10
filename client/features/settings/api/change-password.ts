import { useMutation } from '@tanstack/react-query';

/** A refused password change, with the identity provider's error code when it sent one. */
export class ChangePasswordError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, code: string | undefined, message: string) {
    super(message);
    this.name = 'ChangePasswordError';
    this.status = status;
    this.code = code;
  }
}

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * Changes the password with the built-in identity provider (Better Auth, POST
 * /api/identity/change-password); every other session of the user is signed out.
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  // The identity client (Better Auth) loads only when a password is changed: the signed-in app
  // needs it nowhere else, and it is a tenth of the shell's code (issue #11).
  const { authClient } = await import('@/lib/auth-client');
  const { error } = await authClient.changePassword({
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (error) {
    const code = typeof error.code === 'string' ? error.code : undefined;
    const message = typeof error.message === 'string' ? error.message : '';
    throw new ChangePasswordError(error.status, code, message || error.statusText);
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

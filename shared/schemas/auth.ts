import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

export const ROLES = ['owner', 'admin', 'member'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The app's user object (product section 3, User). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  /** The identity provider's id for this user; with the built-in provider it equals `id`. */
  clerkId: z.string(),
  /** Whether the user owns the current cabin. */
  isOwner: z.boolean(),
  currentCabinId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * Body of POST /api/auth/clerk-sync. Every field is optional and none of them decides who the
 * user is: identity comes from the session cookie only. Profile fields the client sends are
 * ignored too, because the built-in provider and the app share one user row.
 */
export const clerkSyncBodySchema = z
  .object({
    clerkId: z.string().max(200).optional(),
    username: z.string().max(200).optional(),
    fullName: z.string().max(200).optional(),
    email: z.string().max(320).optional(),
    profilePicture: z.string().max(10_000_000).nullable().optional(),
  })
  .strip();
export type ClerkSyncBody = z.infer<typeof clerkSyncBodySchema>;

export const errorBodySchema = z.object({ message: z.string() });

/**
 * The change-password form (the call is Better Auth's `change-password`): the current password,
 * a new one within the identity provider's limits, and the same again.
 */
export const changePasswordFormSchema = z
  .object({
    current: z.string().min(1, 'Enter your current password'),
    new: z
      .string()
      .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `The password can be at most ${PASSWORD_MAX} characters`),
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.new, {
    path: ['confirm'],
    message: 'Passwords do not match',
    // Said together with the other fields' problems, not only once they are fixed.
    when: (payload) => {
      const value = payload.value as { new?: unknown; confirm?: unknown } | undefined;
      return typeof value?.new === 'string' && typeof value.confirm === 'string';
    },
  });
export type ErrorBody = z.infer<typeof errorBodySchema>;

// The sign-up form rules live in ../constants (the client reads them without loading Zod).
export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../constants';

/**
 * Settings -> E-mail address (issues #14 and #36): the new address and the current password; the
 * old address confirms first, then the new one, and the address changes when both have.
 */
export const changeEmailFormSchema = z.object({
  newEmail: z.string().trim().pipe(z.email()),
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
});

import { z } from 'zod';
import { DISPLAY_NAME_MAX, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../constants';

/**
 * PATCH /api/user/profile. `profilePicture` is a data URL of a JPG, PNG or GIF under 5 MB (the
 * server checks the bytes, not the declared type), or null to remove the picture; leave it out
 * to keep the current one. A blank display name clears it (the full name is shown instead).
 * `username` changes the handle others see and sign in with (issue #39: an account made through a
 * provider got one made from its name); it is shown as typed and compared without letter case.
 */
export const updateProfileBodySchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
      .nullable()
      .transform((value) => (value ? value : null))
      .optional(),
    // A 5 MB picture is about 6.7 million base64 characters; the server decides on the bytes.
    profilePicture: z.string().max(12_000_000, 'File size must be less than 5MB').nullable().optional(),
    username: z
      .string()
      .trim()
      .min(USERNAME_MIN, `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`)
      .max(USERNAME_MAX, `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters`)
      .regex(USERNAME_PATTERN, 'Username may only contain letters, digits, underscores and dots')
      .optional(),
  })
  .refine(
    (body) =>
      body.displayName !== undefined || body.profilePicture !== undefined || body.username !== undefined,
    { message: 'Nothing to update: send displayName, profilePicture or username' },
  );
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export { PROFILE_PICTURE_TYPES } from '../constants';

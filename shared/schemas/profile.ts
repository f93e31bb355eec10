import { z } from 'zod';
import { DISPLAY_NAME_MAX } from '../constants';

/**
 * PATCH /api/user/profile. `profilePicture` is a data URL of a JPG, PNG or GIF under 5 MB (the
 * server checks the bytes, not the declared type), or null to remove the picture; leave it out
 * to keep the current one. A blank display name clears it (the full name is shown instead).
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
  })
  .refine((body) => body.displayName !== undefined || body.profilePicture !== undefined, {
    message: 'Nothing to update: send displayName or profilePicture',
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export { PROFILE_PICTURE_TYPES } from '../constants';

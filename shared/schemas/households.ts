import { z } from 'zod';
import { HOUSEHOLD_NAME_MAX } from './households-values';
import { updateBodyOf } from './update-body';

// Households (issue #16; docs/product.md, Fair share): a cabin's members grouped into family
// branches. Peak weeks are allocated and costs are shared per household. A member in no
// household is a household of their own, named after them, with the id `soloHouseholdId(userId)`.

export * from './households-values';

export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberIds: z.array(z.string()),
  /** The household's ownership share in percent (for costs split "by shares"); null when unset. */
  sharePercent: z.number().nullable(),
});
export type Household = z.infer<typeof householdSchema>;

export const householdListSchema = z.object({ households: z.array(householdSchema) });
export type HouseholdList = z.infer<typeof householdListSchema>;

const sharePercentSchema = z
  .number({ message: 'The share must be a percentage from 0 to 100' })
  .min(0, 'The share must be a percentage from 0 to 100')
  .max(100, 'The share must be a percentage from 0 to 100')
  .multipleOf(0.01, 'The share has at most two decimals')
  .nullable();

export const householdBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A household needs a name')
    .max(HOUSEHOLD_NAME_MAX, `A name must be at most ${HOUSEHOLD_NAME_MAX} characters`),
  memberIds: z
    .array(z.string().min(1).max(200))
    .max(100, 'A household has at most 100 members')
    .refine((ids) => new Set(ids).size === ids.length, 'A member is listed twice'),
  sharePercent: sharePercentSchema.optional(),
});
export type HouseholdBody = z.input<typeof householdBodySchema>;
export type HouseholdFormFields = z.output<typeof householdBodySchema>;

export const updateHouseholdBodySchema = updateBodyOf(householdBodySchema);
export type UpdateHouseholdBody = z.input<typeof updateHouseholdBodySchema>;

/**
 * GET /api/fair-share: peak nights per household (every household of the cabin, solo ones
 * included) in this year and each of the three before, for the dashboard's "Fair share" widget.
 */
export const fairShareSchema = z.object({
  /** The current year in the cabin's time zone. */
  year: z.number().int(),
  /** The caller's household (a solo id when in none). */
  myHouseholdId: z.string(),
  households: z.array(
    z.object({
      householdId: z.string(),
      name: z.string(),
      memberIds: z.array(z.string()),
      /** Peak nights per year, this year first, then the three before. */
      nightsByYear: z.array(z.object({ year: z.number().int(), nights: z.number().int().nonnegative() })),
    }),
  ),
});
export type FairShare = z.infer<typeof fairShareSchema>;

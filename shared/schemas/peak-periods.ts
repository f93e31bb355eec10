import { z } from 'zod';
import { calendarDateSchema } from './bookings';
import {
  PEAK_METHODS,
  PEAK_PERIOD_NAME_MAX,
  PEAK_WISHES_MAX,
  WISH_REFUSAL_REASONS,
} from './peak-periods-values';
import { updateBodyOf } from './update-body';

// Peak periods (issue #16; docs/product.md, Fair share): Easter, Christmas and the summer weeks,
// each allocated by one of three methods. Dates are `YYYY-MM-DD`; a period's nights run from
// `firstNight` to `lastNight` inclusive, so a stay that uses the last night leaves the day after.

export * from './peak-periods-values';

const stayFields = { startDate: z.string(), endDate: z.string() };

/**
 * What the draw was run on, recorded when it ran (decision 043), so anyone can re-run it in the
 * browser with the revealed seed: the period's nights, each household's wishes best first (with
 * its name then) and the stays already in the cabin. The past nights are the result's own.
 */
export const drawInputsSchema = z.object({
  period: z.object({ firstNight: z.string(), lastNight: z.string() }),
  wishes: z.array(
    z.object({ householdId: z.string(), name: z.string(), wishes: z.array(z.object(stayFields)) }),
  ),
  booked: z.array(z.object(stayFields)),
});
export type DrawInputs = z.infer<typeof drawInputsSchema>;

/** What a draw decides, whether it was made or only tried (a dry run). */
const drawOutcomeFields = {
  /** Households in the order they chose; fewest peak nights first, ties by the seed. */
  order: z.array(z.string()),
  /** Peak nights each household had counted for the order, by household id. */
  pastNights: z.record(z.string(), z.number().int().nonnegative()),
  refused: z.array(
    z.object({
      ...stayFields,
      householdId: z.string(),
      rank: z.number().int().min(1),
      reason: z.enum(WISH_REFUSAL_REASONS),
    }),
  ),
};

const allocationFields = {
  householdId: z.string(),
  ...stayFields,
  /** Which of the household's wishes it was: 1 is its best. */
  rank: z.number().int().min(1),
  round: z.number().int().min(1),
};

export const drawResultSchema = z.object({
  /** The seed committed to when the period was made, revealed by the draw. */
  seed: z.string(),
  ...drawOutcomeFields,
  allocations: z.array(z.object({ ...allocationFields, bookingId: z.string() })),
  drawnAt: z.string(),
  /** The draw's inputs; null for a draw made before they were recorded (decision 043). */
  inputs: drawInputsSchema.nullable(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

export const peakPeriodSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstNight: z.string(),
  lastNight: z.string(),
  method: z.enum(PEAK_METHODS),
  /** "cap": the most nights a household may have in the period. */
  capNights: z.number().int().nullable(),
  /** "draw": the last day wishes can be entered or changed. */
  wishDeadline: z.string().nullable(),
  /** "rotation": the households in turn, the first one holding the period in its first year. */
  rotationOrder: z.array(z.string()).nullable(),
  /** "rotation": who holds the period in this year and the next four. */
  rotation: z.array(z.object({ year: z.number().int(), householdId: z.string() })).nullable(),
  /** "draw": whether households can still enter wishes (before the deadline and the draw). */
  wishesOpen: z.boolean(),
  /**
   * "draw": the sha256 (hex) of the seed the draw will use, published from the period's start;
   * the seed itself is revealed only in the result (decision 043).
   */
  seedCommitment: z.string().nullable(),
  /** "draw": the result, once drawn. */
  draw: drawResultSchema.nullable(),
});
export type PeakPeriod = z.infer<typeof peakPeriodSchema>;

export const peakPeriodListSchema = z.object({ peakPeriods: z.array(peakPeriodSchema) });

const peakPeriodFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A peak period needs a name')
    .max(PEAK_PERIOD_NAME_MAX, `A name must be at most ${PEAK_PERIOD_NAME_MAX} characters`),
  firstNight: calendarDateSchema,
  lastNight: calendarDateSchema,
  method: z.enum(PEAK_METHODS, { message: 'The method must be cap, draw or rotation' }),
  capNights: z
    .number({ message: 'The cap must be a whole number of nights from 1 to 366' })
    .int('The cap must be a whole number of nights from 1 to 366')
    .min(1, 'The cap must be a whole number of nights from 1 to 366')
    .max(366, 'The cap must be a whole number of nights from 1 to 366')
    .nullable()
    .optional(),
  wishDeadline: calendarDateSchema.nullable().optional(),
  rotationOrder: z
    .array(z.string().min(1).max(200))
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'A household is listed twice')
    .nullable()
    .optional(),
});

type PeakPeriodFields = z.output<typeof peakPeriodFields>;

/** The rules a whole period must keep, for a new one and for one after a change. */
export function peakPeriodProblems(period: Partial<PeakPeriodFields>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (period.firstNight && period.lastNight && period.lastNight < period.firstNight)
    problems.push({ path: 'lastNight', message: 'The last night cannot be before the first night' });
  if (period.method === 'cap' && !period.capNights)
    problems.push({ path: 'capNights', message: 'A capped period needs the most nights per household' });
  if (period.method === 'draw') {
    if (!period.wishDeadline)
      problems.push({ path: 'wishDeadline', message: 'A draw needs a deadline for the wishes' });
    else if (period.firstNight && period.wishDeadline >= period.firstNight)
      problems.push({ path: 'wishDeadline', message: 'The wish deadline must be before the first night' });
  }
  if (period.method === 'rotation' && !period.rotationOrder?.length)
    problems.push({ path: 'rotationOrder', message: 'A rotation needs the households in turn' });
  return problems;
}

export const createPeakPeriodBodySchema = peakPeriodFields.superRefine((body, context) => {
  for (const problem of peakPeriodProblems(body))
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type CreatePeakPeriodBody = z.input<typeof createPeakPeriodBodySchema>;
export type PeakPeriodFormFields = z.output<typeof createPeakPeriodBodySchema>;

/** Any of the fields; the server checks the period as it would be after the change. */
export const updatePeakPeriodBodySchema = updateBodyOf(peakPeriodFields);
export type UpdatePeakPeriodBody = z.input<typeof updatePeakPeriodBodySchema>;

/** A wish: arrival and departure day, as for a booking (`endDate` is the day of leaving). */
export const wishSchema = z
  .object({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine((wish) => wish.endDate > wish.startDate, {
    message: 'The departure day must be after the arrival day',
    path: ['endDate'],
  });
export type Wish = z.infer<typeof wishSchema>;

export const putWishesBodySchema = z.object({
  wishes: z.array(wishSchema).max(PEAK_WISHES_MAX, `At most ${PEAK_WISHES_MAX} wishes`),
});
export type PutWishesBody = z.input<typeof putWishesBodySchema>;

/** GET/PUT /api/peak-periods/{id}/wishes: the caller's household's wishes, best first. */
export const wishesSchema = z.object({
  householdId: z.string(),
  wishes: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
  /** Who last changed them, by name; null when none were entered. */
  updatedBy: z.string().nullable(),
  wishesOpen: z.boolean(),
});
export type Wishes = z.infer<typeof wishesSchema>;

export const drawBodySchema = z.object({
  /** A dry run draws on the current wishes and writes nothing: no bookings, no result, no message. */
  dryRun: z.boolean().optional(),
  /**
   * Only with `dryRun` (400 `seed_only_for_dry_run` otherwise): a real draw uses the seed
   * committed to when the period was made. Left out, a dry run uses a new random seed, never that one.
   */
  seed: z
    .string()
    .trim()
    .min(1)
    .max(64, 'A seed is at most 64 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'A seed has letters, digits, - and _ only')
    .optional(),
});
export type DrawBody = z.input<typeof drawBodySchema>;

/** POST /api/peak-periods/{id}/draw with `dryRun`: what the draw would give with that seed. */
export const drawDryRunSchema = z.object({
  dryRun: z.literal(true),
  seed: z.string(),
  ...drawOutcomeFields,
  allocations: z.array(z.object(allocationFields)),
  inputs: drawInputsSchema,
});
export type DrawDryRun = z.infer<typeof drawDryRunSchema>;

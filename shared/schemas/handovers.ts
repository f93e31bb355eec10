import { z } from 'zod';

// The handover note (issue #41, part 1; decision 060): what a stay leaves for the next one.

export const FIREWOOD_LEVELS = ['full', 'half', 'low', 'empty'] as const;
export const HEATING_LEVELS = ['off', 'frost', 'low', 'on'] as const;
export const WATER_STATES = ['on', 'off'] as const;
export const HANDOVER_FRIDGE_MAX = 500;
export const HANDOVER_NOTE_MAX = 2000;
export const HANDOVER_FIX_LINE_MAX = 200;
export const HANDOVER_FIX_LINES_MAX = 10;
export const HANDOVER_PHOTOS_MAX = 3;
/** Open from the stay's last night until this many days after its departure (the cabin's days). */
export const HANDOVER_WINDOW_DAYS_AFTER = 14;
/** The next booker sees "From the last stay" from this many days before arrival. */
export const HANDOVER_SHOWN_DAYS_BEFORE = 3;

/**
 * The "needs fixing" lines: each trimmed, blank lines dropped (a form's empty row is no line; the
 * count is of the lines left), then at most 10 of at most 200 characters each (decision 060).
 */
const needsFixingSchema = z
  .array(
    z.string({ message: 'needsFixing: each line must be text' }).max(1000, 'needsFixing: a line is too long'),
    {
      message: 'needsFixing must be a list of lines',
    },
  )
  .max(50, `needsFixing: at most ${HANDOVER_FIX_LINES_MAX} lines`)
  .transform((lines) => lines.map((line) => line.trim()).filter((line) => line.length > 0))
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            HANDOVER_FIX_LINE_MAX,
            `needsFixing: each line must be at most ${HANDOVER_FIX_LINE_MAX} characters`,
          ),
      )
      .max(HANDOVER_FIX_LINES_MAX, `needsFixing: at most ${HANDOVER_FIX_LINES_MAX} lines`),
  );

export const handoverBodySchema = z.object({
  firewood: z.enum(FIREWOOD_LEVELS, { message: 'firewood must be full, half, low or empty' }),
  heating: z.enum(HEATING_LEVELS, { message: 'heating must be off, frost, low or on' }),
  water: z.enum(WATER_STATES, { message: 'water must be on or off' }),
  fridge: z
    .string({ message: 'fridge must be text' })
    .trim()
    .max(HANDOVER_FRIDGE_MAX, `fridge must be at most ${HANDOVER_FRIDGE_MAX} characters`)
    .default(''),
  note: z
    .string({ message: 'note must be text' })
    .trim()
    .max(HANDOVER_NOTE_MAX, `note must be at most ${HANDOVER_NOTE_MAX} characters`)
    .default(''),
  needsFixing: needsFixingSchema.default([]),
});
export type HandoverBody = z.input<typeof handoverBodySchema>;

export const handoverPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  uploadedBy: z.string().nullable(),
});
export type HandoverPhoto = z.infer<typeof handoverPhotoSchema>;

/** A "needs fixing" line, with the maintenance task made of it (null until someone taps). */
export const handoverFixLineSchema = z.object({ text: z.string(), taskId: z.string().nullable() });

export const handoverSchema = z
  .object({
    bookingId: z.string(),
    firewood: z.enum(FIREWOOD_LEVELS),
    heating: z.enum(HEATING_LEVELS),
    water: z.enum(WATER_STATES),
    fridge: z.string(),
    note: z.string(),
    needsFixing: z.array(handoverFixLineSchema),
    photos: z.array(handoverPhotoSchema),
    /** Who wrote it last; null once that account is gone. */
    writtenBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Handover' });
export type Handover = z.infer<typeof handoverSchema>;

const staySchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  bookerName: z.string(),
});

/** GET /api/bookings/{id}/handover: the stay, what the caller may do, and its handover if written. */
export const handoverViewSchema = z
  .object({
    stay: staySchema,
    /** Whether today (the cabin's day) is in the stay's handover window. */
    open: z.boolean(),
    /** Whether the caller may write it now (they may, and the window is open). */
    canWrite: z.boolean(),
    /** Whether the caller may turn its "needs fixing" lines into tasks (owner, admins, the writer). */
    canMakeTasks: z.boolean(),
    handover: handoverSchema.nullable(),
  })
  .meta({ id: 'HandoverView' });
export type HandoverView = z.infer<typeof handoverViewSchema>;

export const handoverTaskBodySchema = z.object({
  index: z
    .number({ message: 'index must be the number of a line that needs fixing' })
    .int('index must be the number of a line that needs fixing')
    .min(0, 'index must be the number of a line that needs fixing')
    .max(HANDOVER_FIX_LINES_MAX - 1, 'index must be the number of a line that needs fixing'),
});
export type HandoverTaskBody = z.infer<typeof handoverTaskBodySchema>;

/** GET /api/handovers/previous: for the caller's stay arriving soon, the handover of the stay before. */
export const previousHandoverSchema = z
  .object({
    /** The caller's stay it is shown for; null when none arrives within three days or is under way. */
    stay: z.object({ id: z.string(), startDate: z.string(), endDate: z.string() }).nullable(),
    /** The stay before it, with its handover; null when that stay left none. */
    previous: z.object({ stay: staySchema, handover: handoverSchema }).nullable(),
  })
  .meta({ id: 'PreviousHandover' });
export type PreviousHandover = z.infer<typeof previousHandoverSchema>;

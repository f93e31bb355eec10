import { z } from 'zod';
import { isCalendarDate } from '../calendar-dates';
import {
  ADULTS_DEFAULT,
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_DEFAULT,
  CHILDREN_MAX,
  CHILDREN_MIN,
  DATE_ORDER_MESSAGE,
  MISSING_DATES_MESSAGE,
  NOTES_MAX,
} from '../constants';

// Requests and responses of the booking calls (product sections 3, 4, 5 and 7).

export const BOOKING_STATUSES = ['pending', 'approved', 'declined'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

// The booking messages live in ../constants (the client reads them without loading Zod).
export { DATE_ORDER_MESSAGE, MISSING_DATES_MESSAGE, OVERLAP_MESSAGE, OVERLAP_TITLE } from '../constants';

/** A `YYYY-MM-DD` calendar date; a missing or empty one is "Please select start and end dates". */
export const calendarDateSchema = z
  .string({ message: MISSING_DATES_MESSAGE })
  .min(1, MISSING_DATES_MESSAGE)
  // An empty date is missing, and only that.
  .refine((date) => date === '' || isCalendarDate(date), 'Dates must be calendar dates written YYYY-MM-DD');

const notesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
  .nullable()
  .transform((value) => (value ? value : null));

const ADULTS_MESSAGE = `Adults must be a whole number from ${ADULTS_MIN} to ${ADULTS_MAX}`;
const CHILDREN_MESSAGE = `Children must be a whole number from ${CHILDREN_MIN} to ${CHILDREN_MAX}`;
/** How many adults stay (a booking, a logged visit). */
export const adultsSchema = z
  .number({ message: ADULTS_MESSAGE })
  .int(ADULTS_MESSAGE)
  .min(ADULTS_MIN, ADULTS_MESSAGE)
  .max(ADULTS_MAX, ADULTS_MESSAGE);
/** How many children stay (a booking, a logged visit). */
export const childrenSchema = z
  .number({ message: CHILDREN_MESSAGE })
  .int(CHILDREN_MESSAGE)
  .min(CHILDREN_MIN, CHILDREN_MESSAGE)
  .max(CHILDREN_MAX, CHILDREN_MESSAGE);

/** A booking's fields as the calls take them, each required. */
const bookingFieldsSchema = z.object({
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  notes: notesSchema,
  adults: adultsSchema,
  children: childrenSchema,
});

/**
 * For a rule between a stay's two dates: it runs once both are chosen, even when another field
 * has a problem, so a form says all its problems at once (a call still answers with the first).
 */
export const bothDatesChosen = (payload: { value: unknown }) => {
  const value = payload.value as { startDate?: unknown; endDate?: unknown } | undefined;
  return (
    typeof value?.startDate === 'string' &&
    value.startDate !== '' &&
    typeof value.endDate === 'string' &&
    value.endDate !== ''
  );
};

/** A booking request: a stay is nights, so the end comes after the start. */
export const createBookingBodySchema = bookingFieldsSchema
  .extend({
    notes: notesSchema.optional(),
    adults: adultsSchema.default(ADULTS_DEFAULT),
    children: childrenSchema.default(CHILDREN_DEFAULT),
  })
  .refine((body) => body.endDate > body.startDate, {
    message: DATE_ORDER_MESSAGE,
    path: ['endDate'],
    when: bothDatesChosen,
  });
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

/** PATCH /api/bookings/{id}: the same fields, each optional. */
export const updateBookingBodySchema = bookingFieldsSchema.partial();
export type UpdateBookingBody = z.input<typeof updateBookingBodySchema>;

export const bookingDecisionBodySchema = z.object({
  status: z.enum(['approved', 'declined'], { message: 'Status must be approved or declined' }),
  responseNotes: notesSchema.optional(),
});
export type BookingDecisionBody = z.input<typeof bookingDecisionBodySchema>;

export const bookingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  user: z.object({ id: z.string(), fullName: z.string(), displayName: z.string().nullable() }),
  startDate: z.string(),
  endDate: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  notes: z.string().nullable(),
  status: bookingStatusSchema,
  responseNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export { isCompletedBooking } from '../booking-status';

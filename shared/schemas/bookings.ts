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
  .refine(isCalendarDate, 'Dates must be calendar dates written YYYY-MM-DD');

const notesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
  .nullable()
  .transform((value) => (value ? value : null));

const adultsSchema = z
  .number({ message: `Adults must be a whole number from ${ADULTS_MIN} to ${ADULTS_MAX}` })
  .int(`Adults must be a whole number from ${ADULTS_MIN} to ${ADULTS_MAX}`)
  .min(ADULTS_MIN, `Adults must be a whole number from ${ADULTS_MIN} to ${ADULTS_MAX}`)
  .max(ADULTS_MAX, `Adults must be a whole number from ${ADULTS_MIN} to ${ADULTS_MAX}`);
const childrenSchema = z
  .number({ message: `Children must be a whole number from ${CHILDREN_MIN} to ${CHILDREN_MAX}` })
  .int(`Children must be a whole number from ${CHILDREN_MIN} to ${CHILDREN_MAX}`)
  .min(CHILDREN_MIN, `Children must be a whole number from ${CHILDREN_MIN} to ${CHILDREN_MAX}`)
  .max(CHILDREN_MAX, `Children must be a whole number from ${CHILDREN_MIN} to ${CHILDREN_MAX}`);

export const createBookingBodySchema = z
  .object({
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    notes: notesSchema.optional(),
    adults: adultsSchema.default(ADULTS_DEFAULT),
    children: childrenSchema.default(CHILDREN_DEFAULT),
  })
  .refine((body) => body.endDate > body.startDate, { message: DATE_ORDER_MESSAGE, path: ['endDate'] });
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

/** PATCH /api/bookings/{id}: the same fields, each optional. */
export const updateBookingBodySchema = z.object({
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  notes: notesSchema.optional(),
  adults: adultsSchema.optional(),
  children: childrenSchema.optional(),
});
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

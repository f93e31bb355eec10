import { z } from 'zod';
import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  DATE_ORDER_MESSAGE,
  MISSING_DATES_MESSAGE,
} from '../constants';
import { VISIT_DATE_ORDER_MESSAGE, visitorNameSchema } from './visits';

// The booking and visit forms (issue #17): the same rules as their calls' schemas, read from what
// a form holds: dates as picked (empty until chosen) and the guests as typed. Each form's output is
// the call's body.

const ADULTS_MESSAGE = `Adults must be a whole number from ${ADULTS_MIN} to ${ADULTS_MAX}`;
const CHILDREN_MESSAGE = `Children must be a whole number from ${CHILDREN_MIN} to ${CHILDREN_MAX}`;
export const VISIT_IN_FUTURE_MESSAGE = 'A visit cannot start in the future';

/** A count as typed: digits only, then a whole number within its range. */
const guestCount = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const stayFields = {
  startDate: z.string().min(1, MISSING_DATES_MESSAGE),
  endDate: z.string().min(1, MISSING_DATES_MESSAGE),
  adults: guestCount(ADULTS_MIN, ADULTS_MAX, ADULTS_MESSAGE),
  children: guestCount(CHILDREN_MIN, CHILDREN_MAX, CHILDREN_MESSAGE),
};

/** The date rules run once both dates are chosen, beside the other fields' problems. */
const bothDatesChosen = (payload: { value: unknown }) => {
  const value = payload.value as { startDate?: unknown; endDate?: unknown } | undefined;
  return (
    typeof value?.startDate === 'string' &&
    value.startDate !== '' &&
    typeof value.endDate === 'string' &&
    value.endDate !== ''
  );
};

/** A booking request: the end after the start (a stay is nights). */
export const bookingFormSchema = z
  .object({ ...stayFields, notes: z.string().trim() })
  .refine((stay) => stay.endDate > stay.startDate, {
    path: ['endDate'],
    message: DATE_ORDER_MESSAGE,
    when: bothDatesChosen,
  });

/** A logged visit: may be a day trip, may not start after `today` (the cabin's `YYYY-MM-DD`). */
export function visitFormSchema(today: string) {
  return z
    .object({ ...stayFields, visitorName: visitorNameSchema, message: z.string().trim() })
    .refine((visit) => visit.endDate >= visit.startDate, {
      path: ['endDate'],
      message: VISIT_DATE_ORDER_MESSAGE,
      when: bothDatesChosen,
    })
    .refine((visit) => visit.startDate <= today, {
      path: ['startDate'],
      message: VISIT_IN_FUTURE_MESSAGE,
      when: bothDatesChosen,
    });
}

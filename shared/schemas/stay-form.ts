import { z } from 'zod';
import { bothDatesChosen, createBookingBodySchema } from './bookings';
import { createVisitBodySchema } from './visits';

// The booking and visit forms (issue #17): what a form holds (dates as picked, empty until chosen;
// the guests as typed) is read into the call's body, which the call's own schema then checks. Each
// form's output is the call's body, and its problems are the call's, on the fields typed in.

export const VISIT_IN_FUTURE_MESSAGE = 'A visit cannot start in the future';

/** A stay as a form holds it. */
type StayText = { startDate: string; endDate: string; adults: string; children: string };

/** A count as typed: a number when it is digits only, else NaN, which the call's schema refuses. */
const countOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

const stayOf = <Form extends StayText>(form: Form) => ({
  ...form,
  adults: countOf(form.adults),
  children: countOf(form.children),
});

/** A booking request. */
export const bookingFormSchema = z.preprocess(
  (form: StayText & { notes: string }) => stayOf(form),
  createBookingBodySchema,
);

/** A logged visit, which may not start after `today` (the cabin's `YYYY-MM-DD`). */
export function visitFormSchema(today: string) {
  return z.preprocess(
    (form: StayText & { visitorName: string; message: string }) => stayOf(form),
    createVisitBodySchema.refine((visit) => visit.startDate <= today, {
      path: ['startDate'],
      message: VISIT_IN_FUTURE_MESSAGE,
      when: bothDatesChosen,
    }),
  );
}

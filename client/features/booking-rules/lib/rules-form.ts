import { bookingRulesSchema } from '@shared/schemas/booking-rules';
import { z } from 'zod';

// The Settings card's form (issue #40): the inputs hold text (an empty number is "no limit", the
// weekdays are the ticked boxes' values), parsed into the body PUT takes, by its own rules.

const { shape } = bookingRulesSchema;
const optionalCount = <S extends z.ZodType<number | null, number | null>>(rule: S) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(rule);

export const bookingRulesFormSchema = z
  .object({
    maxDaysAhead: optionalCount(shape.maxDaysAhead),
    minNights: optionalCount(shape.minNights),
    maxNights: optionalCount(shape.maxNights),
    changeoverWeekdays: z
      .array(z.string())
      .transform((days) => days.map(Number))
      .pipe(shape.changeoverWeekdays),
    maxUpcomingStays: optionalCount(shape.maxUpcomingStays),
    bufferNights: z.string().transform(Number).pipe(shape.bufferNights),
  })
  .refine(
    (rules) => rules.minNights === null || rules.maxNights === null || rules.minNights <= rules.maxNights,
    {
      message: 'minNights: the fewest nights must not be more than maxNights',
      path: ['minNights'],
    },
  );
export type BookingRulesFormValues = z.input<typeof bookingRulesFormSchema>;

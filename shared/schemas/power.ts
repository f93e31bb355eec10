import { z } from 'zod';
import { PRICE_AREAS } from '../power-cost';

// The power bill per stay (issue #41, part 3; decision 062): the cabin's price settings, meter
// readings, and a stay's use priced at the spot price. Amounts in whole øre, readings in kWh with
// one decimal (stored as tenths).

export const priceAreaSchema = z.enum(PRICE_AREAS, {
  message: 'priceArea must be NO1, NO2, NO3, NO4 or NO5',
});

const ORE_LIMIT = 100_000;

export const gridFeeOreSchema = z
  .number({ message: 'gridFeeOre must be a whole number of øre per kWh' })
  .int('gridFeeOre must be a whole number of øre per kWh')
  .min(0, 'gridFeeOre cannot be negative')
  .max(ORE_LIMIT, `gridFeeOre must be at most ${ORE_LIMIT} øre per kWh`);

export const fixedPriceOreSchema = z
  .number({ message: 'fixedPriceOre must be a whole number of øre per kWh, or null' })
  .int('fixedPriceOre must be a whole number of øre per kWh, or null')
  .min(0, 'fixedPriceOre cannot be negative')
  .max(ORE_LIMIT, `fixedPriceOre must be at most ${ORE_LIMIT} øre per kWh`);

/** The price settings as PATCH /api/cabin takes them (each optional). */
export const powerSettingsBodyShape = {
  priceArea: priceAreaSchema.nullable().optional(),
  gridFeeOre: gridFeeOreSchema.optional(),
  addVat: z.boolean({ message: 'addVat must be true or false' }).optional(),
  fixedPriceOre: fixedPriceOreSchema.nullable().optional(),
};

/** The price settings as GET /api/cabin answers them. */
export const powerSettingsShape = {
  priceArea: priceAreaSchema.nullable(),
  gridFeeOre: z.number().int(),
  addVat: z.boolean(),
  fixedPriceOre: z.number().int().nullable(),
  /** A rough guess from the cabin's coordinates, to offer in the form; null without them. */
  suggestedPriceArea: priceAreaSchema.nullable(),
};

/** A meter reading in kWh: not negative, at most one decimal. */
export const meterValueSchema = z
  .number({ message: 'value must be the meter reading in kWh' })
  .finite('value must be the meter reading in kWh')
  .min(0, 'value cannot be negative')
  .max(100_000_000, 'value must be at most 100 000 000 kWh')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 10)) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-6,
    {
      message: 'value may have at most one decimal',
    },
  );

export const createMeterReadingBodySchema = z.object({
  value: meterValueSchema,
  readAt: z.iso.datetime({
    offset: true,
    message: 'readAt must be an ISO time, such as 2027-01-10T15:00:00+01:00',
  }),
  bookingId: z.uuid({ message: 'bookingId must be a stay of this cabin' }).optional(),
});
export type CreateMeterReadingBody = z.input<typeof createMeterReadingBodySchema>;

export const meterReadingIdParamsSchema = z.object({
  id: z.uuid({ message: 'Meter reading not found' }),
});

export const meterReadingSchema = z
  .object({
    id: z.string(),
    value: z.number(),
    readAt: z.string(),
    bookingId: z.string().nullable(),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Whether the caller may delete it (its writer, the owner, admins). */
    mayDelete: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'MeterReading' });
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const meterReadingsResponseSchema = z.object({ readings: z.array(meterReadingSchema) });
export type MeterReadingsResponse = z.infer<typeof meterReadingsResponseSchema>;

/**
 * GET /api/bookings/{id}/power. `needs_readings`: the stay lacks a reading at its start or end;
 * `needs_price_area`: the cabin has neither a price area nor a fixed price; `price_pending`: the spot prices of part of it are not published or fetched yet; `ready`: the
 * bill. A 200 in every case: the stay page shows what is missing rather than an error.
 */
export const POWER_STATUSES = ['needs_readings', 'needs_price_area', 'price_pending', 'ready'] as const;

export const powerBreakdownSchema = z.object({
  kWh: z.number(),
  averagePriceOre: z.number().int(),
  gridFeeOre: z.number().int(),
  vatPercent: z.number().int(),
  energyOre: z.number().int(),
  gridOre: z.number().int(),
  vatOre: z.number().int(),
  totalOre: z.number().int(),
  priceDays: z.array(z.object({ date: z.string(), averageOre: z.number().int() })),
});

export const stayPowerSchema = z
  .object({
    status: z.enum(POWER_STATUSES),
    bookingId: z.string(),
    startReading: meterReadingSchema.nullable(),
    endReading: meterReadingSchema.nullable(),
    /** Use so far in kWh, once both readings are there (priced or not). */
    kWh: z.number().nullable(),
    breakdown: powerBreakdownSchema.nullable(),
    charge: z
      .object({ expenseId: z.string(), amountOre: z.number().int(), chargedAt: z.string() })
      .nullable(),
    /** Whether the caller may charge it (owner, admins; ready and not yet charged). */
    mayCharge: z.boolean(),
  })
  .meta({ id: 'StayPower' });
export type StayPower = z.infer<typeof stayPowerSchema>;

/**
 * GET /api/power/today (the dashboard's "Strøm" widget): today's prices by hour in Europe/Oslo,
 * each in whole øre per kWh as the cabin pays it (spot or fixed price, plus grid fee, plus VAT
 * per its settings), quarter-hour prices averaged into hours; 23 or 25 hours when the clocks
 * change, none before today's prices are fetched. And the use of the most recently ended stay
 * with both readings.
 */
export const powerTodaySchema = z
  .object({
    priceArea: priceAreaSchema.nullable(),
    date: z.string(),
    hours: z.array(z.object({ start: z.string(), end: z.string(), priceOre: z.number().int() })),
    lastStay: z
      .object({
        bookingId: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        kWh: z.number(),
        /** Null while its prices are not there yet (or the cabin has no price area). */
        totalOre: z.number().int().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'PowerToday' });
export type PowerToday = z.infer<typeof powerTodaySchema>;

import { z } from 'zod';

// The parts of MET Norway's Locationforecast 2.0 `compact` answer we read
// (https://api.met.no/weatherapi/locationforecast/2.0/documentation). Other fields are ignored,
// so MET adding one never breaks us; a missing required one makes the answer unusable.

const summary = z.object({ symbol_code: z.string() });

const period = z.object({
  summary: summary.optional(),
  details: z.object({ precipitation_amount: z.number().optional() }).partial().optional(),
});

export const timeseriesEntrySchema = z.object({
  time: z.iso.datetime(),
  data: z.object({
    instant: z.object({
      details: z.object({
        air_temperature: z.number(),
        relative_humidity: z.number(),
        wind_speed: z.number(),
      }),
    }),
    next_1_hours: period.optional(),
    next_6_hours: period.optional(),
    next_12_hours: period.optional(),
  }),
});
export type TimeseriesEntry = z.infer<typeof timeseriesEntrySchema>;

export const locationforecastSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    meta: z.object({ updated_at: z.iso.datetime() }),
    timeseries: z.array(timeseriesEntrySchema),
  }),
});
export type Locationforecast = z.infer<typeof locationforecastSchema>;

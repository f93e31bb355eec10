import {
  createMeterReadingBodySchema,
  meterReadingSchema,
  meterReadingsResponseSchema,
  powerTodaySchema,
  stayPowerSchema,
} from '@shared/schemas/power';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { createMeterReading, deleteMeterReading, listMeterReadings } from './meter-reading-service';
import { getPowerToday } from './power-today';
import { chargeStayPower, getStayPower } from './stay-power-service';

const tags = ['Power'];
const missingReading = { message: 'Meter reading not found', code: 'meter_reading_not_found' } as const;
const missingBooking = { message: 'Booking not found', code: 'booking_not_found' } as const;

/** Meter readings and the power bill per stay (issue #41; decision 062). */
export async function powerRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/meter-readings',
    {
      schema: {
        tags,
        summary: "The current cabin's meter readings, newest first",
        response: { 200: meterReadingsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ readings: await listMeterReadings(db, await requireUserId(request)) }),
  );
  app.post(
    '/api/meter-readings',
    {
      schema: {
        tags,
        summary:
          'Record a meter reading (kWh, one decimal), perhaps for a stay; never later than now, never backwards',
        body: createMeterReadingBodySchema,
        response: { 201: meterReadingSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await createMeterReading(db, now(), userId, request.body));
    },
  );
  app.delete(
    '/api/meter-readings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a meter reading: its writer, the owner or an admin',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return deleteMeterReading(db, userId, rowIdFrom(request, missingReading));
    },
  );
  app.get(
    '/api/bookings/:id/power',
    {
      schema: {
        tags,
        summary: "A stay's power: its readings, use and cost at the spot price, or what is still missing",
        params: idParamsSchema,
        response: { 200: stayPowerSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return getStayPower(db, userId, rowIdFrom(request, missingBooking));
    },
  );
  app.post(
    '/api/bookings/:id/power/charge',
    {
      schema: {
        tags,
        summary: "Charge a stay's power to its booker's household (owner or admin; once per stay)",
        params: idParamsSchema,
        response: { 201: stayPowerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const bookingId = rowIdFrom(request, missingBooking);
      return reply.status(201).send(await chargeStayPower(db, now(), userId, bookingId, languageOf(request)));
    },
  );
  app.get(
    '/api/power/today',
    {
      schema: {
        tags,
        summary:
          "Today's power prices by hour as the cabin pays them, and the use of the last stay with both readings",
        response: { 200: powerTodaySchema, ...refusals },
      },
    },
    async (request) => getPowerToday(db, now(), await requireUserId(request)),
  );
}

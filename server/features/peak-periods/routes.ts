import { fairShareSchema } from '@shared/schemas/households';
import {
  createPeakPeriodBodySchema,
  drawBodySchema,
  drawDryRunSchema,
  drawResultSchema,
  peakPeriodListSchema,
  peakPeriodSchema,
  putWishesBodySchema,
  updatePeakPeriodBodySchema,
  wishesSchema,
} from '@shared/schemas/peak-periods';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { registerRowRoutes } from '../../http/row-routes';
import { drawPeriod } from './draw-service';
import { fairShare } from './peak-history';
import { changePeakPeriod, createPeakPeriod, listPeakPeriods, removePeakPeriod } from './peak-period-service';
import { readWishes, saveWishes } from './wish-service';

const missingPeriod = { message: 'Peak period not found', code: 'peak_period_not_found' } as const;
const tags = ['Peak periods'];

type Context = Pick<RouteContext, 'db' | 'requireUserId' | 'now'>;

/** The peak periods of the caller's current cabin, their wishes and draws (issue #16). */
export async function peakPeriodRoutes(fastify: FastifyInstance, { db, requireUserId, now }: Context) {
  registerRowRoutes(fastify, requireUserId, {
    path: '/api/peak-periods',
    tags,
    missing: missingPeriod,
    row: peakPeriodSchema,
    list: {
      summary: "The cabin's peak periods, earliest first, with rotations ahead and draw results",
      response: peakPeriodListSchema,
      answer: (userId) => listPeakPeriods(db, userId, now()),
    },
    create: {
      summary: 'Add a peak period allocated by a cap, a draw or a rotation (owner, admins)',
      body: createPeakPeriodBodySchema,
      answer: (userId, body) => createPeakPeriod(db, userId, body, now()),
    },
    change: {
      summary: 'Change a peak period; a drawn one keeps its dates and method (owner, admins)',
      body: updatePeakPeriodBodySchema,
      answer: (userId, id, body) => changePeakPeriod(db, userId, id, body, now()),
    },
    remove: {
      summary: 'Delete a peak period and its wishes; stays it allocated remain (owner, admins)',
      answer: (userId, id) => removePeakPeriod(db, userId, id),
    },
  });
  const app = withContract(fastify);
  app.get(
    '/api/peak-periods/:id/wishes',
    {
      schema: {
        tags,
        summary: "My household's ranked wishes for a draw period",
        params: idParamsSchema,
        response: { 200: wishesSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return readWishes(db, userId, rowIdFrom(request, missingPeriod), now());
    },
  );
  app.put(
    '/api/peak-periods/:id/wishes',
    {
      schema: {
        tags,
        summary: "Replace my household's wishes (best first, at most 3) while the wishes are open",
        params: idParamsSchema,
        body: putWishesBodySchema,
        response: { 200: wishesSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return saveWishes(db, userId, rowIdFrom(request, missingPeriod), request.body, now());
    },
  );
  app.post(
    '/api/peak-periods/:id/draw',
    {
      schema: {
        tags,
        summary:
          'Close the wishes and draw with the committed seed: grants become approved bookings; `dryRun` (optionally with a seed) only shows what a draw would give (owner, admins)',
        params: idParamsSchema,
        // No body at all is a real draw.
        body: drawBodySchema.nullish(),
        response: { 200: z.union([drawResultSchema, drawDryRunSchema]), ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return drawPeriod(db, userId, rowIdFrom(request, missingPeriod), request.body ?? {}, now());
    },
  );
}

/** The dashboard's "Fair share": peak nights per household, this year and the three before. */
export async function fairShareRoutes(fastify: FastifyInstance, { db, requireUserId, now }: Context) {
  const app = withContract(fastify);
  app.get(
    '/api/fair-share',
    {
      schema: {
        tags: ['Households'],
        summary: "Every household's peak nights this year and in each of the three before",
        response: { 200: fairShareSchema, ...refusals },
      },
    },
    async (request) => fairShare(db, await requireUserId(request), now()),
  );
}

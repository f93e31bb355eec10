import {
  checklistRunItemParamsSchema,
  checklistRunSchema,
  checklistRunSummarySchema,
  checklistRunsQuerySchema,
  checklistSchema,
  createChecklistBodySchema,
  startChecklistRunBodySchema,
  tickChecklistItemBodySchema,
  updateChecklistBodySchema,
} from '@shared/schemas/checklists';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { notFound } from '../../http/errors';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { changeChecklist, createChecklist, listChecklists, removeChecklist } from './checklist-service';
import { listRuns, readRun, startRun, tickItem } from './run-service';

const missingChecklist = { message: 'Checklist not found', code: 'checklist_not_found' } as const;
const missingRun = { message: 'Checklist run not found', code: 'checklist_run_not_found' } as const;
const tags = ['Checklists'];

/** Anything that is not a uuid names no item (and never reaches the database's uuid column). */
function itemIdFrom(itemId: string): string {
  if (!z.uuid().safeParse(itemId).success)
    throw notFound('Checklist item not found', 'checklist_item_not_found');
  return itemId;
}

/** The checklists of the caller's current cabin and their runs (issue #15, part two). */
export async function checklistRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now }: Pick<RouteContext, 'db' | 'requireUserId' | 'now'>,
) {
  const app = withContract(fastify);
  app.get(
    '/api/checklists',
    {
      schema: {
        tags,
        summary: "The cabin's checklist templates with their items in order",
        response: { 200: z.array(checklistSchema), ...refusals },
      },
    },
    async (request) => listChecklists(db, await requireUserId(request)),
  );
  app.post(
    '/api/checklists',
    {
      schema: {
        tags,
        summary: 'Add a checklist: a title, a kind and its items in order (owner, admins)',
        body: createChecklistBodySchema,
        response: { 201: checklistSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createChecklist(db, await requireUserId(request), request.body, now())),
  );
  app.patch(
    '/api/checklists/:id',
    {
      schema: {
        tags,
        summary:
          "Change a checklist's title, kind or items; items are replaced in the given order (owner, admins)",
        params: idParamsSchema,
        body: updateChecklistBodySchema,
        response: { 200: checklistSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return changeChecklist(db, userId, rowIdFrom(request, missingChecklist), request.body, now());
    },
  );
  app.delete(
    '/api/checklists/:id',
    {
      schema: {
        tags,
        summary: 'Delete a checklist; its runs stay readable (owner, admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removeChecklist(db, userId, rowIdFrom(request, missingChecklist));
    },
  );
  app.post(
    '/api/checklists/:id/runs',
    {
      schema: {
        tags,
        summary: 'Start a run of a checklist, on its own or for an approved stay of this cabin',
        params: idParamsSchema,
        body: startChecklistRunBodySchema,
        response: { 201: checklistRunSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const checklistId = rowIdFrom(request, missingChecklist);
      return reply.status(201).send(await startRun(db, userId, checklistId, request.body, now()));
    },
  );
  app.get(
    '/api/checklist-runs',
    {
      schema: {
        tags,
        summary: "The cabin's runs, newest first (at most 100), of one checklist or of all",
        querystring: checklistRunsQuerySchema,
        response: { 200: z.array(checklistRunSummarySchema), ...refusals },
      },
    },
    async (request) => listRuns(db, await requireUserId(request), request.query),
  );
  app.get(
    '/api/checklist-runs/:id',
    {
      schema: {
        tags,
        summary: 'A run with its items as they were when it started, and who ticked which when',
        params: idParamsSchema,
        response: { 200: checklistRunSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return readRun(db, userId, rowIdFrom(request, missingRun));
    },
  );
  app.put(
    '/api/checklist-runs/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Tick or untick an item of a run (every member)',
        params: checklistRunItemParamsSchema,
        body: tickChecklistItemBodySchema,
        response: { 200: checklistRunSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const runId = rowIdFrom(request, missingRun);
      const itemId = itemIdFrom(request.params.itemId);
      return tickItem(db, userId, runId, itemId, request.body.done, now());
    },
  );
}

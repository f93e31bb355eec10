import {
  createManualSectionBodySchema,
  manualFactsSchema,
  manualOrderBodySchema,
  manualSchema,
  manualSectionSchema,
  updateManualSectionBodySchema,
} from '@shared/schemas/manual';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { manualPhotoRoutes } from './manual-photo-routes';
import {
  addSection,
  changeSection,
  readManual,
  removeSection,
  reorderSections,
  saveFacts,
} from './manual-service';

const missing = { message: 'Section not found', code: 'manual_section_not_found' } as const;
const tags = ['House manual'];

/** The house manual of the caller's current cabin (issue #15). */
export async function manualRoutes(
  fastify: FastifyInstance,
  { db, requireUserId }: Pick<RouteContext, 'db' | 'requireUserId'>,
) {
  const app = withContract(fastify);
  app.get(
    '/api/manual',
    {
      schema: {
        tags,
        summary: 'The key facts and the ordered sections (a new cabin starts from a template)',
        response: { 200: manualSchema, ...refusals },
      },
    },
    async (request) => readManual(db, await requireUserId(request)),
  );
  app.put(
    '/api/manual/facts',
    {
      schema: {
        tags,
        summary:
          'Save the key facts: wifi, door code, address, directions, emergency, contacts (owner, admins)',
        body: manualFactsSchema,
        response: { 200: manualSchema, ...refusals },
      },
    },
    async (request) => saveFacts(db, await requireUserId(request), request.body),
  );
  app.post(
    '/api/manual/sections',
    {
      schema: {
        tags,
        summary: 'Add a section at the end (owner, admins)',
        body: createManualSectionBodySchema,
        response: { 201: manualSectionSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSection(db, await requireUserId(request), request.body)),
  );
  app.patch(
    '/api/manual/sections/:id',
    {
      schema: {
        tags,
        summary: "Change a section's title or text (owner, admins)",
        params: idParamsSchema,
        body: updateManualSectionBodySchema,
        response: { 200: manualSectionSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return changeSection(db, userId, rowIdFrom(request, missing), request.body);
    },
  );
  app.delete(
    '/api/manual/sections/:id',
    {
      schema: {
        tags,
        summary: 'Delete a section (owner, admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removeSection(db, userId, rowIdFrom(request, missing));
    },
  );
  app.put(
    '/api/manual/order',
    {
      schema: {
        tags,
        summary: 'Put the sections in this order: every section once (owner, admins)',
        body: manualOrderBodySchema,
        response: { 200: manualSchema, ...refusals },
      },
    },
    async (request) => reorderSections(db, await requireUserId(request), request.body),
  );
  await manualPhotoRoutes(fastify, { db, requireUserId });
}

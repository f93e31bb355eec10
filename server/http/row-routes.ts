import type { ErrorCode } from '@shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema, messageSchema, refusals } from './contract';
import { rowIdFrom } from './route-context';

/** One kind of row of the caller's current cabin, and what its four usual calls answer. */
export type RowRoutes<
  List extends z.ZodType,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Change extends z.ZodType,
> = {
  /** Where the rows are listed and added; a row's own calls are at `path/:id`. */
  path: string;
  tags: string[];
  /** The 404 of an id that is not one of ours: anything that is not a uuid is simply not found. */
  missing: { message: string; code: ErrorCode };
  /** What adding and changing a row answer: the row as it now is. */
  row: Row;
  list: { summary: string; response: List; answer: (userId: string) => Promise<z.input<List>> };
  create: {
    summary: string;
    body: Create;
    answer: (userId: string, body: z.output<Create>) => Promise<z.input<Row>>;
  };
  /** PATCH, or PUT where the body is the row's whole new state (a shopping item's status). */
  change: {
    method?: 'patch' | 'put';
    summary: string;
    body: Change;
    answer: (userId: string, id: string, body: z.output<Change>) => Promise<z.input<Row>>;
  };
  remove: { summary: string; answer: (userId: string, id: string) => Promise<{ message: string }> };
};

/**
 * Registers the list, add (201), change and delete calls of one kind of row, each with its contract
 * (decision 024): every such feature declares the same answers and reads the id the same way.
 * The routes go on the plain instance: the zod validator (registered for the whole app) has parsed
 * each body with the schema declared beside it, which the type provider cannot follow through
 * these generic schemas, so the bodies are typed here from those schemas.
 */
export function registerRowRoutes<
  List extends z.ZodType,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Change extends z.ZodType,
>(
  app: FastifyInstance,
  requireUserId: (request: FastifyRequest) => Promise<string>,
  { path, tags, missing, row, list, create, change, remove }: RowRoutes<List, Row, Create, Change>,
): void {
  app.get(
    path,
    { schema: { tags, summary: list.summary, response: { 200: list.response, ...refusals } } },
    async (request) => list.answer(await requireUserId(request)),
  );
  app.post(
    path,
    { schema: { tags, summary: create.summary, body: create.body, response: { 201: row, ...refusals } } },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await create.answer(userId, request.body as z.output<Create>));
    },
  );
  app[change.method ?? 'patch'](
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: change.summary,
        params: idParamsSchema,
        body: change.body,
        response: { 200: row, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return change.answer(userId, rowIdFrom(request, missing), request.body as z.output<Change>);
    },
  );
  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: remove.summary,
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return remove.answer(userId, rowIdFrom(request, missing));
    },
  );
}

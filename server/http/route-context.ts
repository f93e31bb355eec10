import type { ErrorCode } from '@shared/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { notFound } from './errors';

/** What a feature's routes get from buildApp(). */
export type RouteContext = {
  db: Database;
  /** The signed-in user's id from the session (401 otherwise). */
  requireUserId: (request: FastifyRequest) => Promise<string>;
  now: () => Date;
};

const idParams = z.object({ id: z.string() });

/** The `{id}` of a row's URL; anything that is not a uuid is simply not found. */
export function rowIdFrom(request: FastifyRequest, missing: { message: string; code: ErrorCode }): string {
  const { id } = idParams.parse(request.params);
  if (!z.uuid().safeParse(id).success) throw notFound(missing.message, missing.code);
  return id;
}

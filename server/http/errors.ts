import type { ErrorCode } from '@shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { sqlStateOf } from '../db/client';

/**
 * An error whose message is safe to show the user; answered as `{ message, code? }` with its
 * status. `code` lets the client show the text in the user's language (shared/errors.ts).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, message: string, code?: ErrorCode, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** What a caller hears when the server itself failed; the details go to the log only. */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message, 'not_signed_in');
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message: string, code?: ErrorCode) => new HttpError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, code);

/**
 * Our schemas word their own messages for people ("Cabin name is required"); zod's generic
 * defaults get the field name in front so a script's author knows what to fix.
 */
function issueMessage(message: string, path: string): string {
  const isZodDefault = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(message);
  return isZodDefault && path ? `${path}: ${message}` : message;
}

function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue.message, issue.path.join('.')) : 'Invalid request';
}

function validationMessage(issues: readonly { message?: string; instancePath: string }[]): string {
  const issue = issues[0];
  if (!issue?.message) return 'Invalid request';
  return issueMessage(issue.message, issue.instancePath.replace(/^\//, '').replaceAll('/', '.'));
}

/**
 * Every error leaves as `{ message }`. Client errors keep their message; anything unexpected is
 * logged with its stack and answered without internals (no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: zodMessage(error), code: 'validation' });
    }
    // A route's declared schema refused the params, query or body (server/http/contract.ts).
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessage(error.validation), code: 'validation' });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.code ? { message: error.message, code: error.code } : { message: error.message });
    }
    // Class 22 is PostgreSQL's "data exception": a value the request carried that the column
    // cannot take (a date out of range, text it cannot encode). The validation in front should
    // have caught it; if it did not, it is still the request's fault, not the server's.
    if (sqlStateOf(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: 'Invalid request', code: 'validation' });
    }
    // 23503: a row the request refers to went away while it ran (a cabin or an account deleted
    // in the same moment, decision 020); the request lost a race, the server did not fail.
    if (sqlStateOf(error) === '23503') {
      request.log.warn({ err: error }, 'a referenced row went away');
      return reply.status(409).send({ message: 'This was changed meanwhile. Reload and try again.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: UNEXPECTED_ERROR_MESSAGE });
  });
}

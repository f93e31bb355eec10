import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// Every request has an id: on each log line of the request (`requestId`), in the `x-request-id`
// header of its answer, and in the body of a 5xx answer, so "Something went wrong" on a screen
// or in a proxy's log leads to the server's lines about it. 4xx bodies keep their `{message, code}`
// (what to fix is in the message); their id is in the header.

export const REQUEST_ID_HEADER = 'x-request-id';
/** The field that carries the id on every log line of a request. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** What a proxy's id may look like: short, printable, nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: a reverse proxy's id (nginx's `$request_id`) when the proxy is trusted
 * and the id is sane, so its access log and ours share one; otherwise a new random one.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
    return randomUUID();
  };
}

/** The id on every answer, and in the JSON body of every 5xx answer. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (reply.statusCode < 500 || typeof payload !== 'string') return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (typeof body !== 'object' || body === null || Array.isArray(body) || !('message' in body)) {
        return payload;
      }
      reply.removeHeader('content-length');
      return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      return payload;
    }
  });
}

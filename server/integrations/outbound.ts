import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

// What every outbound call shares: an identifying User-Agent (MET's and Nominatim's terms refuse
// anonymous clients), a time limit, and one error type that callers turn into the spec's texts.

export type OutboundLogger = Pick<FastifyBaseLogger, 'warn'>;

export type OutboundContext = {
  userAgent: string;
  timeoutMs: number;
  logger: OutboundLogger;
  /** The time, for caches and back-off; tests fix it. */
  now: () => number;
};

const PROJECT_URL = 'https://github.com/hytta-app/hytta';

/**
 * `Hytta/<version> (+<project>; <contact>)`: what is calling and how to reach whoever runs it.
 * Without a configured contact the project's address stands alone (its issue tracker reaches us).
 */
export function userAgentFor(contact: string): string {
  const reach = contact.replace(/[\r\n()]/g, ' ').trim();
  return reach ? `Hytta/0.1 (+${PROJECT_URL}; ${reach})` : `Hytta/0.1 (+${PROJECT_URL})`;
}

/** An outbound service could not answer usefully: unreachable, too slow, refusing, or nonsense. */
export class OutboundError extends Error {
  /** Seconds the service asked us to wait, when it did (429 Retry-After). */
  readonly retryAfterSeconds: number | null;
  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'OutboundError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** GET `url` with our User-Agent and a time limit; network failures become OutboundError. */
export async function outboundGet(
  url: URL,
  context: Pick<OutboundContext, 'userAgent' | 'timeoutMs'>,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { 'user-agent': context.userAgent, accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(context.timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new OutboundError(`${url.host} ${reason}`);
  }
}

/** The JSON body of a response, or OutboundError when it is not JSON. */
export async function jsonBody(response: Response, url: URL): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new OutboundError(`${url.host} answered with malformed JSON`);
  }
}

/**
 * GET `url` and read its JSON as `schema` says; OutboundError (naming `service`) when the call
 * fails, is not a 2xx, is not JSON, or is not of that shape.
 */
export async function getJson<Schema extends z.ZodType>(
  service: string,
  url: URL,
  context: Pick<OutboundContext, 'userAgent' | 'timeoutMs'>,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const response = await outboundGet(url, context);
  if (!response.ok) {
    await response.body?.cancel();
    throw new OutboundError(`${service} answered ${response.status}`);
  }
  const parsed = schema.safeParse(await jsonBody(response, url));
  if (!parsed.success) throw new OutboundError(`${service} answered in an unexpected format`);
  return parsed.data;
}

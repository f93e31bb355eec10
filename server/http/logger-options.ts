import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { loggableError } from './log-redaction';
import { prettyStream } from './pretty-log';

// What the server logs of a request. Cookies and authorization headers are redacted by pino; a
// calendar feed's token travels in the query string (calendar apps send no headers of ours), so
// the logged URL has its secret parameters replaced before it is written.

const SECRET_QUERY_PARAMETERS = ['token'];
/** A guest link's token travels in the path (issue #41): `/g/{token}`, `/api/guest/{token}/...`. */
const SECRET_PATH_SEGMENT = /^(\/(?:api\/guest|g)\/)[^/?#]+/i;

/** The URL with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(fullUrl: string): string {
  const url = fullUrl.replace(SECRET_PATH_SEGMENT, '$1[redacted]');
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const name = decodeURIComponentSafe(part.split('=')[0] ?? '');
      return SECRET_QUERY_PARAMETERS.includes(name.toLowerCase()) ? `${part.split('=')[0]}=[redacted]` : part;
    });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Readable lines for a person at a terminal during development (`npm run dev`, or a terminal and
 * NODE_ENV not `production`); JSON lines otherwise, for whatever collects the log.
 */
export function wantsPrettyLogs(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.npm_lifecycle_event === 'dev' || stdoutIsTty;
}

/** The logger main.ts gives Fastify. */
export function loggerOptions(
  level: string,
  { pretty = false }: { pretty?: boolean } = {},
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(pretty ? { stream: prettyStream(process.stdout) } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      err: (error: Error) => loggableError(error),
      // Fastify's own request fields, with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"):
 * writing log lines was about 8% of the server's time under load (decision 014). The line has
 * what both had: the request (redacted as above), the status and the time taken.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

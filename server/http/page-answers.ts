import { dateInTimeZone } from '@shared/calendar-dates';
import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/constants';
import { SCREEN_READ_PATHS, screenFirstReads } from '@shared/screen-first-reads';
import type { FastifyInstance } from 'fastify';

// Issue #18: a signed-in page load waited for the entry script, then GET /api/auth/me, then the
// shell's calls (the cabins, the cabin, the unread count, the stays, the peak periods), two round
// trips on a slow phone network before the first screen had its data. The page a request with a
// session cookie gets now carries those answers: the server asks its own routes for them (the
// same handlers, checks and answers as the client's calls, with the request's cookie) and writes
// them into the page as JSON. The client takes each answer once, instead of its first call to
// that path (client/lib/page-answers.ts). Issue #38: the page of a screen also carries that
// screen's own first reads (shared/screen-first-reads.ts), looked up by the page's path in a
// fixed list: the path picks which of our own reads run, never a URL.

/** The reads every signed-in screen makes first; none depends on the app's language. */
export const PAGE_ANSWER_PATHS = [
  '/api/auth/me',
  '/api/user/cabins',
  '/api/cabin',
  '/api/notifications/unread-count',
  '/api/bookings',
  '/api/peak-periods',
] as const;

/**
 * JSON inside a <script> element: `<` is escaped so no answer (a cabin named "</script>") can end
 * the element, and the two line separators JavaScript once treated as line ends are escaped too.
 */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The answers of PAGE_ANSWER_PATHS and of the first reads of the screen at `pagePath` for the
 * caller with `cookie`, as a <script> element, or null when the cookie is no session (the page is
 * then sent as built, and the client asks as before). A read that fails is left out: the client
 * then asks it itself and meets the failure there.
 */
export async function pageAnswersElement(
  app: FastifyInstance,
  cookie: string,
  pagePath: string,
  now: Date = new Date(),
): Promise<{ element: string; userId: string } | null> {
  const read = (url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json' } });
  const [me, ...shellReads] = PAGE_ANSWER_PATHS;
  const today = dateInTimeZone(now);
  const screenReads = screenFirstReads(pagePath).map((read) => SCREEN_READ_PATHS[read](today));
  const others = [...new Set([...shellReads, ...screenReads])];
  const meAnswer = await read(me);
  if (meAnswer.statusCode !== 200) return null;
  const userId = (meAnswer.json() as { user?: { id?: unknown } }).user?.id;
  if (typeof userId !== 'string') return null;
  const answers = await Promise.all(others.map(read));
  const entries: Array<[string, string]> = [[me, meAnswer.body]];
  others.forEach((path, index) => {
    const answer = answers[index];
    if (answer?.statusCode === 200 && answer.body) entries.push([path, answer.body]);
  });
  // The bodies are our own routes' JSON, joined as they are rather than parsed and written again.
  const json = `{${entries.map(([path, body]) => `${JSON.stringify(path)}:${body}`).join(',')}}`;
  return {
    element: `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${scriptSafe(json)}</script>`,
    userId,
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, type Language } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { pageAnswersElement } from './page-answers';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const NOT_THE_APP = /^\/(api|ws)(\/|$|\?)/;
/**
 * A guest link's page (issue #41, decision 061): the plain page whoever asks (no signed-in
 * preloads, no answers), kept by no cache, never indexed, and its URL (the token) never sent on
 * as a referrer. The same headers as the guest API's (server/features/guest-links/routes.ts).
 */
const GUEST_PAGE = /^\/g\/[^/?#]*(?:[?#]|$)/;
const GUEST_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
} as const;
/** Better Auth's session cookie, with the `__Secure-` prefix behind https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;
/** Written by the build beside index.html (scripts/signed-in-page.ts). */
const SIGNED_IN_PAGE = 'index.signed-in.html';
const TRANSLATION_CHUNKS_FILE = 'translation-chunks.json';
const SECTION_PRELOADS_FILE = 'section-preloads.json';
/** A built script's path, as the build writes them: nothing else goes into a preload link. */
const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

function readJson(dir: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch {
    return null;
  }
}

/** Each language's chunk of app texts, as the build wrote them; empty without the file. */
function readTranslationChunks(dir: string): Partial<Record<Language, string>> {
  const parsed = readJson(dir, TRANSLATION_CHUNKS_FILE);
  const found: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const file = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[language] : null;
    if (typeof file === 'string' && BUILT_SCRIPT.test(file)) found[language] = file;
  }
  return found;
}

/**
 * The preload links of each section's page (issue #38: its screen's files, beside the shell's the
 * page has), by path, as the build wrote them; empty without the file.
 */
function readSectionPreloads(dir: string): Map<string, string> {
  const parsed = readJson(dir, SECTION_PRELOADS_FILE);
  const links = new Map<string, string>();
  if (!parsed || typeof parsed !== 'object') return links;
  for (const [path, files] of Object.entries(parsed)) {
    if (!Array.isArray(files)) continue;
    const scripts = files.filter(
      (file): file is string => typeof file === 'string' && BUILT_SCRIPT.test(file),
    );
    links.set(path, scripts.map(preloadLink).join(''));
  }
  return links;
}

/** A preload that waits behind the page's own script and stylesheet. */
function preloadLink(file: string): string {
  return `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`;
}

async function userLanguage(db: Database, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return LANGUAGES.find((language) => language === row?.language) ?? null;
}

/**
 * Serves the built client from `dir`. Hashed assets are cached for a year; index.html is always
 * revalidated. Any other GET that is not an API call gets index.html (the client routes), or with
 * a session cookie index.signed-in.html (the same page, preloading the signed-in app). The
 * build writes Brotli and gzip copies next to each text file (scripts/precompress.ts), and the
 * one the browser accepts is sent (issue #11); without them the plain file is.
 */
export async function registerClientFiles(
  app: FastifyInstance,
  dir: string | null,
  db: Database,
  now: () => Date = () => new Date(),
): Promise<void> {
  const indexFile = dir ? join(dir, 'index.html') : null;
  const hasClient = indexFile !== null && existsSync(indexFile);
  const hasSignedInPage = dir !== null && existsSync(join(dir, SIGNED_IN_PAGE));
  const signedInPage = dir && hasSignedInPage ? readFileSync(join(dir, SIGNED_IN_PAGE), 'utf8') : null;
  // Read once, as the signed-in page is: sent as it is, since the files' caching would not do.
  const guestPage = indexFile && hasClient ? readFileSync(indexFile, 'utf8') : null;
  const translationChunks = dir ? readTranslationChunks(dir) : {};
  const sectionPreloads = dir ? readSectionPreloads(dir) : new Map<string, string>();
  if (dir && hasClient) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url;
    if (NOT_THE_APP.test(path) || (request.method !== 'GET' && request.method !== 'HEAD') || !hasClient) {
      return reply.status(404).send({ message: 'Not found' });
    }
    if (GUEST_PAGE.test(path) && guestPage !== null) {
      return reply.headers(GUEST_PAGE_HEADERS).type('text/html; charset=utf-8').send(guestPage);
    }
    // With a session cookie, the page that starts the signed-in app's downloads at once (issue
    // #11). Only the cookie's presence is looked at: no lookup, and a stale cookie costs nothing
    // but a few early downloads. The answer depends on the cookie, so caches must keep both.
    const cookie = request.headers.cookie ?? '';
    const likelySession = signedInPage !== null && SESSION_COOKIE.test(cookie);
    if (signedInPage && likelySession) {
      // Issue #18: the page carries the first screen's answers for the session's user.
      const pagePath = pagePathOf(path);
      const answers = await pageAnswersElement(app, cookie, pagePath, now());
      if (answers) {
        // The app's texts in the user's language join the preloads: the entry would only ask for
        // them once it has run, a round trip later. So do the files of the screen at this path.
        const language = await userLanguage(db, answers.userId);
        const texts = language ? translationChunks[language] : undefined;
        const preload = (texts ? preloadLink(texts) : '') + (sectionPreloads.get(pagePath) ?? '');
        const page = signedInPage
          .replace('</head>', `${preload}</head>`)
          .replace('</body>', `${answers.element}</body>`);
        return sendPageWithAnswers(request, reply, page);
      }
    }
    const page = likelySession ? SIGNED_IN_PAGE : 'index.html';
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').sendFile(page);
  });
}

/** The path of a page's URL, without its query string or fragment. */
function pagePathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A page made for one user: never stored by a shared cache or the browser's (it holds that user's
 * data), compressed as the browser accepts (Brotli at a quality that takes a millisecond or two,
 * not the build's maximum).
 */
async function sendPageWithAnswers(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_THE_APP = /^\/(api|ws)(\/|$|\?)/;
/** Better Auth's session cookie, with the `__Secure-` prefix behind https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;
/** Written by the build beside index.html (scripts/signed-in-page.ts). */
const SIGNED_IN_PAGE = 'index.signed-in.html';

/**
 * Serves the built client from `dir`. Hashed assets are cached for a year; index.html is always
 * revalidated. Any other GET that is not an API call gets index.html (the client routes), or with
 * a session cookie index.signed-in.html (the same page, preloading the signed-in app). The
 * build writes Brotli and gzip copies next to each text file (scripts/precompress.ts), and the
 * one the browser accepts is sent (issue #11); without them the plain file is.
 */
export async function registerClientFiles(app: FastifyInstance, dir: string | null): Promise<void> {
  const indexFile = dir ? join(dir, 'index.html') : null;
  const hasClient = indexFile !== null && existsSync(indexFile);
  const hasSignedInPage = dir !== null && existsSync(join(dir, SIGNED_IN_PAGE));
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url;
    if (NOT_THE_APP.test(path) || (request.method !== 'GET' && request.method !== 'HEAD') || !hasClient) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // With a session cookie, the page that starts the signed-in app's downloads at once (issue
    // #11). Only the cookie's presence is looked at: no lookup, and a stale cookie costs nothing
    // but a few early downloads. The answer depends on the cookie, so caches must keep both.
    const page =
      hasSignedInPage && SESSION_COOKIE.test(request.headers.cookie ?? '') ? SIGNED_IN_PAGE : 'index.html';
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').sendFile(page);
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_THE_APP = /^\/(api|ws)(\/|$|\?)/;

/**
 * Serves the built client from `dir`. Hashed assets are cached for a year; index.html is always
 * revalidated. Any other GET that is not an API call gets index.html (the client routes). The
 * build writes Brotli and gzip copies next to each text file (scripts/precompress.ts), and the
 * one the browser accepts is sent (issue #11); without them the plain file is.
 */
export async function registerClientFiles(app: FastifyInstance, dir: string | null): Promise<void> {
  const indexFile = dir ? join(dir, 'index.html') : null;
  const hasClient = indexFile !== null && existsSync(indexFile);
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** True when a string (value or key) anywhere in `input` contains a NUL character. */
export function containsNul(input: unknown): boolean {
  // A loop with its own stack, not recursion: a deeply nested body must not overflow the call stack.
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a name, note or id carrying one would fail
 * deep in a query. No user text needs it: every request with one, in the path, the query or the
 * body, is refused up front with a 400.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('Text must not contain the NUL character', 'validation');
    }
  });
}

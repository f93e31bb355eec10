import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, conflict } from './errors';

// Issue #36 item 4: a write made for one cabin must never land in another. Every cabin-scoped
// route acts on the caller's current cabin, which is server-side state another tab or device can
// change while a write waits (offline, or in a tab still showing the old cabin). The client says
// which cabin a write was made for in this header; when it is not the caller's current cabin the
// request is refused before any route runs. Without the header nothing changes, so scripts and
// curl keep working (decision 034).

/** The request header naming the cabin a write was made for (lower case, as Node gives headers). */
export const CABIN_HEADER = 'x-cabin-id';

const cabinIdSchema = z.uuid();

/**
 * `currentCabinOf` answers the signed-in caller's current cabin (null when they have none), or
 * undefined when nobody is signed in: the route then answers as it would (401 for a cabin route),
 * so a signed-out caller learns nothing from the header.
 */
export type CabinGuardOptions = {
  currentCabinOf: (request: FastifyRequest) => Promise<string | null | undefined>;
};

/** Refuses a request whose `X-Cabin-Id` is malformed (400) or not the caller's current cabin (409). */
export function registerCabinGuard(app: FastifyInstance, { currentCabinOf }: CabinGuardOptions): void {
  app.addHook('onRequest', async (request) => {
    const claimed = request.headers[CABIN_HEADER];
    if (claimed === undefined) return;
    // Sent twice, Node joins the values with a comma: that is no one cabin either.
    if (typeof claimed !== 'string' || !cabinIdSchema.safeParse(claimed).success) {
      throw badRequest('X-Cabin-Id must be a cabin id', 'validation');
    }
    const current = await currentCabinOf(request);
    if (current === undefined) return;
    if (current?.toLowerCase() !== claimed.toLowerCase()) {
      throw conflict(
        'This was made for another cabin than the one you have open now. Nothing was saved.',
        'cabin_changed',
      );
    }
  });
}

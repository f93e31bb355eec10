import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { RouteContext } from '../../http/route-context';
import { readPicture, updateProfile } from './service';

export type ProfileRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'>;

const pictureParams = z.object({ id: z.string().min(1).max(200) });

export async function profileRoutes(app: FastifyInstance, { db, requireUserId }: ProfileRoutesOptions) {
  app.patch(
    '/api/user/profile',
    // A picture just over 5 MB must still arrive, so the user hears "less than 5MB", not a 413.
    { bodyLimit: 16 * 1024 * 1024 },
    async (request) => updateProfile(db, await requireUserId(request), request.body),
  );

  app.get('/api/users/:id/picture', async (request, reply) => {
    const viewerId = await requireUserId(request);
    const picture = await readPicture(db, viewerId, pictureParams.parse(request.params).id);
    if (!picture) throw notFound('Picture not found');
    // The URL carries a version that changes with every upload, so it can be kept for good.
    return (
      reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        // Only ever an image: even opened on its own, nothing in it may run or load anything.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(picture.data)
    );
  });
}

import { userSchema } from '@shared/schemas/auth';
import { updateProfileBodySchema } from '@shared/schemas/profile';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusals, sendAsIs, withContract } from '../../http/contract';
import { notFound } from '../../http/errors';
import type { RouteContext } from '../../http/route-context';
import { readPicture, updateProfile } from './service';

export type ProfileRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'>;

const pictureParams = z.object({ id: z.string().min(1).max(200) });
const tags = ['Profile'];

export async function profileRoutes(fastify: FastifyInstance, { db, requireUserId }: ProfileRoutesOptions) {
  const app = withContract(fastify);
  app.patch(
    '/api/user/profile',
    {
      // A picture just over 5 MB must still arrive, so the user hears "less than 5MB", not a 413.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Change the display name and the picture (a data URL of a JPG, PNG or GIF under 5 MB)',
        body: updateProfileBodySchema,
        response: { 200: userSchema, ...refusals },
      },
    },
    async (request) => updateProfile(db, await requireUserId(request), request.body),
  );

  app.get(
    '/api/users/:id/picture',
    {
      schema: {
        tags,
        summary: 'A picture, for the user and people who share a cabin with them',
        params: pictureParams,
        response: { 200: z.string().describe('The image (image/jpeg, image/png or image/gif)'), ...refusals },
      },
    },
    async (request, reply) => {
      const viewerId = await requireUserId(request);
      const picture = await readPicture(db, viewerId, request.params.id);
      if (!picture) throw notFound('Picture not found');
      // The URL carries a version that changes with every upload, so it can be kept for good.
      return sendAsIs(
        reply
          .header('content-type', picture.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          // Only ever an image: even opened on its own, nothing in it may run or load anything.
          .header('content-security-policy', "default-src 'none'; sandbox"),
        picture.data,
      );
    },
  );
}

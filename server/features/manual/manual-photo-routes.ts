import { MANUAL_PHOTOS_PER_CABIN_MAX, PHOTO_MAX_BYTES } from '@shared/constants';
import { manualPhotoSchema } from '@shared/schemas/manual';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { photoResponses, receivePhoto, servePhoto, withPhotoUploads } from '../photos';
import {
  addManualPhoto,
  checkManualPhotoUpload,
  manualPhotoNotFound,
  readManualPhoto,
} from './manual-photos';

const tags = ['House manual'];
const photoMissing = { message: 'Photo not found', code: 'manual_photo_not_found' } as const;

/** The manual's own photos (issue #15): the same upload and caching as guest-book photos. */
export async function manualPhotoRoutes(
  fastify: FastifyInstance,
  { db, requireUserId }: Pick<RouteContext, 'db' | 'requireUserId'>,
) {
  withContract(fastify).get(
    '/api/manual/photos/:id',
    {
      schema: {
        tags,
        summary: 'A photo of the manual (JPEG, at most 1600 px), for members of its cabin',
        params: idParamsSchema,
        response: photoResponses,
      },
    },
    async (request, reply) => {
      const viewerId = await requireUserId(request);
      const id = rowIdFrom(request, photoMissing);
      const read = (withBytes: boolean) => readManualPhoto(db, viewerId, id, withBytes);
      return servePhoto(request, reply, `"${id}"`, read, manualPhotoNotFound);
    },
  );

  await withPhotoUploads(fastify, (scope) => {
    withContract(scope).post(
      '/api/manual/photos',
      {
        schema: {
          tags,
          summary: `Add a photo for the manual's sections (owner, admins): JPEG, PNG or WebP up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB, at most ${MANUAL_PHOTOS_PER_CABIN_MAX} a cabin; stored resized and without metadata`,
          consumes: ['multipart/form-data'],
          body: z.object({ photo: z.file().describe('The image file') }),
          response: { 201: manualPhotoSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const userId = await requireUserId(request);
        // Refused before the file is read or decoded: a member or a 201st photo costs nothing.
        await checkManualPhotoUpload(db, userId);
        const photo = await receivePhoto(db, userId, request);
        return reply.status(201).send(await addManualPhoto(db, userId, photo));
      },
    );
  });
}

import { PHOTO_MAX_BYTES } from '@shared/constants';
import { visitPhotoSchema } from '@shared/schemas/visits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import {
  addPhoto,
  checkPhotoUpload,
  deletePhoto,
  type PhotoSize,
  photoNotFound,
  readPhoto,
} from './photo-service';
import { photoResponses, receivePhoto, servePhoto, withPhotoUploads } from './photo-upload';

const tags = ['Visit log'];
const visitMissing = { message: 'Visit not found', code: 'visit_not_found' } as const;
const photoMissing = { message: 'Photo not found', code: 'photo_not_found' } as const;

const photoParamsSchema = z.object({ id: z.string().min(1).max(200), photoId: z.string().min(1).max(200) });

/** The `{photoId}` of the path; anything that is not a uuid is simply not found. */
function photoIdFrom(photoId: string): string {
  if (!z.uuid().safeParse(photoId).success) throw photoNotFound();
  return photoId;
}

const etagOf = (id: string, size: PhotoSize) => `"${id}${size === 'thumbnail' ? '-thumbnail' : ''}"`;

/** Guest-book photos (issue #15, decision 033): upload, delete, and the bytes for members. */
export async function photoRoutes(fastify: FastifyInstance, { db, requireUserId }: RouteContext) {
  const app = withContract(fastify);

  for (const size of ['full', 'thumbnail'] as const) {
    app.get(
      size === 'full' ? '/api/photos/:id' : '/api/photos/:id/thumbnail',
      {
        schema: {
          tags,
          summary:
            size === 'full'
              ? 'A photo (JPEG, at most 1600 px), for members of its cabin'
              : "A photo's thumbnail (JPEG, at most 400 px), for members of its cabin",
          params: idParamsSchema,
          response: photoResponses,
        },
      },
      async (request, reply) => {
        const viewerId = await requireUserId(request);
        const id = rowIdFrom(request, photoMissing);
        const read = (withBytes: boolean) => readPhoto(db, viewerId, id, size, withBytes);
        return servePhoto(request, reply, etagOf(id, size), read, photoNotFound);
      },
    );
  }

  app.delete(
    '/api/visits/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Delete a photo of a visit (whoever added it, or the owner)',
        params: photoParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const visitId = rowIdFrom(request, visitMissing);
      return deletePhoto(db, userId, visitId, photoIdFrom(request.params.photoId));
    },
  );

  await withPhotoUploads(fastify, (scope) => {
    withContract(scope).post(
      '/api/visits/:id/photos',
      {
        schema: {
          tags,
          summary: `Add a photo to a visit (its author or the owner): JPEG, PNG or WebP up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB, at most 10 a visit; stored resized and without metadata`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          body: z.object({ photo: z.file().describe('The image file') }),
          response: { 201: visitPhotoSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const userId = await requireUserId(request);
        const visitId = rowIdFrom(request, visitMissing);
        // Refused before the file is read or decoded: an outsider or an 11th photo costs nothing.
        await checkPhotoUpload(db, userId, visitId);
        const photo = await receivePhoto(db, userId, request);
        return reply.status(201).send(await addPhoto(db, userId, visitId, photo));
      },
    );
  });
}

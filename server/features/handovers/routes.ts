import { PHOTO_MAX_BYTES } from '@shared/constants';
import {
  HANDOVER_PHOTOS_MAX,
  handoverBodySchema,
  handoverPhotoSchema,
  handoverTaskBodySchema,
  handoverViewSchema,
  previousHandoverSchema,
} from '@shared/schemas/handovers';
import { taskSchema } from '@shared/schemas/tasks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { photoResponses, receivePhoto, servePhoto, withPhotoUploads } from '../photos';
import { previousHandover } from './handover-notices';
import {
  addHandoverPhoto,
  checkHandoverPhoto,
  deleteHandoverPhoto,
  handoverPhotoNotFound,
  readHandoverPhoto,
} from './handover-photos';
import { getHandoverView, makeHandoverTask, writeHandover } from './handover-service';

const tags = ['Handovers'];
const missingBooking = { message: 'Booking not found', code: 'booking_not_found' } as const;
const missingPhoto = { message: 'Photo not found', code: 'photo_not_found' } as const;
const photoParamsSchema = z.object({ id: z.string().min(1).max(200), photoId: z.string().min(1).max(200) });

/** The `{photoId}` of the path; anything that is not a uuid is simply not found. */
function photoIdFrom(photoId: string): string {
  if (!z.uuid().safeParse(photoId).success) throw handoverPhotoNotFound();
  return photoId;
}

/** The handover note a stay leaves for the next (issue #41, part 1; decision 060). */
export async function handoverRoutes(fastify: FastifyInstance, { db, requireUserId, now }: RouteContext) {
  const app = withContract(fastify);
  app.get(
    '/api/bookings/:id/handover',
    {
      schema: {
        tags,
        summary: "A stay's handover (null until written), and whether the caller may write it now",
        params: idParamsSchema,
        response: { 200: handoverViewSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return getHandoverView(db, now(), userId, rowIdFrom(request, missingBooking));
    },
  );
  app.put(
    '/api/bookings/:id/handover',
    {
      schema: {
        tags,
        summary:
          'Write the handover of an approved stay (who took part, the owner, admins), from its last night until 14 days after (409 handover_closed otherwise)',
        params: idParamsSchema,
        body: handoverBodySchema,
        response: { 200: handoverViewSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return writeHandover(db, now(), userId, rowIdFrom(request, missingBooking), request.body);
    },
  );
  app.post(
    '/api/bookings/:id/handover/tasks',
    {
      schema: {
        tags,
        summary:
          'Make a maintenance task of a "needs fixing" line (the writer, owner, admins): 201 the first time, 200 with the same task after',
        params: idParamsSchema,
        body: handoverTaskBodySchema,
        response: { 200: taskSchema, 201: taskSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const bookingId = rowIdFrom(request, missingBooking);
      const { task, created } = await makeHandoverTask(
        db,
        now(),
        userId,
        bookingId,
        request.body.index,
        languageOf(request),
      );
      return reply.status(created ? 201 : 200).send(task);
    },
  );
  app.get(
    '/api/handovers/previous',
    {
      schema: {
        tags,
        summary:
          "The handover of the stay before the caller's, from three days before arrival until departure",
        response: { 200: previousHandoverSchema, ...refusals },
      },
    },
    async (request) => previousHandover(db, now(), await requireUserId(request)),
  );

  for (const size of ['full', 'thumbnail'] as const) {
    app.get(
      size === 'full' ? '/api/handover-photos/:id' : '/api/handover-photos/:id/thumbnail',
      {
        schema: {
          tags,
          summary:
            size === 'full'
              ? "A handover's photo (JPEG, at most 1600 px), for members of its cabin"
              : "A handover photo's thumbnail (JPEG, at most 400 px), for members of its cabin",
          params: idParamsSchema,
          response: photoResponses,
        },
      },
      async (request, reply) => {
        const viewerId = await requireUserId(request);
        const id = rowIdFrom(request, missingPhoto);
        const etag = `"handover-${id}${size === 'thumbnail' ? '-thumbnail' : ''}"`;
        const read = (withBytes: boolean) => readHandoverPhoto(db, viewerId, id, size, withBytes);
        return servePhoto(request, reply, etag, read, handoverPhotoNotFound);
      },
    );
  }

  app.delete(
    '/api/bookings/:id/handover/photos/:photoId',
    {
      schema: {
        tags,
        summary: "Delete a handover's photo (who added it, the owner, admins), while it may be written",
        params: photoParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const bookingId = rowIdFrom(request, missingBooking);
      return deleteHandoverPhoto(db, now(), userId, bookingId, photoIdFrom(request.params.photoId));
    },
  );

  await withPhotoUploads(fastify, (scope) => {
    withContract(scope).post(
      '/api/bookings/:id/handover/photos',
      {
        schema: {
          tags,
          summary: `Add a photo to a written handover: JPEG, PNG or WebP up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB, at most ${HANDOVER_PHOTOS_MAX} a stay; stored resized and without metadata`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          body: z.object({ photo: z.file().describe('The image file') }),
          response: { 201: handoverPhotoSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const userId = await requireUserId(request);
        const bookingId = rowIdFrom(request, missingBooking);
        // Refused before the file is read or decoded: an outsider or a fourth photo costs nothing.
        await checkHandoverPhoto(db, now(), userId, bookingId);
        const photo = await receivePhoto(db, userId, request, now());
        return reply.status(201).send(await addHandoverPhoto(db, now(), userId, bookingId, photo));
      },
    );
  });
}

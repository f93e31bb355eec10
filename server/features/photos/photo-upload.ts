import fastifyMultipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type AttemptLimit, consumeAttempt } from '../../http/attempt-limit';
import { refusals, sendAsIs } from '../../http/contract';
import { badRequest, HttpError } from '../../http/errors';
import { type ProcessedPhoto, processPhoto } from './photo-image';

// The HTTP side of a photo upload and of serving a photo's bytes, shared by the guest book and
// the house manual (issue #15, decision 033), so both refuse and cache alike.

/** A photo id's bytes never change (a new photo gets a new id): the browser may keep them for good. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

const photoTooLarge = () =>
  new HttpError(413, `A photo must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`, 'photo_too_large');
const notMultipart = () =>
  badRequest('Send the photo as multipart/form-data in the field "photo"', 'validation');

/** The multipart plugin's and busboy's refusals, as our `{message, code}` (never a 500). */
function uploadError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge();
  // A body cut short or malformed, too many parts, not multipart at all: the request's fault.
  return notMultipart();
}

/** The one file of the upload, read into memory (at most PHOTO_MAX_BYTES: the plugin's limit). */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'photo') throw notMultipart();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw uploadError(error);
  }
}

/**
 * Uploads one user may send in ten minutes, counted before the file is read, so refused ones
 * (a file that does not decode, too many pixels) count as much as stored ones (issue #36): more
 * than a family's photos of a stay, far fewer than it takes to keep the decoder busy.
 */
export const PHOTO_UPLOAD_ATTEMPTS: AttemptLimit = { limit: 30, windowMs: 10 * 60_000 };

const TOO_MANY_UPLOADS = {
  message: 'Too many photo uploads. Wait a few minutes and try again.',
  code: 'too_many_uploads',
} as const;

/**
 * The photo of an upload (guest book, house manual, receipt), re-encoded: counted against the
 * user's upload limit (429 past it), then read and decoded in the process's decode queue.
 */
export async function receivePhoto(
  db: Database,
  userId: string,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<ProcessedPhoto> {
  await consumeAttempt(db, `photo-upload:${userId}`, PHOTO_UPLOAD_ATTEMPTS, TOO_MANY_UPLOADS, now.getTime());
  return processPhoto(await readPhotoUpload(request));
}

/**
 * The upload's validator: the params as everywhere, the body not at all (the multipart parser
 * leaves it a stream the handler reads; its schema is there for the OpenAPI document).
 */
const exceptTheBody: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route);

/**
 * Registers upload routes in a scope of their own with the multipart parser: every other call
 * keeps the small JSON body limit (decision 023), and these take a file up to PHOTO_MAX_BYTES.
 */
export async function withPhotoUploads(
  fastify: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
    });
    scope.setValidatorCompiler(exceptTheBody);
    routes(scope);
  });
}

/** Whether `If-None-Match` names this ETag (or `*`), weak or strong. */
export function isCurrentPhoto(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/** What sendPhoto needs of a reply, whatever the route's typed replies are. */
type PhotoReply = {
  header(key: string, value: string): unknown;
  status(code: number): unknown;
  send: (payload: never) => unknown;
};

/** A photo's bytes (or a 304 when `data` is null: the browser's copy is current), cached for good. */
export function sendPhoto<Reply extends PhotoReply>(
  reply: Reply,
  etag: string,
  photo: { contentType: string; data: Buffer | null },
): Reply {
  reply.header('cache-control', PHOTO_CACHE_CONTROL);
  reply.header('etag', etag);
  if (!photo.data) {
    reply.status(304);
    return sendAsIs(reply, '');
  }
  reply.header('content-type', photo.contentType);
  reply.header('content-disposition', 'inline');
  // Only ever an image: even opened on its own, nothing in it may run or load anything.
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  return sendAsIs(reply, photo.data);
}

/** The answers of a call that serves a photo's bytes. */
export const photoResponses = {
  200: z.string().describe('The image (image/jpeg); cached for good, an ETag answers 304'),
  304: z.string().describe('Not modified: the copy the browser has is the photo (no body)'),
  ...refusals,
};

/**
 * Answers a photo call: 304 when the browser's copy is current (the bytes are then not read),
 * the refusal `missing` when `read` finds no photo the viewer may see.
 */
export async function servePhoto<Reply extends PhotoReply>(
  request: FastifyRequest,
  reply: Reply,
  etag: string,
  read: (withBytes: boolean) => Promise<{ contentType: string; data: Buffer | null } | null>,
  missing: () => Error,
): Promise<Reply> {
  const photo = await read(!isCurrentPhoto(request.headers['if-none-match'], etag));
  if (!photo) throw missing();
  return sendPhoto(reply, etag, photo);
}

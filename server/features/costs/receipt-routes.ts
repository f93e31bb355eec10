import { PHOTO_MAX_BYTES } from '@shared/constants';
import { expenseSchema } from '@shared/schemas/costs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, refusals, sendAsIs, withContract } from '../../http/contract';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { isCurrentPhoto, receivePhoto, withPhotoUploads } from '../photos';
import {
  checkReceiptUpload,
  putReceipt,
  readReceipt,
  receiptNotFound,
  removeReceipt,
} from './receipt-service';

const tags = ['Costs'];
const missingExpense = { message: 'Expense not found', code: 'expense_not_found' } as const;

/** An expense's receipt photo (issue #16): the guest book's upload rules, re-encoded with sharp. */
export async function receiptRoutes(
  fastify: FastifyInstance,
  { db, requireUserId }: Pick<RouteContext, 'db' | 'requireUserId'>,
) {
  const app = withContract(fastify);
  app.get(
    '/api/expenses/:id/receipt',
    {
      schema: {
        tags,
        summary: "An expense's receipt (JPEG, at most 1600 px), for members of its cabin",
        params: idParamsSchema,
        response: {
          200: z.string().describe('The image (image/jpeg); an ETag answers 304 while it is unchanged'),
          304: z.string().describe('Not modified: the copy the browser has is the receipt (no body)'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const viewerId = await requireUserId(request);
      const id = rowIdFrom(request, missingExpense);
      const receipt = await readReceipt(db, viewerId, id, (etag) =>
        isCurrentPhoto(request.headers['if-none-match'], etag),
      );
      if (!receipt) throw receiptNotFound();
      // Not cached for good like a guest-book photo: a new upload replaces it at the same URL.
      reply.header('cache-control', 'private, no-cache').header('etag', receipt.etag);
      if (!receipt.data) return sendAsIs(reply.status(304), '');
      return sendAsIs(
        reply
          .type(receipt.contentType)
          .header('content-disposition', 'inline')
          // Only ever an image: even opened on its own, nothing in it may run or load anything.
          .header('content-security-policy', "default-src 'none'; sandbox"),
        receipt.data,
      );
    },
  );
  app.delete(
    '/api/expenses/:id/receipt',
    {
      schema: {
        tags,
        summary: "Remove an expense's receipt (its payer, the owner, admins)",
        params: idParamsSchema,
        response: { 200: expenseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removeReceipt(db, userId, rowIdFrom(request, missingExpense));
    },
  );

  await withPhotoUploads(fastify, (scope) => {
    withContract(scope).post(
      '/api/expenses/:id/receipt',
      {
        schema: {
          tags,
          summary: `Add or replace an expense's receipt (its payer, the owner, admins): JPEG, PNG or WebP up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB, stored resized and without metadata`,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          body: z.object({ photo: z.file().describe('The image file') }),
          response: { 201: expenseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const userId = await requireUserId(request);
        const id = rowIdFrom(request, missingExpense);
        // Refused before the file is read or decoded: someone else's expense costs nothing.
        await checkReceiptUpload(db, userId, id);
        const photo = await receivePhoto(db, userId, request);
        return reply.status(201).send(await putReceipt(db, userId, id, photo));
      },
    );
  });
}

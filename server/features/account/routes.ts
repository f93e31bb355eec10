import { deleteAccountBodySchema } from '@shared/schemas/account';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageSchema, refusals, sendAsIs, withContract } from '../../http/contract';
import type { RouteContext } from '../../http/route-context';
import { deleteAccount, type PasswordCheck } from './deletion-service';
import { exportAccount } from './export-service';

export type AccountRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId' | 'now'> & {
  checkPassword: PasswordCheck;
  /** After the account is gone: this process forgets remembered sessions; the cookie is cleared. */
  endSessions: (request: Parameters<RouteContext['requireUserId']>[0]) => Promise<string[]>;
};

const tags = ['Account'];

/** The user's own data: download it all, or delete the account (decision 020). */
export async function accountRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now, checkPassword, endSessions }: AccountRoutesOptions,
) {
  const app = withContract(fastify);
  app.get(
    '/api/user/export',
    {
      schema: {
        tags,
        summary: 'Download everything Hytta keeps about the caller, as a JSON file',
        response: {
          200: z.looseObject({ format: z.literal('hytta-user-data'), version: z.literal(1) }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { fileName, data } = await exportAccount(db, await requireUserId(request), now());
      return sendAsIs(
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`),
        JSON.stringify(data, null, 2),
      );
    },
  );
  app.delete(
    '/api/user/account',
    {
      schema: {
        tags,
        summary: 'Delete the account (with the current password); the session cookie is cleared',
        body: deleteAccountBodySchema.optional(),
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      // No body at all is an empty one: answered with the schema's own "enter your password".
      const body = request.body ?? deleteAccountBodySchema.parse({});
      const result = await deleteAccount(db, await requireUserId(request), body, checkPassword);
      const cookies = await endSessions(request);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return result;
    },
  );
}

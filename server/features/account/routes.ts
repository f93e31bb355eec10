import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route-context';
import { deleteAccount, type PasswordCheck } from './deletion-service';
import { exportAccount } from './export-service';

export type AccountRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId' | 'now'> & {
  checkPassword: PasswordCheck;
  /** After the account is gone: this process forgets remembered sessions; the cookie is cleared. */
  endSessions: (request: Parameters<RouteContext['requireUserId']>[0]) => Promise<string[]>;
};

/** The user's own data: download it all, or delete the account (decision 020). */
export async function accountRoutes(
  app: FastifyInstance,
  { db, requireUserId, now, checkPassword, endSessions }: AccountRoutesOptions,
) {
  app.get('/api/user/export', async (request, reply) => {
    const { fileName, data } = await exportAccount(db, await requireUserId(request), now());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/api/user/account', async (request, reply) => {
    const result = await deleteAccount(db, await requireUserId(request), request.body, checkPassword);
    const cookies = await endSessions(request);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return result;
  });
}

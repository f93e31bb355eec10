import { memberResetLinkSchema, resetLinkMembersSchema } from '@shared/schemas/message-preferences';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import type { RouteContext } from '../../http/route-context';
import { issueMemberResetLink, resetLinkMemberIds } from './reset-link-service';

export type ResetLinkRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId' | 'now'> & {
  /** The app's reset page for a token. */
  resetUrl: (token: string) => string;
};

/**
 * "The family way" back in when a member has no e-mail address (issues #14 and #36): the owner (or
 * an admin, for a plain member) makes a one-time link to choose a new password, shown once and
 * passed on by hand. Every link made is an audit line in the log.
 */
export async function resetLinkRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now, resetUrl }: ResetLinkRoutesOptions,
) {
  const app = withContract(fastify);
  app.get(
    '/api/cabin/members/reset-links',
    {
      schema: {
        tags: ['Members'],
        summary:
          'The members the caller (owner or admin) may make a reset link for: no e-mail address of their own, no other cabin',
        response: { 200: resetLinkMembersSchema, ...refusals },
      },
    },
    async (request) => ({ memberIds: await resetLinkMemberIds(db, await requireUserId(request)) }),
  );
  app.post(
    '/api/cabin/members/:id/reset-link',
    {
      schema: {
        tags: ['Members'],
        summary:
          'A one-time link to choose a new password, valid 24 hours, for a member with no e-mail address who is in no other cabin',
        params: idParamsSchema,
        response: { 200: memberResetLinkSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const memberId = request.params.id;
      const link = await issueMemberResetLink(db, userId, memberId, now());
      request.log.info(
        { audit: 'member_reset_link', cabinId: link.cabinId, byUserId: userId, forUserId: memberId },
        'A reset link was made for a member',
      );
      return { url: resetUrl(link.token), expiresAt: link.expiresAt.toISOString() };
    },
  );
}

import { memberResetLinkSchema } from '@shared/schemas/message-preferences';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, refusals, withContract } from '../../http/contract';
import { badRequest, forbidden } from '../../http/errors';
import type { RouteContext } from '../../http/route-context';
import { findMember } from './member-service';
import { requireCurrentMembership } from './membership';
import { cabinPolicy } from './policy';

/** An owner-issued reset link lasts a day: long enough to pass on by phone or message. */
export const MEMBER_RESET_LINK_MS = 24 * 60 * 60_000;

export type ResetLinkRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId'> & {
  /** Makes a one-time reset token for a user, valid until `expiresAt`, and answers its link. */
  issueResetLink: (userId: string, expiresAt: Date) => Promise<string>;
};

/**
 * "The family way" back in when no e-mail is set up (issue #14): the owner (or an admin, for a
 * plain member) makes a one-time link to choose a new password, shown once and passed on by hand.
 * Every link made is an audit line in the log.
 */
export async function resetLinkRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, issueResetLink }: ResetLinkRoutesOptions,
) {
  const app = withContract(fastify);
  app.post(
    '/api/cabin/members/:id/reset-link',
    {
      schema: {
        tags: ['Members'],
        summary: "A one-time link to choose a new password, valid 24 hours, for a member who can't sign in",
        params: idParamsSchema,
        response: { 200: memberResetLinkSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const memberId = request.params.id;
      const actor = await requireCurrentMembership(db, userId);
      if (memberId === userId) {
        throw badRequest('You cannot make a reset link for yourself', 'cannot_reset_own_password');
      }
      if (actor.role === 'member') {
        throw forbidden('Only the owner or an admin can make a reset link', 'owner_or_admin_only');
      }
      const target = await findMember(db, actor.cabinId, memberId);
      if (!cabinPolicy.issueResetLink(actor.role, target.role)) {
        throw forbidden(
          'Only the owner can make a reset link for an admin or the owner',
          'members_reset_by_owner',
        );
      }
      // Better Auth checks the token's expiry against the real clock, so this one is real too.
      const expiresAt = new Date(Date.now() + MEMBER_RESET_LINK_MS);
      const url = await issueResetLink(memberId, expiresAt);
      request.log.info(
        { audit: 'member_reset_link', cabinId: actor.cabinId, byUserId: userId, forUserId: memberId },
        'A reset link was made for a member',
      );
      return { url, expiresAt: expiresAt.toISOString() };
    },
  );
}

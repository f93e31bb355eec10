import {
  cabinMemberSchema,
  cabinSchema,
  changeRoleBodySchema,
  createCabinBodySchema,
  createdCabinSchema,
  inviteBodySchema,
  joinCabinBodySchema,
  joinCabinResponseSchema,
  switchCabinBodySchema,
  transferOwnershipBodySchema,
  updateCabinBodySchema,
  userCabinsResponseSchema,
} from '@shared/schemas/cabins';
import {
  acceptInvitationResponseSchema,
  inviteResponseSchema,
  myInvitationsResponseSchema,
  ownershipOfferAnswerBodySchema,
  ownershipOfferResponseSchema,
  removedMembersResponseSchema,
  rotateAccessCodeResponseSchema,
  sentInvitationsResponseSchema,
} from '@shared/schemas/invitations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, withContract } from '../../http/contract';
import type { RouteContext } from '../../http/route-context';
import { allowBack, listRemovedMembers, rotateAccessCode } from './cabin-access-service';
import type { CabinGeocoder } from './cabin-location';
import {
  createCabin,
  deleteCabin,
  getCurrentCabin,
  joinCabin,
  listUserCabins,
  switchCabin,
  updateCabin,
} from './cabin-service';
import {
  acceptInvitation,
  declineInvitation,
  inviteByUsername,
  listReceivedInvitations,
  listSentInvitations,
  withdrawInvitation,
} from './invitation-service';
import { changeRole, leaveCabin, listMembers, removeMember } from './member-service';
import {
  acceptOwnershipOffer,
  declineOwnershipOffer,
  listOffersTo,
  offerOwnership,
  withdrawOwnershipOffer,
} from './ownership-offer-service';

export type CabinRoutesOptions = Pick<RouteContext, 'db' | 'requireUserId' | 'now'> & {
  /** Finds a saved address on the map for the weather. */
  geocoder: CabinGeocoder;
};

const cabinTags = ['Cabins'];
const memberTags = ['Members'];
const accessTags = ['Invitations and access'];

/**
 * Cabins and membership. Thin: each route takes the user from the session and hands the parsed
 * body to a service, which applies the policy inside a transaction. The cabin is always the
 * caller's current cabin, never one named in the request.
 */
export async function cabinRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, geocoder, now }: CabinRoutesOptions,
) {
  const app = withContract(fastify);
  app.post(
    '/api/cabin/create',
    {
      schema: {
        tags: cabinTags,
        summary: 'Create a cabin: the caller owns it and it becomes current',
        body: createCabinBodySchema,
        response: { 201: createdCabinSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await createCabin(db, geocoder, userId, request.body));
    },
  );

  const join = async (request: FastifyRequest<{ Body: z.output<typeof joinCabinBodySchema> }>) =>
    joinCabin(db, await requireUserId(request), request.body, { address: request.ip, now: now() });
  const joinSchema = {
    tags: cabinTags,
    summary: 'Join by access code; 403 removed_from_cabin, 404 unknown code, 409 already a member, 429',
    body: joinCabinBodySchema,
    response: { 200: joinCabinResponseSchema, ...refusals },
  };
  app.post('/api/auth/join-cabin', { schema: joinSchema }, join);
  app.post('/api/user/join-cabin', { schema: joinSchema }, join);

  app.get(
    '/api/user/cabins',
    {
      schema: {
        tags: cabinTags,
        summary: 'Every cabin the caller belongs to',
        response: { 200: userCabinsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ cabins: await listUserCabins(db, await requireUserId(request)) }),
  );
  app.post(
    '/api/user/switch-cabin',
    {
      schema: {
        tags: cabinTags,
        summary: 'Make another of the caller’s cabins current',
        body: switchCabinBodySchema,
        response: { 200: joinCabinResponseSchema, ...refusals },
      },
    },
    async (request) => switchCabin(db, await requireUserId(request), request.body.cabinId),
  );

  app.get(
    '/api/cabin',
    {
      schema: {
        tags: cabinTags,
        summary: 'The current cabin (the access code only for the owner and admins)',
        response: { 200: cabinSchema, ...refusals },
      },
    },
    async (request) => getCurrentCabin(db, await requireUserId(request)),
  );
  app.patch(
    '/api/cabin',
    {
      schema: {
        tags: cabinTags,
        summary: 'Change name and address (owner)',
        body: updateCabinBodySchema,
        response: { 200: cabinSchema, ...refusals },
      },
    },
    async (request) => updateCabin(db, geocoder, await requireUserId(request), request.body),
  );
  app.delete(
    '/api/cabin',
    {
      schema: {
        tags: cabinTags,
        summary: 'Delete the cabin and everything in it (owner)',
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => deleteCabin(db, await requireUserId(request)),
  );

  app.get(
    '/api/cabin/users',
    {
      schema: {
        tags: memberTags,
        summary: 'The members: the owner first, then admins, then by name',
        response: { 200: z.array(cabinMemberSchema), ...refusals },
      },
    },
    async (request) => listMembers(db, await requireUserId(request)),
  );
  app.patch(
    '/api/cabin/members/:id',
    {
      schema: {
        tags: memberTags,
        summary: 'Make a member admin or member (owner)',
        params: idParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: cabinMemberSchema, ...refusals },
      },
    },
    async (request) => changeRole(db, await requireUserId(request), request.params.id, request.body),
  );
  app.delete(
    '/api/cabin/members/:id',
    {
      schema: {
        tags: memberTags,
        summary: 'Remove a member; they stay out until allowed back or invited again',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => removeMember(db, await requireUserId(request), request.params.id, now()),
  );
  app.post(
    '/api/cabin/leave',
    {
      schema: {
        tags: memberTags,
        summary: 'Leave the cabin (not the owner)',
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => leaveCabin(db, await requireUserId(request)),
  );

  // Who comes in (issue #13): invitations the invitee answers, an ownership offer the member
  // answers, the removed list and the access code.
  app.post(
    '/api/cabin/invite',
    {
      schema: {
        tags: accessTags,
        summary: 'Invite a user by username: an invitation they answer (owner and admins)',
        body: inviteBodySchema,
        response: { 201: inviteResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(201).send(await inviteByUsername(db, userId, request.body, now()));
    },
  );
  app.get(
    '/api/cabin/invitations',
    {
      schema: {
        tags: accessTags,
        summary: "The current cabin's open invitations (owner and admins)",
        response: { 200: sentInvitationsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ invitations: await listSentInvitations(db, await requireUserId(request), now()) }),
  );
  app.delete(
    '/api/cabin/invitations/:id',
    {
      schema: {
        tags: accessTags,
        summary: 'Withdraw an open invitation (owner and admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => withdrawInvitation(db, await requireUserId(request), request.params.id),
  );
  app.get(
    '/api/invitations',
    {
      schema: {
        tags: accessTags,
        summary: "The caller's open invitations and the ownership offers made to them",
        response: { 200: myInvitationsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return {
        invitations: await listReceivedInvitations(db, userId, now()),
        ownershipOffers: await listOffersTo(db, userId),
      };
    },
  );
  app.post(
    '/api/invitations/:id/accept',
    {
      schema: {
        tags: accessTags,
        summary: 'Accept: the caller becomes a member (the cabin becomes current if they had none)',
        params: idParamsSchema,
        response: { 200: acceptInvitationResponseSchema, ...refusals },
      },
    },
    async (request) => acceptInvitation(db, await requireUserId(request), request.params.id, now()),
  );
  app.post(
    '/api/invitations/:id/decline',
    {
      schema: {
        tags: accessTags,
        summary: 'Decline an invitation',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => declineInvitation(db, await requireUserId(request), request.params.id, now()),
  );

  app.post(
    '/api/cabin/transfer-ownership',
    {
      schema: {
        tags: memberTags,
        summary: 'Offer the cabin to a member (owner); nothing changes until they accept',
        body: transferOwnershipBodySchema,
        response: { 202: ownershipOfferResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      return reply.status(202).send(await offerOwnership(db, userId, request.body, now()));
    },
  );
  app.post(
    '/api/cabin/ownership-offer/accept',
    {
      schema: {
        tags: memberTags,
        summary: 'Take over the cabin offered to the caller; the old owner becomes an admin',
        body: ownershipOfferAnswerBodySchema,
        response: { 200: acceptInvitationResponseSchema, ...refusals },
      },
    },
    async (request) => acceptOwnershipOffer(db, await requireUserId(request), request.body),
  );
  app.post(
    '/api/cabin/ownership-offer/decline',
    {
      schema: {
        tags: memberTags,
        summary: 'Decline the ownership offered to the caller',
        body: ownershipOfferAnswerBodySchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => declineOwnershipOffer(db, await requireUserId(request), request.body),
  );
  app.delete(
    '/api/cabin/ownership-offer',
    {
      schema: {
        tags: memberTags,
        summary: 'Withdraw the open ownership offer (owner)',
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => withdrawOwnershipOffer(db, await requireUserId(request)),
  );

  app.get(
    '/api/cabin/removed-members',
    {
      schema: {
        tags: accessTags,
        summary: 'People removed from the cabin (owner and admins)',
        response: { 200: removedMembersResponseSchema, ...refusals },
      },
    },
    async (request) => ({ removedMembers: await listRemovedMembers(db, await requireUserId(request)) }),
  );
  app.delete(
    '/api/cabin/removed-members/:id',
    {
      schema: {
        tags: accessTags,
        summary: '"Allow back": the access code works for them again (owner and admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => allowBack(db, await requireUserId(request), request.params.id),
  );
  app.post(
    '/api/cabin/access-code/rotate',
    {
      schema: {
        tags: accessTags,
        summary: 'A new access code; the old one stops working at once (owner and admins)',
        response: { 200: rotateAccessCodeResponseSchema, ...refusals },
      },
    },
    async (request) => rotateAccessCode(db, await requireUserId(request)),
  );
}

import { z } from 'zod';

// Invitations, ownership offers and removed members (issue #13). Nobody becomes a member or an
// owner without saying yes, and nobody who was put out gets back in with the old access code.
// The server builds these answers; the client reads them with the same schemas.

/** A person as these answers name them: id and the name shown in the app. */
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const cabinRefSchema = z.object({ id: z.string(), name: z.string() });
export type CabinRef = z.infer<typeof cabinRefSchema>;

/** An open invitation, as the invitee sees it. */
export const invitationSchema = z.object({
  id: z.string(),
  cabin: cabinRefSchema,
  invitedBy: personRefSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: 14 days after createdAt. */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** 201 answer of POST /api/cabin/invite. */
export const inviteResponseSchema = z.object({ invitation: invitationSchema });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** An open invitation of the current cabin, as its owner and admins see it (to withdraw it). */
export const sentInvitationSchema = z.object({
  id: z.string(),
  invitee: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  invitedBy: personRefSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** GET /api/cabin/invitations (owner and admins). */
export const sentInvitationsResponseSchema = z.object({ invitations: z.array(sentInvitationSchema) });
export type SentInvitationsResponse = z.infer<typeof sentInvitationsResponseSchema>;

/** An open offer to take over a cabin. */
export const ownershipOfferSchema = z.object({
  cabin: cabinRefSchema,
  from: personRefSchema,
  to: personRefSchema,
  createdAt: z.string(),
});
export type OwnershipOffer = z.infer<typeof ownershipOfferSchema>;

/** GET /api/invitations: the caller's open invitations and the ownership offers made to them. */
export const myInvitationsResponseSchema = z.object({
  invitations: z.array(invitationSchema),
  ownershipOffers: z.array(ownershipOfferSchema),
});
export type MyInvitationsResponse = z.infer<typeof myInvitationsResponseSchema>;

/** POST /api/invitations/{id}/accept: the cabin joined (it became current if there was none). */
export const acceptInvitationResponseSchema = z.object({ message: z.string(), cabin: cabinRefSchema });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** 202 answer of POST /api/cabin/transfer-ownership: nothing changes until the member accepts. */
export const ownershipOfferResponseSchema = z.object({ message: z.string(), offer: ownershipOfferSchema });
export type OwnershipOfferResponse = z.infer<typeof ownershipOfferResponseSchema>;

/** POST /api/cabin/ownership-offer/accept and /decline. */
export const ownershipOfferAnswerBodySchema = z.object({ cabinId: z.string().min(1).max(200) });
export type OwnershipOfferAnswerBody = z.infer<typeof ownershipOfferAnswerBodySchema>;

/** Someone an owner or admin removed; their access code join is refused until allowed back. */
export const removedMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  removedAt: z.string(),
  removedBy: personRefSchema.nullable(),
});
export type RemovedMember = z.infer<typeof removedMemberSchema>;

/** GET /api/cabin/removed-members (owner and admins). */
export const removedMembersResponseSchema = z.object({ removedMembers: z.array(removedMemberSchema) });
export type RemovedMembersResponse = z.infer<typeof removedMembersResponseSchema>;

/** POST /api/cabin/access-code/rotate (owner and admins): the old code stops working at once. */
export const rotateAccessCodeResponseSchema = z.object({ accessCode: z.string() });
export type RotateAccessCodeResponse = z.infer<typeof rotateAccessCodeResponseSchema>;

import { can, isOwner } from '@shared/policy';
import type { transferOwnershipBodySchema } from '@shared/schemas/cabins';
import type {
  OwnershipOffer,
  OwnershipOfferAnswerBody,
  OwnershipOfferResponse,
} from '@shared/schemas/invitations';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client';
import { cabinMembers, cabinOwnershipOffers, cabins, users } from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { lockCurrentMembership, roleIn } from './membership';

const offerers = alias(users, 'offerers');
const offerees = alias(users, 'offerees');

const offerNotFound = () => notFound('There is no open ownership offer', 'ownership_offer_not_found');

function offerQuery(db: Executor) {
  return db
    .select({
      cabin: { id: cabins.id, name: cabins.name },
      from: { id: offerers.id, name: offerers.name },
      to: { id: offerees.id, name: offerees.name },
      createdAt: cabinOwnershipOffers.createdAt,
    })
    .from(cabinOwnershipOffers)
    .innerJoin(cabins, eq(cabins.id, cabinOwnershipOffers.cabinId))
    .innerJoin(offerers, eq(offerers.id, cabinOwnershipOffers.fromUserId))
    .innerJoin(offerees, eq(offerees.id, cabinOwnershipOffers.toUserId))
    .$dynamic();
}

function toOffer(row: Awaited<ReturnType<typeof offerQuery>>[number]): OwnershipOffer {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The open offer of one cabin, if any (the owner sees it in settings, to withdraw it). */
export async function openOfferOf(db: Executor, cabinId: string): Promise<OwnershipOffer | null> {
  const [row] = await offerQuery(db).where(eq(cabinOwnershipOffers.cabinId, cabinId)).limit(1);
  return row ? toOffer(row) : null;
}

/** The offers made to the caller, newest first. */
export async function listOffersTo(db: Executor, userId: string): Promise<OwnershipOffer[]> {
  const rows = await offerQuery(db)
    .where(eq(cabinOwnershipOffers.toUserId, userId))
    .orderBy(desc(cabinOwnershipOffers.createdAt), desc(cabinOwnershipOffers.cabinId));
  return rows.map(toOffer);
}

/**
 * Offers the current cabin to another member (issue #13): nothing changes until they accept.
 * A cabin has at most one open offer; a new one replaces it, and whoever it was made to is told.
 */
export async function offerOwnership(
  db: Database,
  userId: string,
  body: z.output<typeof transferOwnershipBodySchema>,
  now: Date,
): Promise<OwnershipOfferResponse> {
  const { newOwnerId } = body;
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'transferOwnership')) {
      throw forbidden('Only the owner can transfer ownership', 'only_owner');
    }
    if (newOwnerId === userId) throw badRequest('You already own this cabin', 'already_owner');
    if ((await roleIn(tx, actor.cabinId, newOwnerId)) === null) {
      throw notFound('Member not found', 'member_not_found');
    }
    const [replaced] = await tx
      .delete(cabinOwnershipOffers)
      .where(eq(cabinOwnershipOffers.cabinId, actor.cabinId))
      .returning({ toUserId: cabinOwnershipOffers.toUserId });
    await tx
      .insert(cabinOwnershipOffers)
      .values({ cabinId: actor.cabinId, fromUserId: userId, toUserId: newOwnerId, createdAt: now });
    const offer = await openOfferOf(tx, actor.cabinId);
    if (!offer) throw new Error('offer not read back');
    const told = replaced && replaced.toUserId !== newOwnerId ? [replaced.toUserId] : [];
    await recordEffects(tx, {
      live: [
        { type: 'cabin_updated', cabinId: actor.cabinId },
        ...[newOwnerId, ...told].map((id) => ({ type: 'invitations_changed' as const, userId: id })),
      ],
      notifications: [
        {
          cabinId: actor.cabinId,
          recipientIds: [newOwnerId],
          actorId: userId,
          data: { type: 'ownership_offered', cabinName: offer.cabin.name, fromName: offer.from.name },
        },
      ],
    });
    return { message: `${offer.to.name} has been asked to take over the cabin`, offer };
  });
}

/** Locks the cabin named in the answer and takes the offer made to the caller there. */
async function takeOfferTo(tx: Transaction, userId: string, body: OwnershipOfferAnswerBody) {
  const { cabinId } = body;
  if (!z.uuid().safeParse(cabinId).success) throw offerNotFound();
  await tx.select({ id: cabins.id }).from(cabins).where(eq(cabins.id, cabinId)).for('update');
  const offer = await openOfferOf(tx, cabinId);
  if (!offer || offer.to.id !== userId) throw offerNotFound();
  await tx.delete(cabinOwnershipOffers).where(eq(cabinOwnershipOffers.cabinId, cabinId));
  return offer;
}

/** The member takes over: they become the owner and the previous owner stays on as an admin. */
export async function acceptOwnershipOffer(db: Database, userId: string, body: OwnershipOfferAnswerBody) {
  return db.transaction(async (tx) => {
    const offer = await takeOfferTo(tx, userId, body);
    const cabinId = offer.cabin.id;
    // An offer is only as good as the owner who made it (ownership may have moved since).
    if (!isOwner(await roleIn(tx, cabinId, offer.from.id))) throw offerNotFound();
    // Demote first: the one-owner index must hold after every statement.
    await tx
      .update(cabinMembers)
      .set({ role: 'admin' })
      .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, offer.from.id)));
    await tx
      .update(cabinMembers)
      .set({ role: 'owner' })
      .where(and(eq(cabinMembers.cabinId, cabinId), eq(cabinMembers.userId, userId)));
    await recordEffects(tx, {
      live: [
        { type: 'member_updated', cabinId, userId },
        { type: 'member_updated', cabinId, userId: offer.from.id },
        { type: 'cabin_updated', cabinId },
        { type: 'invitations_changed', userId },
      ],
      notifications: [
        {
          cabinId,
          recipientIds: [offer.from.id],
          actorId: userId,
          data: { type: 'ownership_offer_accepted', cabinName: offer.cabin.name, byName: offer.to.name },
        },
      ],
    });
    return { message: `You now own ${offer.cabin.name}`, cabin: offer.cabin };
  });
}

export async function declineOwnershipOffer(db: Database, userId: string, body: OwnershipOfferAnswerBody) {
  return db.transaction(async (tx) => {
    const offer = await takeOfferTo(tx, userId, body);
    await recordEffects(tx, {
      live: [
        { type: 'cabin_updated', cabinId: offer.cabin.id },
        { type: 'invitations_changed', userId },
      ],
      notifications: [
        {
          cabinId: offer.cabin.id,
          recipientIds: [offer.from.id],
          actorId: userId,
          data: { type: 'ownership_offer_declined', cabinName: offer.cabin.name, byName: offer.to.name },
        },
      ],
    });
    return { message: 'Ownership offer declined' };
  });
}

/** The owner takes back the current cabin's open offer. */
export async function withdrawOwnershipOffer(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const actor = await lockCurrentMembership(tx, userId);
    if (!can(actor.role, 'transferOwnership')) {
      throw forbidden('Only the owner can transfer ownership', 'only_owner');
    }
    const [withdrawn] = await tx
      .delete(cabinOwnershipOffers)
      .where(eq(cabinOwnershipOffers.cabinId, actor.cabinId))
      .returning({ toUserId: cabinOwnershipOffers.toUserId });
    if (!withdrawn) throw offerNotFound();
    await recordEffects(tx, {
      live: [
        { type: 'cabin_updated', cabinId: actor.cabinId },
        { type: 'invitations_changed', userId: withdrawn.toUserId },
      ],
    });
    return { message: 'Ownership offer withdrawn' };
  });
}

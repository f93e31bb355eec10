import {
  JOIN_ATTEMPT_WINDOW_MS,
  JOIN_ATTEMPTS_PER_WINDOW,
  WRONG_JOIN_CODES_PER_ADDRESS,
} from '@shared/constants';
import { can, isOwner, OWNER } from '@shared/policy';
import { asPriceArea, suggestPriceArea } from '@shared/power-cost';
import type { Role } from '@shared/schemas/auth';
import {
  ACCESS_CODE_PATTERN,
  type Cabin,
  type CabinSummary,
  type CreatedCabin,
  type createCabinBodySchema,
  type JoinCabinResponse,
  type joinCabinBodySchema,
  type updateCabinBodySchema,
} from '@shared/schemas/cabins';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, sqlStateOf } from '../../db/client';
import {
  bookings,
  cabinInvitations,
  cabinMembers,
  cabinOwnershipOffers,
  cabinRemovals,
  cabins,
  calendarFeedTokens,
  notifications,
  shoppingItems,
  tasks,
  users,
  visits,
} from '../../db/schema';
import { recordEffects } from '../../effects/record-effects';
import { consumeAttempt, refuseWhenSpent } from '../../http/attempt-limit';
import { conflict, forbidden, notFound } from '../../http/errors';
import { shownUsername } from '../auth';
import { generateAccessCode } from './access-code';
import { breakWeeksOf } from './break-weeks';
import { isRemovedFrom } from './cabin-access-service';
import { type CabinGeocoder, locateAddress } from './cabin-location';
import {
  announceMembershipChange,
  cabinNotFound,
  lockCurrentMembership,
  reassignCurrentCabins,
  requireCurrentMembership,
  requireMemberCabin,
} from './membership';
import { openOfferOf } from './ownership-offer-service';

const ACCESS_CODE_ATTEMPTS = 5;

/** Creates a cabin with the caller as its owner and makes it their current cabin. */
export async function createCabin(
  db: Database,
  geocoder: CabinGeocoder,
  userId: string,
  body: z.output<typeof createCabinBodySchema>,
): Promise<CreatedCabin> {
  const { name, address, placeId } = body;
  // Looked up before the transaction: no row is locked while a remote service answers.
  const point = await locateAddress(geocoder, address, placeId);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [cabin] = await tx
          .insert(cabins)
          .values({
            name,
            address: address ?? null,
            latitude: point?.latitude ?? null,
            longitude: point?.longitude ?? null,
            accessCode: generateAccessCode(),
          })
          .returning({
            id: cabins.id,
            name: cabins.name,
            address: cabins.address,
            accessCode: cabins.accessCode,
          });
        if (!cabin) throw new Error('insert returned no cabin');
        await tx.insert(cabinMembers).values({ cabinId: cabin.id, userId, role: 'owner' });
        await tx.update(users).set({ currentCabinId: cabin.id }).where(eq(users.id, userId));
        return cabin;
      });
    } catch (error) {
      // Two cabins drew the same code (1 in 10^12 per pair): draw again.
      if (sqlStateOf(error) === '23505' && attempt < ACCESS_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

const TOO_MANY_JOIN_ATTEMPTS = {
  message: 'Too many attempts to join a cabin. Please wait a few minutes.',
  code: 'too_many_join_attempts',
} as const;

/**
 * Joins the cabin with this access code as a member and makes it the current cabin. Every
 * attempt counts against the caller's join limit, and every wrong code against the client
 * address's, so codes cannot be tried quickly with one account or with many.
 */
export async function joinCabin(
  db: Database,
  userId: string,
  body: z.output<typeof joinCabinBodySchema>,
  client: { address: string; now: Date },
): Promise<JoinCabinResponse> {
  const { accessCode } = body;
  const now = client.now.getTime();
  const addressKey = `join-cabin-address:${client.address}`;
  const addressLimit = { limit: WRONG_JOIN_CODES_PER_ADDRESS, windowMs: JOIN_ATTEMPT_WINDOW_MS };
  await refuseWhenSpent(db, addressKey, addressLimit, TOO_MANY_JOIN_ATTEMPTS, now);
  await consumeAttempt(
    db,
    `join-cabin:${userId}`,
    { limit: JOIN_ATTEMPTS_PER_WINDOW, windowMs: JOIN_ATTEMPT_WINDOW_MS },
    TOO_MANY_JOIN_ATTEMPTS,
    now,
  );
  const invalid = async () => {
    await consumeAttempt(db, addressKey, addressLimit, TOO_MANY_JOIN_ATTEMPTS, now);
    return notFound('No cabin has this access code', 'invalid_access_code');
  };
  if (!ACCESS_CODE_PATTERN.test(accessCode)) throw await invalid();
  const [found] = await db.select({ id: cabins.id }).from(cabins).where(eq(cabins.accessCode, accessCode));
  if (!found) throw await invalid();
  return db.transaction(async (tx) => {
    const [cabin] = await tx
      .select({ id: cabins.id, name: cabins.name })
      .from(cabins)
      .where(and(eq(cabins.id, found.id), eq(cabins.accessCode, accessCode)))
      .for('update');
    // Rotated between the look-up and the lock: the old code no longer opens the door.
    if (!cabin) throw notFound('No cabin has this access code', 'invalid_access_code');
    if (await isRemovedFrom(tx, cabin.id, userId)) {
      throw forbidden(
        'You were removed from this cabin. Ask the owner to invite you again.',
        'removed_from_cabin',
      );
    }
    const inserted = await tx
      .insert(cabinMembers)
      .values({ cabinId: cabin.id, userId, role: 'member' })
      .onConflictDoNothing()
      .returning({ cabinId: cabinMembers.cabinId });
    if (inserted.length === 0) throw conflict('You are already a member of this cabin', 'already_member');
    // An open invitation to this cabin is answered by coming in.
    const answered = await tx
      .delete(cabinInvitations)
      .where(and(eq(cabinInvitations.cabinId, cabin.id), eq(cabinInvitations.inviteeId, userId)))
      .returning({ id: cabinInvitations.id });
    await tx.update(users).set({ currentCabinId: cabin.id }).where(eq(users.id, userId));
    await announceMembershipChange(tx, {
      cabinId: cabin.id,
      memberId: userId,
      actorId: userId,
      kind: 'joined',
    });
    if (answered.length > 0) await recordEffects(tx, { live: [{ type: 'invitations_changed', userId }] });
    return { message: `Joined ${cabin.name}`, cabin };
  });
}

export async function listUserCabins(db: Database, userId: string): Promise<CabinSummary[]> {
  const rows = await db
    .select({ id: cabins.id, name: cabins.name, address: cabins.address, role: cabinMembers.role })
    .from(cabinMembers)
    .innerJoin(cabins, eq(cabins.id, cabinMembers.cabinId))
    .where(eq(cabinMembers.userId, userId))
    .orderBy(asc(cabins.name), asc(cabins.id));
  return rows.map((row) => ({ ...row, isOwner: isOwner(row.role) }));
}

/** Makes one of the caller's cabins current; a cabin they do not belong to is "not found". */
export async function switchCabin(db: Database, userId: string, cabinId: string) {
  const { id, name } = await requireMemberCabin(db, cabinId, userId);
  await db.update(users).set({ currentCabinId: id }).where(eq(users.id, userId));
  return { message: `Switched to ${name}`, cabin: { id, name } };
}

/** The caller's current cabin. */
export async function getCurrentCabin(db: Database, userId: string): Promise<Cabin> {
  const { cabinId, role } = await requireCurrentMembership(db, userId);
  const [cabin] = await db
    .select({
      id: cabins.id,
      name: cabins.name,
      address: cabins.address,
      accessCode: cabins.accessCode,
      winterBreakWeek: cabins.winterBreakWeek,
      autumnBreakWeek: cabins.autumnBreakWeek,
      latitude: cabins.latitude,
      longitude: cabins.longitude,
      priceArea: cabins.priceArea,
      gridFeeOre: cabins.gridFeeOre,
      addVat: cabins.addVat,
      fixedPriceOre: cabins.fixedPriceOre,
      ownerId: users.id,
      ownerUsername: users.displayUsername,
      ownerLogin: users.username,
    })
    .from(cabins)
    .innerJoin(cabinMembers, and(eq(cabinMembers.cabinId, cabins.id), eq(cabinMembers.role, OWNER)))
    .innerJoin(users, eq(users.id, cabinMembers.userId))
    .where(eq(cabins.id, cabinId))
    .limit(1);
  if (!cabin) throw cabinNotFound();
  const [members] = await db
    .select({ total: count() })
    .from(cabinMembers)
    .where(eq(cabinMembers.cabinId, cabinId));
  const {
    ownerLogin,
    accessCode,
    winterBreakWeek,
    autumnBreakWeek,
    latitude,
    longitude,
    priceArea,
    ...rest
  } = cabin;
  const offer = can(role, 'transferOwnership') ? await openOfferOf(db, cabinId) : null;
  return {
    ...rest,
    // Letting people in is the owner's and admins' power (issue #13): members never see the code.
    accessCode: can(role, 'invite') ? accessCode : null,
    ownerUsername: shownUsername(cabin.ownerUsername, ownerLogin),
    role,
    memberCount: members?.total ?? 0,
    ...breakWeeksOf({ winterBreakWeek, autumnBreakWeek }),
    priceArea: asPriceArea(priceArea),
    suggestedPriceArea:
      latitude !== null && longitude !== null ? suggestPriceArea(latitude, longitude) : null,
    ownershipOffer: offer ? { to: offer.to, createdAt: offer.createdAt } : null,
  };
}

/**
 * Name, address and the school-break weeks (decision 056) are the owner's to change (product
 * section 5).
 */
export async function updateCabin(
  db: Database,
  geocoder: CabinGeocoder,
  userId: string,
  changes: z.output<typeof updateCabinBodySchema>,
): Promise<Cabin> {
  // The name and address are the owner's; the break weeks also the admins' (issue #40). A body
  // with both needs both powers.
  const editsCabin =
    changes.name !== undefined || changes.address !== undefined || changes.placeId !== undefined;
  const choosesWeeks = changes.winterBreakWeek !== undefined || changes.autumnBreakWeek !== undefined;
  // The power price settings (issue #41): the owner's and admins', as the break weeks.
  const power = {
    ...(changes.priceArea !== undefined ? { priceArea: changes.priceArea } : {}),
    ...(changes.gridFeeOre !== undefined ? { gridFeeOre: changes.gridFeeOre } : {}),
    ...(changes.addVat !== undefined ? { addVat: changes.addVat } : {}),
    ...(changes.fixedPriceOre !== undefined ? { fixedPriceOre: changes.fixedPriceOre } : {}),
  };
  const choosesPrices = Object.keys(power).length > 0;
  const mayChange = (role: Role) =>
    (!editsCabin || can(role, 'editCabin')) &&
    (!choosesWeeks || can(role, 'chooseBreakWeeks')) &&
    (!choosesPrices || can(role, 'choosePowerPrices'));
  const refuse = () =>
    editsCabin
      ? forbidden('Only owners can edit cabin', 'only_owner_can_edit_cabin')
      : forbidden(
          choosesWeeks
            ? 'Only the owner or an admin can choose the break weeks'
            : 'Only the owner or an admin can set the power prices',
          'owner_or_admin_only',
        );
  // Checked before the look-up too, so a member cannot make the server call out for nothing.
  const membership = await requireCurrentMembership(db, userId);
  if (!mayChange(membership.role)) throw refuse();
  const [saved] = await db
    .select({ address: cabins.address })
    .from(cabins)
    .where(eq(cabins.id, membership.cabinId));
  // The settings form sends the address with every save: the same text again keeps the point
  // already found (perhaps from a picked suggestion) instead of looking it up anew.
  const addressMoves =
    changes.address !== undefined &&
    (changes.placeId !== undefined || changes.address !== (saved?.address ?? null));
  const point = addressMoves ? await locateAddress(geocoder, changes.address, changes.placeId) : null;
  await db.transaction(async (tx) => {
    const { cabinId, role } = await lockCurrentMembership(tx, userId);
    if (!mayChange(role)) throw refuse();
    await tx
      .update(cabins)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.winterBreakWeek !== undefined ? { winterBreakWeek: changes.winterBreakWeek } : {}),
        ...(changes.autumnBreakWeek !== undefined ? { autumnBreakWeek: changes.autumnBreakWeek } : {}),
        ...power,
        // A new address replaces the point found for the old one.
        ...(addressMoves
          ? {
              address: changes.address,
              latitude: point?.latitude ?? null,
              longitude: point?.longitude ?? null,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(cabins.id, cabinId));
    await recordEffects(tx, { live: [{ type: 'cabin_updated', cabinId }] });
  });
  return getCurrentCabin(db, userId);
}

/**
 * Deletes the caller's current cabin and everything in it, in one transaction: a failure at one
 * step leaves the cabin as it was. Members who had it as their current cabin move to another.
 */
export async function deleteCabin(db: Database, userId: string): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await lockCurrentMembership(tx, userId);
    if (!can(role, 'deleteCabin')) throw forbidden('Only the owner can delete the cabin', 'only_owner');
    const members = await tx
      .select({ userId: cabinMembers.userId })
      .from(cabinMembers)
      .where(eq(cabinMembers.cabinId, cabinId));
    // Explicit, in dependency order, rather than relying on cascades alone: what goes is
    // spelled out here, and the final delete of the cabin row still cascades anything missed.
    await tx.delete(bookings).where(eq(bookings.cabinId, cabinId));
    await tx.delete(visits).where(eq(visits.cabinId, cabinId));
    await tx.delete(shoppingItems).where(eq(shoppingItems.cabinId, cabinId));
    await tx.delete(tasks).where(eq(tasks.cabinId, cabinId));
    await tx.delete(notifications).where(eq(notifications.cabinId, cabinId));
    await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.cabinId, cabinId));
    await tx.delete(cabinOwnershipOffers).where(eq(cabinOwnershipOffers.cabinId, cabinId));
    await tx.delete(cabinInvitations).where(eq(cabinInvitations.cabinId, cabinId));
    await tx.delete(cabinRemovals).where(eq(cabinRemovals.cabinId, cabinId));
    await tx.delete(cabinMembers).where(eq(cabinMembers.cabinId, cabinId));
    await tx.delete(cabins).where(eq(cabins.id, cabinId));
    await recordEffects(tx, { live: [{ type: 'cabin_deleted', cabinId }] });
    await reassignCurrentCabins(
      tx,
      members.map((member) => member.userId),
    );
    return { message: 'Cabin deleted' };
  });
}

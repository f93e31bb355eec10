import type { Language } from '@shared/constants';
import { can } from '@shared/policy';
import {
  type CreatedGuestLink,
  type createGuestLinkBodySchema,
  GUEST_LINKS_PER_STAY_MAX,
  type GuestLink,
} from '@shared/schemas/guest-links';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { shownNameAt } from '../../db/people';
import { bookings } from '../../db/schema';
import { guestLinks } from '../../db/schema-guest-links';
import { conflict, forbidden, notFound } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';
import { guestLinkUrl, hashGuestToken, newGuestToken } from './guest-link-token';
import { guestLinkWindow } from './guest-link-window';

// Guest links as members make, list and end them (issue #41, part 2; decision 061). The booker of
// an approved stay, the owner or an admin makes one; every member of the cabin sees the stay's
// live links (never their tokens); its creator, the owner or an admin ends one at once.

const bookingNotFound = () => notFound('Booking not found', 'booking_not_found');
const linkNotFound = () => notFound('Guest link not found', 'guest_link_not_found');

/** A live link: not ended and not expired. */
const isLive = (now: Date) => and(isNull(guestLinks.revokedAt), gt(guestLinks.validUntil, now));

/** The stay in the caller's current cabin, locked when `lock` (the cap is counted under it). */
async function stayOf(tx: Executor, cabinId: string, bookingId: string, lock: boolean) {
  const query = tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .where(and(eq(bookings.cabinId, cabinId), eq(bookings.id, bookingId)));
  const [stay] = lock ? await query.for('update') : await query;
  if (!stay) throw bookingNotFound();
  return stay;
}

/** POST /api/bookings/{id}/guest-links: a new link; its token is in the answer's url, once. */
export async function createGuestLink(
  db: Database,
  {
    userId,
    bookingId,
    now,
    language,
    publicUrl,
  }: {
    userId: string;
    bookingId: string;
    now: Date;
    language: Language;
    publicUrl: string;
  },
  body: z.output<typeof createGuestLinkBodySchema>,
): Promise<CreatedGuestLink> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    // Locked: two links made at once are counted one after the other against the cap.
    const stay = await stayOf(tx, cabinId, bookingId, true);
    if (!can(role, 'createGuestLink', { isBooker: stay.userId === userId })) {
      throw forbidden(
        'Only the booker, the owner or an admin can make a guest link for this stay',
        'not_your_booking',
      );
    }
    if (stay.status !== 'approved') {
      throw conflict('Guest links can only be made for approved stays', 'guest_link_stay_not_approved');
    }
    const { validFrom, validUntil } = guestLinkWindow(stay);
    if (validUntil <= now) throw conflict('The stay is over', 'guest_link_stay_over');
    const [live] = await tx
      .select({ count: count() })
      .from(guestLinks)
      .where(and(eq(guestLinks.bookingId, bookingId), isLive(now)));
    if ((live?.count ?? 0) >= GUEST_LINKS_PER_STAY_MAX) {
      throw conflict(
        `A stay has at most ${GUEST_LINKS_PER_STAY_MAX} live guest links: end one first`,
        'guest_links_full',
      );
    }
    const token = newGuestToken();
    const [row] = await tx
      .insert(guestLinks)
      .values({
        cabinId,
        bookingId,
        createdBy: userId,
        tokenHash: hashGuestToken(token),
        label: body.label ?? null,
        includeDoorCode: body.includeDoorCode,
        language,
        validFrom,
        validUntil,
        createdAt: now,
      })
      .returning({ id: guestLinks.id });
    if (!row) throw new Error('insert returned no guest link');
    return {
      id: row.id,
      url: guestLinkUrl(publicUrl, token),
      validFrom: validFrom.toISOString(),
      validUntil: validUntil.toISOString(),
    };
  });
}

/** GET /api/bookings/{id}/guest-links: the stay's live links, oldest first, for every member. */
export async function listGuestLinks(
  db: Database,
  { userId, bookingId, now }: { userId: string; bookingId: string; now: Date },
): Promise<GuestLink[]> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    await stayOf(tx, cabinId, bookingId, false);
    const rows = await tx
      .select({ link: guestLinks, createdByName: shownNameAt(guestLinks.createdBy) })
      .from(guestLinks)
      .where(and(eq(guestLinks.cabinId, cabinId), eq(guestLinks.bookingId, bookingId), isLive(now)))
      .orderBy(asc(guestLinks.createdAt), asc(guestLinks.id));
    return rows.map(({ link, createdByName }) => ({
      id: link.id,
      bookingId: link.bookingId,
      label: link.label,
      includeDoorCode: link.includeDoorCode,
      language: link.language === 'en' ? 'en' : 'no',
      validFrom: link.validFrom.toISOString(),
      validUntil: link.validUntil.toISOString(),
      createdBy: createdByName,
      createdAt: link.createdAt.toISOString(),
      canEnd: can(role, 'endGuestLink', { isCreator: link.createdBy === userId }),
    }));
  });
}

/** DELETE /api/guest-links/{id}: ends the link at once; ending an ended link changes nothing. */
export async function endGuestLink(
  db: Database,
  { userId, linkId, now }: { userId: string; linkId: string; now: Date },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    const [link] = await tx
      .select({ createdBy: guestLinks.createdBy, revokedAt: guestLinks.revokedAt })
      .from(guestLinks)
      .where(and(eq(guestLinks.cabinId, cabinId), eq(guestLinks.id, linkId)))
      .for('update');
    if (!link) throw linkNotFound();
    if (!can(role, 'endGuestLink', { isCreator: link.createdBy === userId })) {
      throw forbidden('Only whoever made the link, the owner or an admin can end it', 'not_your_guest_link');
    }
    if (link.revokedAt === null) {
      await tx.update(guestLinks).set({ revokedAt: now }).where(eq(guestLinks.id, linkId));
    }
    return { message: 'The guest link is ended' };
  });
}

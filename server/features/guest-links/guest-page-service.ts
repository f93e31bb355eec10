import type { GuestPage } from '@shared/schemas/guest-links';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookings, cabins, users } from '../../db/schema';
import { guestLinks } from '../../db/schema-guest-links';
import { consumeAttempt, refuseWhenSpent } from '../../http/attempt-limit';
import { notFound } from '../../http/errors';
import type { OutboundServices } from '../../integrations';
import { guestRunsOfStay, tickAsGuest } from '../checklists';
import { manualOfCabin } from '../manual';
import { weatherForGuest } from '../weather';
import { GUEST_TOKEN_PATTERN, hashGuestToken } from './guest-link-token';

// What a guest link opens (issue #41, part 2; decision 061): one page of the stay's cabin, read
// and ticked through the token alone, without an account. An ended, expired, not yet valid or
// unknown token, or one whose stay is no longer approved, gets the same 404 (no hint which), and
// each such miss counts against the client address's limit, so tokens cannot be guessed quickly.

/** Misses (unknown, ended or expired tokens) allowed per client address in one window. */
export const GUEST_LINK_MISSES_PER_ADDRESS = 20;
export const GUEST_LINK_MISS_WINDOW_MS = 15 * 60_000;
const missLimit = { limit: GUEST_LINK_MISSES_PER_ADDRESS, windowMs: GUEST_LINK_MISS_WINDOW_MS };
const TOO_MANY_MISSES = {
  message: 'Too many attempts. Please wait a few minutes.',
  code: 'too_many_guest_link_attempts',
} as const;
/** The one answer for every link that does not open: the same words whatever the reason. */
export const GUEST_LINK_NOT_FOUND_MESSAGE = 'This link is not valid';
const notOpen = () => notFound(GUEST_LINK_NOT_FOUND_MESSAGE, 'guest_link_not_found');

export type GuestRequest = { token: string; address: string; now: Date };

type OpenLink = {
  id: string;
  cabinId: string;
  bookingId: string;
  label: string | null;
  includeDoorCode: boolean;
  language: string;
  validUntil: Date;
};

/** The link the token opens now, or null: live, in its window, and its stay still approved. */
async function openLinkOf(db: Executor, token: string, now: Date): Promise<OpenLink | null> {
  if (!GUEST_TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({
      id: guestLinks.id,
      cabinId: guestLinks.cabinId,
      bookingId: guestLinks.bookingId,
      label: guestLinks.label,
      includeDoorCode: guestLinks.includeDoorCode,
      language: guestLinks.language,
      validUntil: guestLinks.validUntil,
    })
    .from(guestLinks)
    .innerJoin(bookings, eq(bookings.id, guestLinks.bookingId))
    .where(
      and(
        eq(guestLinks.tokenHash, hashGuestToken(token)),
        isNull(guestLinks.revokedAt),
        lte(guestLinks.validFrom, now),
        gt(guestLinks.validUntil, now),
        eq(bookings.status, 'approved'),
      ),
    )
    .limit(1);
  return link ?? null;
}

/**
 * The link `token` opens, after the client address's limit: refused with 429 while the address
 * has spent its misses, and a miss counted before the 404.
 */
async function requireOpenLink(db: Database, { token, address, now }: GuestRequest): Promise<OpenLink> {
  const key = `guest-link-address:${address}`;
  await refuseWhenSpent(db, key, missLimit, TOO_MANY_MISSES, now.getTime());
  const link = await openLinkOf(db, token, now);
  if (link) return link;
  await consumeAttempt(db, key, missLimit, TOO_MANY_MISSES, now.getTime());
  throw notOpen();
}

/** The cabin's id is not the guest's to know. */
const withoutCabinId = <T extends { cabinId: string }>({ cabinId: _cabinId, ...rest }: T) => rest;

/**
 * A section without its pictures: the manual's photos are served to members only (behind the
 * session), so a guest's page leaves them out rather than show broken images.
 */
const withoutPhotos = (markdown: string) => markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, '');

/** The first word of a name: all of the booker the guest is shown. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** GET /api/guest/{token}: the page's data, and nothing else. */
export async function readGuestPage(
  db: Database,
  services: OutboundServices,
  request: GuestRequest,
): Promise<GuestPage> {
  const link = await requireOpenLink(db, request);
  const language = link.language === 'en' ? 'en' : 'no';
  const page = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        name: cabins.name,
        address: cabins.address,
        latitude: cabins.latitude,
        longitude: cabins.longitude,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        bookerName: users.name,
      })
      .from(bookings)
      .innerJoin(cabins, eq(cabins.id, bookings.cabinId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, link.bookingId));
    if (!found) throw notOpen();
    const { facts, sections } = await manualOfCabin(tx, link.cabinId);
    const checklists = await guestRunsOfStay(tx, { cabinId: link.cabinId, bookingId: link.bookingId });
    return { found, facts, sections, checklists };
  });
  const { found, facts, sections, checklists } = page;
  const weather = await weatherForGuest(db, services, { cabinId: link.cabinId, now: request.now, language });
  return {
    language,
    label: link.label,
    validUntil: link.validUntil.toISOString(),
    cabin: {
      name: found.name,
      address: found.address || facts.address,
      latitude: found.latitude,
      longitude: found.longitude,
    },
    stay: {
      startDate: found.startDate,
      endDate: found.endDate,
      bookerFirstName: firstNameOf(found.bookerName),
    },
    facts: {
      wifiName: facts.wifiName,
      wifiPassword: facts.wifiPassword,
      doorCode: link.includeDoorCode && facts.doorCode ? facts.doorCode : null,
      directions: facts.directions,
      emergency: facts.emergency,
      contacts: facts.contacts,
    },
    sections: sections.map(({ id, title, body }) => ({ id, title, body: withoutPhotos(body) })),
    weather: weather ? withoutCabinId(weather) : null,
    checklists,
  };
}

/** PUT /api/guest/{token}/checklist-items/{itemId}: ticks an item of the stay's checklists. */
export async function tickGuestItem(
  db: Database,
  request: GuestRequest,
  itemId: string | null,
  done: boolean,
): Promise<{ message: string }> {
  const link = await requireOpenLink(db, request);
  const ticked =
    itemId !== null &&
    (await db.transaction(async (tx) =>
      tickAsGuest(
        tx,
        { cabinId: link.cabinId, bookingId: link.bookingId },
        { linkId: link.id, label: link.label },
        itemId,
        done,
        request.now,
      ),
    ));
  if (!ticked) throw notFound('Checklist item not found', 'checklist_item_not_found');
  return { message: done ? 'Ticked' : 'Unticked' };
}

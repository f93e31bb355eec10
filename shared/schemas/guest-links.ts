import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { CHECKLIST_KINDS } from './checklists-values';
import { manualContactSchema } from './manual';
import { weatherResponseSchema } from './weather';

// A link for a stay's guests without an account (issue #41, part 2; decision 061). Members make
// and end links; the guest reads one page of the cabin through the token in the link and ticks
// the stay's arrival and departure checklists.

/** At most this many live links (not ended, not expired) per stay. */
export const GUEST_LINKS_PER_STAY_MAX = 5;
export const GUEST_LINK_LABEL_MAX = 60;

export const createGuestLinkBodySchema = z.object({
  includeDoorCode: z.boolean({ message: 'includeDoorCode must be true or false' }),
  label: z
    .string({ message: 'The label must be a text' })
    .trim()
    .max(GUEST_LINK_LABEL_MAX, `The label must be at most ${GUEST_LINK_LABEL_MAX} characters`)
    .optional()
    // An empty label is no label.
    .transform((label) => (label ? label : undefined)),
});
export type CreateGuestLinkBody = z.input<typeof createGuestLinkBodySchema>;

/** POST's answer: the only time the link's URL (its token) is shown. */
export const createdGuestLinkSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
  })
  .meta({ id: 'CreatedGuestLink' });
export type CreatedGuestLink = z.infer<typeof createdGuestLinkSchema>;

/** A link as members list it: never its token. */
export const guestLinkSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    label: z.string().nullable(),
    includeDoorCode: z.boolean(),
    language: z.enum(LANGUAGES),
    validFrom: z.string(),
    validUntil: z.string(),
    /** Who made it, by name; null for a deleted account. */
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    /** Whether the caller may end it (its creator, the owner, admins). */
    canEnd: z.boolean(),
  })
  .meta({ id: 'GuestLink' });
export type GuestLink = z.infer<typeof guestLinkSchema>;
/** GET /api/bookings/{id}/guest-links: the stay's live links (ended and expired ones are left out). */
export const guestLinkListSchema = z.array(guestLinkSchema);

export const guestTokenParamsSchema = z.object({ token: z.string().max(200) });
export const guestItemParamsSchema = z.object({ token: z.string().max(200), itemId: z.string().max(200) });
export const guestTickBodySchema = z.object({ done: z.boolean({ message: 'done must be true or false' }) });
export type GuestTickBody = z.input<typeof guestTickBodySchema>;

export const guestChecklistItemSchema = z.object({ id: z.string(), text: z.string(), done: z.boolean() });
export const guestChecklistRunSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  items: z.array(guestChecklistItemSchema),
});
export type GuestChecklistRun = z.infer<typeof guestChecklistRunSchema>;

/**
 * GET /api/guest/{token}: everything the guest page shows, and nothing else (no members' names
 * but the booker's first name, no bookings, costs or photos).
 */
export const guestPageSchema = z
  .object({
    /** The language the link's creator used: the page opens in it. */
    language: z.enum(LANGUAGES),
    label: z.string().nullable(),
    validUntil: z.string(),
    cabin: z.object({
      name: z.string(),
      address: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
    stay: z.object({ startDate: z.string(), endDate: z.string(), bookerFirstName: z.string() }),
    facts: z.object({
      wifiName: z.string(),
      wifiPassword: z.string(),
      /** Only when the link's creator included it; otherwise null. */
      doorCode: z.string().nullable(),
      directions: z.string(),
      emergency: z.string(),
      contacts: z.array(manualContactSchema),
    }),
    sections: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
    /** Null when the cabin has no address or the weather service does not answer. */
    weather: weatherResponseSchema.omit({ cabinId: true }).nullable(),
    /** The stay's arrival and departure runs, arrival first. */
    checklists: z.array(guestChecklistRunSchema),
  })
  .meta({ id: 'GuestPage' });
export type GuestPage = z.infer<typeof guestPageSchema>;

import { z } from 'zod';
import type { NotificationType } from './notifications';

// What reaches a member outside the app, and how (issue #14; docs/decisions/030-messages-outside-the-app.md).
// In the app every notification is always shown; push and e-mail are chosen per kind.

export const MESSAGE_KINDS = [
  'bookingRequests',
  'decisions',
  'membership',
  'tasks',
  'arrivalReminders',
  'weeklyDigest',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const isMessageKind = (value: string): value is MessageKind =>
  (MESSAGE_KINDS as readonly string[]).includes(value);
export const MESSAGE_CHANNELS = ['push', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

const channelsSchema = z.object({ push: z.boolean(), email: z.boolean() });
export const messagePreferencesSchema = z.object({
  bookingRequests: channelsSchema,
  decisions: channelsSchema,
  membership: channelsSchema,
  tasks: channelsSchema,
  arrivalReminders: channelsSchema,
  weeklyDigest: channelsSchema,
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/**
 * A new member's choices: requests and the answers to them are what the app is for, so they
 * come by e-mail too; the rest by push on a device that turned it on; the digest only on request.
 */
export const DEFAULT_MESSAGE_PREFERENCES: MessagePreferences = {
  bookingRequests: { push: true, email: true },
  decisions: { push: true, email: true },
  membership: { push: true, email: true },
  tasks: { push: true, email: false },
  arrivalReminders: { push: true, email: true },
  weeklyDigest: { push: false, email: false },
};

/** Which choice a notification falls under. */
export const MESSAGE_KIND_OF: Record<NotificationType, MessageKind> = {
  pending_booking: 'bookingRequests',
  booking_approved: 'decisions',
  booking_declined: 'decisions',
  member_joined: 'membership',
  member_left: 'membership',
  member_removed: 'membership',
  ownership_transferred: 'membership',
  role_changed: 'membership',
  cabin_invitation: 'membership',
  ownership_offered: 'membership',
  ownership_offer_declined: 'membership',
  ownership_offer_accepted: 'membership',
  // Someone else made a key to this account: membership mail, which is on by default (issue #36).
  reset_link_issued: 'membership',
  task_assigned: 'tasks',
  task_due: 'tasks',
  stay_reminder: 'arrivalReminders',
  // Going through the departure checklist is a task of the day (issue #15).
  checklist_departure: 'tasks',
  // Who got which peak week is a decision about stays, like an approval (issue #16).
  peak_draw_done: 'decisions',
  // Confirming a payment made to me is something for me to do.
  payment_to_confirm: 'tasks',
  // Nights waited for came free: news about one's stays, like an approval (issue #40).
  waitlist_nights_free: 'decisions',
  // Swaps (issue #40) are answers about one's own stays, like an approval.
  swap_offered: 'decisions',
  swap_accepted: 'decisions',
  swap_declined: 'decisions',
  swap_done: 'decisions',
  // What the last stay left (issue #41): something to read and act on before arriving.
  handover_ready: 'tasks',
};

/** The screen a notification is about: a click on its push message or e-mail link opens it. */
export const MESSAGE_PATH_OF: Record<NotificationType, string> = {
  pending_booking: '/visits',
  booking_approved: '/calendar',
  booking_declined: '/calendar',
  member_joined: '/settings',
  member_left: '/settings',
  member_removed: '/settings',
  ownership_transferred: '/settings',
  role_changed: '/settings',
  cabin_invitation: '/settings',
  ownership_offered: '/settings',
  ownership_offer_declined: '/settings',
  ownership_offer_accepted: '/settings',
  reset_link_issued: '/settings',
  task_assigned: '/tasks',
  task_due: '/tasks',
  stay_reminder: '/shopping',
  checklist_departure: '/checklists',
  peak_draw_done: '/peaks',
  payment_to_confirm: '/costs',
  waitlist_nights_free: '/calendar',
  swap_offered: '/calendar',
  swap_accepted: '/calendar',
  swap_declined: '/calendar',
  swap_done: '/calendar',
  handover_ready: '/',
};

/** Most devices a user may have push turned on for. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ message: 'The push endpoint must be an https URL' })
    .max(2000)
    .refine((value) => value.startsWith('https://'), 'The push endpoint must be an https URL'),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** What the service worker gets in a push message, after the browser decrypts it. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The app path the notification is about; a click opens it. */
  path: z.string(),
  /** The unread count, for the app badge. */
  unread: z.number().int().nonnegative(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResultSchema = z.object({ kind: z.enum(MESSAGE_KINDS) });

export const memberResetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** GET /api/cabin/members/reset-links: the members the caller may make a reset link for (issue #36). */
export const resetLinkMembersSchema = z.object({ memberIds: z.array(z.string()) });

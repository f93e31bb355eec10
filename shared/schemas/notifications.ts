import { z } from 'zod';

// Notifications, recent activity and stats (product sections 2, 3, 7).

/**
 * What happened, with the facts a text needs; stored as the notification's `data` and turned
 * into a title and message in the reader's language (shared/notification-texts.ts).
 */
/** A swap's facts: the offerer's stay and the other's, as offered (issue #40). */
const swapFacts = {
  fromName: z.string(),
  toName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  withStartDate: z.string(),
  withEndDate: z.string(),
};

export const notificationDataSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pending_booking'),
    requesterName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  z.object({
    type: z.literal('booking_approved'),
    startDate: z.string(),
    endDate: z.string(),
    responseNotes: z.string().nullable(),
  }),
  z.object({
    type: z.literal('booking_declined'),
    startDate: z.string(),
    endDate: z.string(),
    responseNotes: z.string().nullable(),
  }),
  z.object({ type: z.literal('member_joined'), memberName: z.string() }),
  z.object({ type: z.literal('member_left'), memberName: z.string() }),
  z.object({ type: z.literal('member_removed'), cabinName: z.string(), byName: z.string() }),
  z.object({ type: z.literal('ownership_transferred'), fromName: z.string() }),
  z.object({ type: z.literal('role_changed'), role: z.enum(['admin', 'member']), byName: z.string() }),
  z.object({ type: z.literal('task_assigned'), taskTitle: z.string(), byName: z.string() }),
  // Issue #13: nobody becomes a member or an owner without saying yes.
  z.object({ type: z.literal('cabin_invitation'), cabinName: z.string(), byName: z.string() }),
  z.object({ type: z.literal('ownership_offered'), cabinName: z.string(), fromName: z.string() }),
  z.object({ type: z.literal('ownership_offer_declined'), cabinName: z.string(), byName: z.string() }),
  z.object({ type: z.literal('ownership_offer_accepted'), cabinName: z.string(), byName: z.string() }),
  // Issue #14: scheduled reminders, written by the job queue (server/jobs).
  z.object({ type: z.literal('task_due'), taskTitle: z.string(), dueDate: z.string() }),
  z.object({
    type: z.literal('stay_reminder'),
    startDate: z.string(),
    endDate: z.string(),
    shoppingItems: z.array(z.string()),
  }),
  // Issue #15: on the last day of a stay, its booker is offered the departure checklist.
  z.object({
    type: z.literal('checklist_departure'),
    checklistTitle: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  // Issue #16: a peak period's draw is done; every member sees the result on the period.
  // Issue #36: an owner or admin made a reset link for this account; it is told at its next sign-in.
  z.object({ type: z.literal('reset_link_issued'), cabinName: z.string(), byName: z.string() }),
  z.object({
    type: z.literal('peak_draw_done'),
    periodId: z.string(),
    periodName: z.string(),
    firstNight: z.string(),
    lastNight: z.string(),
  }),
  // Issue #36: a payment counts only once its recipient confirms it.
  z.object({
    type: z.literal('payment_to_confirm'),
    fromName: z.string(),
    amountOre: z.number().int(),
    date: z.string(),
  }),
  // Issue #40: the nights a member waits for are free now; the first to book them has them.
  z.object({ type: z.literal('waitlist_nights_free'), startDate: z.string(), endDate: z.string() }),
  // Issue #40: a swap of two stays offered, accepted (the offerer and the owner are told) or declined.
  z.object({ type: z.literal('swap_offered'), ...swapFacts }),
  z.object({ type: z.literal('swap_accepted'), ...swapFacts }),
  z.object({ type: z.literal('swap_declined'), ...swapFacts }),
  z.object({ type: z.literal('swap_done'), ...swapFacts }),
  // Issue #41: the stay before the reader's left a handover (the reader's stay's dates).
  z.object({
    type: z.literal('handover_ready'),
    writerName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;
export type NotificationType = NotificationData['type'];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  /** Paragraphs separated by a blank line; the client shows the later ones in italics. */
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  cabin: z.object({ name: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const ACTIVITY_TYPES = ['visit', 'shopping', 'booking'] as const;
export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  message: z.string(),
  userName: z.string(),
  timestamp: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const statsSchema = z.object({
  recentVisits: z.number().int().nonnegative(),
  shoppingItems: z.number().int().nonnegative(),
});
export type Stats = z.infer<typeof statsSchema>;

import { UNREAD_BADGE_MAX } from '@shared/constants';

/**
 * A message's paragraphs (product section 3): split at blank lines, trimmed, empty ones dropped.
 * The first is the message itself; later ones (such as the owner's response notes) are shown in
 * italics.
 */
export function messageParagraphs(message: string): string[] {
  return message
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The screen a notification opens when clicked, for the types that are about one (the departure
 * checklist, issue #15). Kept here rather than read from the shared message kinds, which would
 * bring Zod into the bell's chunk; push and e-mail use MESSAGE_PATH_OF for the same paths.
 */
const NOTIFICATION_PATHS: Readonly<Record<string, string>> = {
  checklist_departure: '/checklists',
  peak_draw_done: '/peaks',
  payment_to_confirm: '/costs',
  waitlist_nights_free: '/calendar',
  // A swap offered, accepted, declined or done (issue #40): the stays are on the calendar.
  swap_offered: '/calendar',
  swap_accepted: '/calendar',
  swap_declined: '/calendar',
  swap_done: '/calendar',
  // The last stay's handover (issue #41): "From the last stay" is on the dashboard.
  handover_ready: '/',
};

export function notificationPath(type: string): string | null {
  return Object.hasOwn(NOTIFICATION_PATHS, type) ? (NOTIFICATION_PATHS[type] ?? null) : null;
}

/** The badge's text: the count, or `9+` above 9 (product section 9); null when nothing is unread. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

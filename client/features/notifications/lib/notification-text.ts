import { UNREAD_BADGE_MAX } from '@shared/constants';

/**
 * A message's paragraphs (spec section 3): split at blank lines, trimmed, empty ones dropped.
 * The first is the message itself; later ones (such as the owner's response notes) are shown in
 * italics.
 */
export function messageParagraphs(message: string): string[] {
  return message
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The badge's text: the count, or `9+` above 9 (spec section 9); null when nothing is unread. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

import { USERNAME_MAX } from '@shared/constants';

// The username as people see it (issue #36). Better Auth's username plugin keeps any
// `displayUsername` it is sent, so one account could show as "@bob" beside the real bob, or as
// 300 characters. The shown form may differ from the username only in letter case.

export const DISPLAY_USERNAME_RULE = 'The display username may differ from the username only in letter case';

/**
 * Whether a write's `displayUsername` fits its `username` (both as written; either may be left
 * out of an update, when the other is checked where it is read: `shownUsername`).
 */
export function displayUsernameFits(username: unknown, displayUsername: unknown): boolean {
  if (displayUsername === undefined || displayUsername === null) return true;
  if (typeof displayUsername !== 'string' || displayUsername.length > USERNAME_MAX) return false;
  if (username === undefined || username === null) return true;
  return typeof username === 'string' && displayUsername.toLowerCase() === username.toLowerCase();
}

/**
 * The username to show: the display form when it is the username in other letter case, else the
 * username itself, so a row written before this rule (or around it) never shows someone else's name.
 */
export function shownUsername(displayUsername: string | null, username: string | null): string {
  const login = username ?? '';
  return displayUsername !== null && displayUsername.toLowerCase() === login.toLowerCase()
    ? displayUsername
    : login;
}

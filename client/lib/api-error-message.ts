import { isWordedByServer } from '@shared/errors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * The text to show for a failed call, in the current language:
 * - a code the server words itself (`WORDED_BY_SERVER`: a broken booking rule with its number, a
 *   swap's overfilled peak period) gives the server's message, already in the user's language,
 *   else its `apiErrors` text;
 * - a known server `code` gives its `common:apiErrors.<code>` text;
 * - a 429 without a code gives the generic "too many requests" text;
 * - otherwise the server's message (product section 8);
 * - otherwise (no message, or not a server answer at all, e.g. the network) `fallback`,
 *   an already translated text such as "Failed to join cabin".
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (isWordedByServer(error.code) && error.message.trim()) return error.message.trim();
  if (error.code) return i18n.t(`apiErrors.${error.code}`, { ns: 'common' });
  if (error.status === 429) return i18n.t('errors.tooManyRequests', { ns: 'common' });
  const message = error.message.trim();
  // A bare status number (an empty answer without status text) says nothing to a user.
  return message && message !== String(error.status) ? message : fallback;
}

/**
 * `apiErrorMessage` for components: re-renders on a language change, so a text computed during
 * render follows the chosen language.
 */
export function useApiErrorMessage(): (error: unknown, fallback: string) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language.
  return useCallback((error: unknown, fallback: string) => apiErrorMessage(error, fallback), [language]);
}

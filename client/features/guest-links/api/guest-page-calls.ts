import type { GuestPage } from '@shared/schemas/guest-links';
import { ApiError, apiErrorOf } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';

// The guest page's own calls (issue #41, decision 061): plain fetch, never the member's cookie
// (`credentials: 'omit'`), never the member API client with its cabin headers and page answers.

const guestPath = (token: string) => `/api/guest/${encodeURIComponent(token)}`;

/** GET /api/guest/{token}; an ApiError for an answer that is not 200, a TypeError with no network. */
export async function fetchGuestPage(token: string, signal?: AbortSignal): Promise<GuestPage> {
  const response = await fetch(guestPath(token), {
    credentials: 'omit',
    headers: { 'Accept-Language': currentLanguage() },
    signal,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as GuestPage;
}

/** PUT /api/guest/{token}/checklist-items/{itemId}. */
export async function tickGuestItem(token: string, itemId: string, done: boolean): Promise<void> {
  const response = await fetch(`${guestPath(token)}/checklist-items/${encodeURIComponent(itemId)}`, {
    method: 'PUT',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
    body: JSON.stringify({ done }),
  });
  if (!response.ok) throw await apiErrorOf(response);
}

/** The link is ended, expired or unknown: the server says which no more than that. */
export const isGoneLink = (error: unknown) => error instanceof ApiError && error.status === 404;

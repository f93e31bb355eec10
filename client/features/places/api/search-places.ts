import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_CHARS } from '@shared/constants';
import type { PlacePrediction } from '@shared/schemas/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Suggestions for the same text stay good for a while: addresses do not move. */
const PLACE_SUGGESTIONS_STALE_MS = 5 * 60_000;

/** Prefix of every address-suggestion query. */
export const placesQueryKeyBase = ['places'] as const;
export const placeSuggestionsQueryKey = (input: string) => [...placesQueryKeyBase, input.trim()] as const;

/** Whether `input` is long enough to ask for suggestions (product section 9). */
export const qualifiesForSuggestions = (input: string) => input.trim().length >= ADDRESS_SEARCH_MIN_CHARS;

/**
 * GET /api/places/autocomplete?input=: address suggestions for the typed text. The answer is
 * checked, so a malformed one fails like every other error (and shows as no suggestions).
 */
export async function searchPlaces(input: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const response = await apiFetch<unknown>(
    `/api/places/autocomplete?input=${encodeURIComponent(input.trim())}`,
    { signal },
  );
  // Loaded with the first answer: Zod stays out of the shell's start-up (issue #11).
  const { placesResponseSchema } = await import('@shared/schemas/places');
  return placesResponseSchema.parse(response).predictions;
}

/**
 * Made only from ADDRESS_SEARCH_MIN_CHARS characters on. No retry: a failed look-up is silent
 * (product section 8) and the next keystroke asks again anyway; a retry would only add load while
 * the server is rate limiting.
 */
export const placeSuggestionsQueryOptions = (input: string) =>
  queryOptions({
    queryKey: placeSuggestionsQueryKey(input),
    queryFn: ({ signal }) => searchPlaces(input, signal),
    enabled: qualifiesForSuggestions(input),
    staleTime: PLACE_SUGGESTIONS_STALE_MS,
    retry: false,
  });

/** One shared empty list, so "no suggestions" keeps its identity from render to render. */
const NO_SUGGESTIONS: readonly PlacePrediction[] = [];

/**
 * Address suggestions for `text`, asked for once the text has rested ADDRESS_SEARCH_DEBOUNCE_MS.
 * Empty while the text is too short, before the first answer, and on every failure (address
 * look-up fails silently). While the next answer loads, the previous one stays visible, but only
 * as long as the text still qualifies: a text cut below the minimum shows nothing at once.
 */
export function usePlaceSuggestions(text: string): readonly PlacePrediction[] {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, ADDRESS_SEARCH_DEBOUNCE_MS);
  const qualifies = qualifiesForSuggestions(trimmed);
  const query = useQuery({
    ...placeSuggestionsQueryOptions(debounced),
    placeholderData: qualifies ? keepPreviousData : undefined,
  });
  if (!qualifies || query.isError) return NO_SUGGESTIONS;
  return query.data ?? NO_SUGGESTIONS;
}

import { type Language, WEATHER_REFETCH_MS } from '@shared/constants';
import type { WeatherResponse } from '@shared/schemas/weather';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

/** Prefix of every weather query, whatever the cabin and language. */
export const weatherQueryKeyBase = ['weather'] as const;

/**
 * One cabin's weather at one address, as worded in `language`. The server writes `condition` in
 * the language the call asks for, and a changed address is another place: either change fetches
 * the weather again under its own key instead of showing the old answer until the next refetch.
 */
export const weatherQueryKey = (cabinId: string | null, address: string | null, language: Language) =>
  [...weatherQueryKeyBase, cabinId, address, language] as const;

/** A 200 whose body is not a weather answer (e.g. without current conditions). */
export class MalformedWeatherError extends Error {
  constructor() {
    super('The weather answer has no usable data');
    this.name = 'MalformedWeatherError';
  }
}

/** GET /api/weather/{cabinId}: current conditions and the forecast at the cabin's address. */
export async function getWeather(cabinId: string, signal?: AbortSignal): Promise<WeatherResponse> {
  const body = await apiFetch<unknown>(`/api/weather/${encodeURIComponent(cabinId)}`, { signal });
  // Checked here so the card never draws half an answer; the spec shows the failure text instead.
  // The schema (and Zod with it) loads with the first answer rather than with the shell (#11).
  const { weatherResponseSchema } = await import('@shared/schemas/weather');
  const parsed = weatherResponseSchema.safeParse(body);
  if (!parsed.success) throw new MalformedWeatherError();
  return parsed.data;
}

/**
 * Product section 7: one retry, but not for a 4xx answer (no address, address not found, not a
 * member) or a malformed body: asking again at once would get the same answer.
 */
export function shouldRetryWeather(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof MalformedWeatherError) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Made only with a cabin to ask for (null: no call); refetched every 10 min (product section 9). */
export const weatherQueryOptions = (cabinId: string | null, address: string | null, language: Language) =>
  queryOptions({
    queryKey: weatherQueryKey(cabinId, address, language),
    queryFn: cabinId === null ? skipToken : ({ signal }) => getWeather(cabinId, signal),
    refetchInterval: WEATHER_REFETCH_MS,
    retry: shouldRetryWeather,
  });

/** `cabinId`'s weather; product section 6: asked only for a signed-in user with a selected cabin. */
export function useWeather(cabinId: string | null, address: string | null) {
  const signedIn = (useMe().data ?? null) !== null;
  return useQuery(weatherQueryOptions(signedIn ? cabinId : null, address, useLanguage()));
}

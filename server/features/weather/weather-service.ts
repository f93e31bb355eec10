import type { Language } from '@shared/constants';
import type { Coordinates } from '@shared/schemas/places';
import type { WeatherResponse } from '@shared/schemas/weather';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cabins } from '../../db/schema';
import { HttpError } from '../../http/errors';
import {
  OutboundError,
  type OutboundServices,
  summarizeForecast,
  type WeatherSummary,
} from '../../integrations';
import { requireMemberCabin } from '../cabins';

const unavailable = (retryAfterSeconds: number | null = null) =>
  new HttpError(
    retryAfterSeconds ? 503 : 502,
    'Could not fetch weather data',
    'weather_unavailable',
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
  );

/**
 * Where one of the caller's cabins is: its stored point, or its address looked up now and stored
 * for next time. A cabin the caller is not in is "not found", whether or not it exists.
 */
async function locateCabin(db: Database, services: OutboundServices, cabinId: string, userId: string) {
  const cabin = await requireMemberCabin(db, cabinId, userId);
  const { address, latitude, longitude } = cabin;
  if (!address) throw new HttpError(409, 'The cabin has no address', 'weather_no_address');
  if (latitude !== null && longitude !== null) return { address, latitude, longitude };

  // Saved while the address service was unreachable, or before addresses were geocoded.
  let found: Coordinates | null;
  try {
    found = await services.geocoder.locate(address);
  } catch (error) {
    if (error instanceof OutboundError) throw unavailable();
    throw error;
  }
  if (!found) throw new HttpError(422, "Could not find the cabin's address", 'weather_address_not_found');
  // Only if the address is still the one looked up: an owner may have changed it meanwhile.
  await db
    .update(cabins)
    .set({ latitude: found.latitude, longitude: found.longitude })
    .where(and(eq(cabins.id, cabinId), eq(cabins.address, address)));
  return { address, ...found };
}

/** GET /api/weather/{cabinId}: the cabin's current weather and forecast, for its members only. */
export async function cabinWeather(
  db: Database,
  services: OutboundServices,
  { userId, cabinId, now, language }: { userId: string; cabinId: string; now: Date; language: Language },
): Promise<WeatherResponse> {
  const location = await locateCabin(db, services, cabinId, userId);
  let summary: WeatherSummary | null;
  try {
    summary = summarizeForecast(await services.met.forecast(location), now, language);
  } catch (error) {
    if (error instanceof OutboundError) throw unavailable(error.retryAfterSeconds);
    throw error;
  }
  if (!summary) throw unavailable();
  return { cabinId, location: location.address, ...summary };
}

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
  return locate(db, services, cabinId, await requireMemberCabin(db, cabinId, userId));
}

type CabinPlace = { address: string | null; latitude: number | null; longitude: number | null };

async function locate(db: Database, services: OutboundServices, cabinId: string, cabin: CabinPlace) {
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
  return forecastAt(services, cabinId, await locateCabin(db, services, cabinId, userId), now, language);
}

async function forecastAt(
  services: OutboundServices,
  cabinId: string,
  location: { address: string; latitude: number; longitude: number },
  now: Date,
  language: Language,
): Promise<WeatherResponse> {
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

/**
 * The weather at a cabin for a guest link's page (issue #41), whose token the guest-links feature
 * checked: no membership here. Null when the cabin has no address or the weather cannot be had;
 * the page shows the rest without it.
 */
export async function weatherForGuest(
  db: Database,
  services: OutboundServices,
  { cabinId, now, language }: { cabinId: string; now: Date; language: Language },
): Promise<WeatherResponse | null> {
  const [cabin] = await db
    .select({ address: cabins.address, latitude: cabins.latitude, longitude: cabins.longitude })
    .from(cabins)
    .where(eq(cabins.id, cabinId));
  if (!cabin) return null;
  try {
    return await forecastAt(services, cabinId, await locate(db, services, cabinId, cabin), now, language);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

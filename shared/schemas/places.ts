import { z } from 'zod';
import { ADDRESS_MAX } from '../constants';

// GET /api/places/autocomplete?input= (product sections 3 and 7: Address suggestion).

export const placePredictionSchema = z.object({
  description: z.string(),
  /** Opaque to the client; sent back as `placeId` when the suggestion is saved as an address. */
  place_id: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const placesResponseSchema = z.object({ predictions: z.array(placePredictionSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

export const placesQuerySchema = z.object({
  input: z.string().max(ADDRESS_MAX, `Search text must be at most ${ADDRESS_MAX} characters`).default(''),
});

/**
 * A place id is `<source>:<latitude>,<longitude>`: the suggestion's own coordinates, so saving
 * a chosen suggestion needs no second look-up (decision 011).
 */
const PLACE_ID_PATTERN = /^(kartverket|osm):(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

export type Coordinates = { latitude: number; longitude: number };

export function placeIdFor(source: 'kartverket' | 'osm', { latitude, longitude }: Coordinates): string {
  return `${source}:${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/** The coordinates a place id carries, or null when it is not one of ours. */
export function coordinatesOfPlaceId(placeId: string): Coordinates | null {
  const match = PLACE_ID_PATTERN.exec(placeId);
  if (!match) return null;
  const latitude = Number(match[2]);
  const longitude = Number(match[3]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export const placeIdSchema = z
  .string()
  .max(100)
  .refine((value) => coordinatesOfPlaceId(value) !== null, { message: 'Unknown place' });

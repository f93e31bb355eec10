import type { PlacePrediction } from '@shared/schemas/places';

/**
 * The place id to send with a saved address: the picked suggestion's, but only while the address
 * is still exactly that suggestion's text. Once the text was edited it names another place, which
 * the server finds by geocoding the text (product section 5).
 */
export function placeIdToSave(address: string, picked: PlacePrediction | null): string | undefined {
  const trimmed = address.trim();
  if (!picked || !trimmed || trimmed !== picked.description.trim()) return undefined;
  return picked.place_id;
}

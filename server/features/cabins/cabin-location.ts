import { type Coordinates, coordinatesOfPlaceId } from '@shared/schemas/places';
import { type Geocoder, OutboundError } from '../../integrations';

export type CabinGeocoder = Pick<Geocoder, 'locate'>;

/**
 * Where a newly saved address is, for the weather: the chosen suggestion's own point, else a
 * look-up of the text. An address nobody can find, or a look-up that fails, is still saved, with
 * no point; the weather call tries the look-up again later.
 */
export async function locateAddress(
  geocoder: CabinGeocoder,
  address: string | null | undefined,
  placeId: string | undefined,
): Promise<Coordinates | null> {
  if (!address) return null;
  if (placeId) return coordinatesOfPlaceId(placeId);
  try {
    return await geocoder.locate(address);
  } catch (error) {
    if (error instanceof OutboundError) return null;
    throw error;
  }
}

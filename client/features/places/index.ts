// The places feature's public surface (address suggestions); other features import from here only.
export {
  placeSuggestionsQueryKey,
  placeSuggestionsQueryOptions,
  placesQueryKeyBase,
  qualifiesForSuggestions,
  searchPlaces,
  usePlaceSuggestions,
} from './api/search-places';
export { AddressField, type AddressFieldProps } from './components/address-field';
export { placeIdToSave } from './lib/place-id-to-save';

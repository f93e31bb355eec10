// The places feature's public surface (address suggestions); other features import from here only.
export { AddressField } from './components/address-field';
export { placeIdToSave } from './lib/place-id-to-save';

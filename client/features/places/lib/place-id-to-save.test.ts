import type { PlacePrediction } from '@shared/schemas/places';
import { describe, expect, it } from 'vitest';
import { placeIdToSave } from './place-id-to-save';

const storgata: PlacePrediction = {
  description: 'Storgata 5, 3550 Gol',
  place_id: 'kartverket:60.706000,8.939000',
};

describe('placeIdToSave', () => {
  it("is the picked suggestion's id while the address is its text, spaces around aside", () => {
    expect(placeIdToSave('Storgata 5, 3550 Gol', storgata)).toBe(storgata.place_id);
    expect(placeIdToSave('  Storgata 5, 3550 Gol ', storgata)).toBe(storgata.place_id);
  });

  it('is nothing without a pick, for another text or for a blank address', () => {
    expect(placeIdToSave('Storgata 5, 3550 Gol', null)).toBeUndefined();
    expect(placeIdToSave('Storgata 5B, 3550 Gol', storgata)).toBeUndefined();
    expect(placeIdToSave('storgata 5, 3550 gol', storgata)).toBeUndefined();
    expect(placeIdToSave('   ', storgata)).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/test/fetch-stub';
import { placeSuggestionsQueryOptions, searchPlaces } from './search-places';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchPlaces', () => {
  it('asks for the trimmed text, encoded, and answers the predictions', async () => {
    const predictions = [
      { description: 'Storgata 1, 0155 Oslo', place_id: 'kartverket:59.913000,10.752000' },
    ];
    const { calls } = stubApi({
      'GET /api/places/autocomplete?input=Storgata%201%2C%20Oslo': json(200, { predictions }),
    });
    await expect(searchPlaces('  Storgata 1, Oslo ')).resolves.toEqual(predictions);
    expect(calls.map((call) => call.path)).toEqual(['/api/places/autocomplete?input=Storgata%201%2C%20Oslo']);
  });
});

describe('placeSuggestionsQueryOptions', () => {
  it('is keyed by the trimmed text and enabled from 3 characters after trimming', () => {
    expect(placeSuggestionsQueryOptions('  Stor ').queryKey).toEqual(['places', 'Stor']);
    expect(placeSuggestionsQueryOptions('Sto').enabled).toBe(true);
    expect(placeSuggestionsQueryOptions('  St  ').enabled).toBe(false);
    expect(placeSuggestionsQueryOptions('Stor').retry).toBe(false);
  });
});

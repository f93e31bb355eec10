import { PLACE_SEARCHES_PER_MINUTE } from '@shared/constants';
import { placesResponseSchema } from '@shared/schemas/places';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppOnStubServices } from '../../test/stub-services/stub-service-hooks';
import type { StubServices } from '../../test/stub-services/stub-services';
import { injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

const stubbed = withAppOnStubServices();
let stubs: StubServices;
let t: TestApp;
let kari: TestUser;

beforeAll(async () => {
  ({ stubs, t } = stubbed());
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
});

const search = (user: TestUser | null, input: string) =>
  injectAs(t.app, user, {
    method: 'GET',
    url: `/api/places/autocomplete?input=${encodeURIComponent(input)}`,
  });

const upstreamCalls = () => stubs.kartverket.requests.length + stubs.nominatim.requests.length;

describe('address autocomplete', () => {
  it('suggests Norwegian addresses with a place id carrying their point', async () => {
    const response = await search(kari, 'Tunhovd');
    expect(response.statusCode).toBe(200);
    expect(placesResponseSchema.parse(response.json())).toEqual({
      predictions: [
        { description: 'Tunhovdvegen 5, 3630 Rødberg', place_id: 'kartverket:60.267614,8.944887' },
      ],
    });
  });

  it('answers an empty list for fewer than 3 characters, without asking anyone', async () => {
    const before = upstreamCalls();
    for (const input of ['', 'St', '  S  ']) {
      const response = await search(kari, input);
      expect(response.json()).toEqual({ predictions: [] });
    }
    expect(upstreamCalls()).toBe(before);
  });

  it('answers an empty list when both address services fail, never an error', async () => {
    stubs.kartverket.behaviour = 'server-error';
    stubs.nominatim.behaviour = 'server-error';
    const response = await search(kari, 'Sjøvegen');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ predictions: [] });
  });

  it('refuses text longer than an address may be', async () => {
    const response = await search(kari, 'x'.repeat(301));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Search text must be at most 300 characters');
  });

  it('is for signed-in users only', async () => {
    const before = upstreamCalls();
    const response = await search(null, 'Storgata');
    expect(response.statusCode).toBe(401);
    expect(upstreamCalls()).toBe(before);
  });

  it(`allows ${PLACE_SEARCHES_PER_MINUTE} searches a minute per user, then 429 with Retry-After`, async () => {
    const busy = await signUp(t.app, { fullName: 'Rask Skriver' });
    for (let index = 0; index < PLACE_SEARCHES_PER_MINUTE; index += 1) {
      expect((await search(busy, 'Storgata')).statusCode).toBe(200);
    }
    const refused = await search(busy, 'Storgata');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_place_searches' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held up by it.
    expect((await search(kari, 'Storgata')).statusCode).toBe(200);
  });
});

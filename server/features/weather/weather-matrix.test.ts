import { eq } from 'drizzle-orm';
import { cabins } from '../../db/schema';
import { CABIN_A, CABIN_B, describeAccessMatrix } from '../../test/access-matrix';
import { WEATHER_PLACES_MATRIX_ROUTES } from '../../test/matrix/weather-places-routes';
import { outboundTo, withStubServices } from '../../test/stub-services/stub-service-hooks';

// The weather of cabin A and address search against A's owner, admin and member, the owner of
// cabin B and a signed-out caller. Address search belongs to no cabin: every signed-in user may.

const stubs = withStubServices();

describeAccessMatrix('weather and address search x callers', {
  routes: WEATHER_PLACES_MATRIX_ROUTES,
  now: new Date('2026-11-23T11:20:00Z'),
  appOptions: () => ({ outbound: outboundTo(stubs()) }),
  arrangeMore: async (db) => {
    await db
      .update(cabins)
      .set({ address: 'Bygdinvegen 2105, 2953 Beitostølen', latitude: 61.2467, longitude: 8.9097 })
      .where(eq(cabins.id, CABIN_A));
    await db
      .update(cabins)
      .set({ address: 'Storgata 1, 0155 Oslo', latitude: 59.9125, longitude: 10.7523 })
      .where(eq(cabins.id, CABIN_B));
    return null;
  },
  snapshotOfA: async (db) => db.select().from(cabins).where(eq(cabins.id, CABIN_A)),
  secretsOfA: () => ['Bygdinvegen', '61.2467'],
});

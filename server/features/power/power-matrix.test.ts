import { eq } from 'drizzle-orm';
import { cabins } from '../../db/schema';
import { expenses } from '../../db/schema-costs';
import { meterReadings, powerCharges } from '../../db/schema-power';
import { CABIN_A, describeAccessMatrix } from '../../test/access-matrix';
import { addBooking } from '../../test/cabin-fixtures';
import { POWER_MATRIX_ROUTES } from '../../test/matrix/power-routes';

// The power calls against A's owner, admin and member, the owner of cabin B and a signed-out
// caller: the outsider neither sees nor changes anything of A (their own reading goes to B).

describeAccessMatrix('power x callers', {
  routes: POWER_MATRIX_ROUTES,
  now: new Date('2026-01-10T12:00:00Z'),
  arrangeMore: async (db, people) => {
    // A fixed price: the stay is priced without the price service.
    await db.update(cabins).set({ fixedPriceOre: 150, gridFeeOre: 40 }).where(eq(cabins.id, CABIN_A));
    const memberStay = await addBooking(db, CABIN_A, people.member.id, '2026-01-02', '2026-01-05');
    const [start, , owners] = await db
      .insert(meterReadings)
      .values([
        {
          cabinId: CABIN_A,
          bookingId: memberStay,
          userId: people.member.id,
          tenthsKwh: 10_000,
          readAt: new Date('2026-01-02T15:00:00Z'),
        },
        {
          cabinId: CABIN_A,
          bookingId: memberStay,
          userId: people.member.id,
          tenthsKwh: 11_430,
          readAt: new Date('2026-01-05T10:00:00Z'),
        },
        {
          cabinId: CABIN_A,
          userId: people.owner.id,
          tenthsKwh: 12_000,
          readAt: new Date('2026-01-08T10:00:00Z'),
        },
      ])
      .returning({ id: meterReadings.id });
    if (!start || !owners) throw new Error('no readings inserted');
    return { memberStay, memberReading: start.id, ownerReading: owners.id };
  },
  snapshotOfA: async (db) => ({
    readings: await db
      .select({ id: meterReadings.id, tenths: meterReadings.tenthsKwh })
      .from(meterReadings)
      .where(eq(meterReadings.cabinId, CABIN_A))
      .orderBy(meterReadings.readAt),
    charges: await db
      .select({ id: powerCharges.id })
      .from(powerCharges)
      .where(eq(powerCharges.cabinId, CABIN_A)),
    expenses: await db.select({ id: expenses.id }).from(expenses).where(eq(expenses.cabinId, CABIN_A)),
  }),
  secretsOfA: (fixture) => [fixture.memberStay, fixture.memberReading, fixture.ownerReading],
});

import { addDays, staysOverlap } from '@shared/calendar-dates';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cabinMembers, cabins, users } from '../../db/schema';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The overlap rule, as the database enforces it through the API, against a reference model:
// a request is accepted exactly when no approved or pending booking shares a night with it.

const NOW = new Date('2026-11-22T12:00:00Z');
const FIRST_DAY = '2027-03-20'; // a window around the DST change of 2027-03-28
const CABIN = 'c0c0c0c0-0000-4000-8000-0000000000c0';

type Operation =
  | { kind: 'request'; byOwner: boolean; offset: number; nights: number }
  | { kind: 'decide'; pick: number; status: 'approved' | 'declined' }
  | { kind: 'move'; pick: number; offset: number; nights: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      byOwner: fc.boolean(),
      offset: fc.nat(20),
      nights: fc.integer({ min: 1, max: 6 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      pick: fc.nat(),
      status: fc.constantFrom('approved' as const, 'declined' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      offset: fc.nat(20),
      nights: fc.integer({ min: 1, max: 6 }),
    }),
  },
);

type ModelBooking = { id: string; startDate: string; endDate: string; status: string };

let t: TestApp;
let owner: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signUp(t.app);
  member = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

async function freshCabin(): Promise<void> {
  const db = t.database.db;
  await db.update(users).set({ currentCabinId: null });
  await db.delete(cabins).where(eq(cabins.id, CABIN));
  await db.insert(cabins).values({ id: CABIN, name: 'Modellhytta', accessCode: 'MMMM2345' });
  await db.insert(cabinMembers).values([
    { cabinId: CABIN, userId: owner.id, role: 'owner' },
    { cabinId: CABIN, userId: member.id, role: 'member' },
  ]);
  await db.update(users).set({ currentCabinId: CABIN });
}

const blocks = (model: ModelBooking[], range: { startDate: string; endDate: string }, except?: string) =>
  model.some(
    (booking) => booking.id !== except && booking.status !== 'declined' && staysOverlap(booking, range),
  );

describe('the overlap rule against a reference model', () => {
  it('accepts a request or a move exactly when no approved or pending stay shares a night', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        await freshCabin();
        const model: ModelBooking[] = [];
        for (const op of operations) {
          if (op.kind === 'request') {
            const range = {
              startDate: addDays(FIRST_DAY, op.offset),
              endDate: addDays(FIRST_DAY, op.offset + op.nights),
            };
            const response = await injectAs(t.app, op.byOwner ? owner : member, {
              method: 'POST',
              url: '/api/bookings',
              payload: range,
            });
            expect(response.statusCode).toBe(blocks(model, range) ? 409 : 201);
            if (response.statusCode === 201) model.push(response.json<ModelBooking>());
          } else {
            const target = model[op.pick % Math.max(model.length, 1)];
            if (!target) continue;
            if (op.kind === 'decide') {
              const response = await injectAs(t.app, owner, {
                method: 'PUT',
                url: `/api/bookings/${target.id}/status`,
                payload: { status: op.status },
              });
              expect(response.statusCode).toBe(target.status === 'pending' ? 200 : 409);
              if (response.statusCode === 200) target.status = op.status;
            } else {
              const range = {
                startDate: addDays(FIRST_DAY, op.offset),
                endDate: addDays(FIRST_DAY, op.offset + op.nights),
              };
              const response = await injectAs(t.app, owner, {
                method: 'PATCH',
                url: `/api/bookings/${target.id}`,
                payload: range,
              });
              // A declined booking that is moved stays declined when the owner moves it, so it never blocks.
              const refused = target.status !== 'declined' && blocks(model, range, target.id);
              expect(response.statusCode).toBe(refused ? 409 : 200);
              if (!refused) Object.assign(target, range);
            }
          }
        }
        const stored = await t.database.db
          .select({
            id: bookings.id,
            startDate: bookings.startDate,
            endDate: bookings.endDate,
            status: bookings.status,
          })
          .from(bookings)
          .where(eq(bookings.cabinId, CABIN));
        expect(new Set(stored.map((row) => JSON.stringify(row)))).toEqual(
          new Set(
            model.map(({ id, startDate, endDate, status }) =>
              JSON.stringify({ id, startDate, endDate, status }),
            ),
          ),
        );
      }),
      { numRuns: 40 },
    );
  });
});

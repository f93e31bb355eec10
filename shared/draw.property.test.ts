import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { type DrawInput, drawOrder, runDraw, sha256Hex, staysShareNight, tieBreak } from './draw';

// The draw as a pure function (shared/draw.ts): its fairness and its bookkeeping, for any wishes,
// history, existing stays and seed. Wishes may start a little before or end a little after the
// period, so refusals of every kind occur.

const PERIOD = { firstNight: '2027-03-20', lastNight: '2027-03-29' };

const stay = fc
  .record({ offset: fc.integer({ min: -2, max: 11 }), nights: fc.integer({ min: 1, max: 5 }) })
  .map(({ offset, nights }) => {
    const startDate = addDays(PERIOD.firstNight, offset);
    return { startDate, endDate: addDays(startDate, nights) };
  });

const drawInput: fc.Arbitrary<DrawInput> = fc
  .record({
    seed: fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/),
    households: fc.uniqueArray(fc.constantFrom('h1', 'h2', 'h3', 'h4', 'member:u5', 'member:u6'), {
      minLength: 1,
      maxLength: 6,
    }),
    wishLists: fc.array(fc.array(stay, { maxLength: 3 }), { minLength: 6, maxLength: 6 }),
    nights: fc.array(fc.nat(20), { minLength: 6, maxLength: 6 }),
    booked: fc.array(stay, { maxLength: 2 }),
  })
  .map(({ seed, households, wishLists, nights, booked }) => ({
    seed,
    period: PERIOD,
    wishes: households.map((householdId, index) => ({ householdId, wishes: wishLists[index] ?? [] })),
    pastNights: Object.fromEntries(households.map((householdId, index) => [householdId, nights[index] ?? 0])),
    // The cabin's own stays never overlap one another.
    booked: booked.filter((one, index) =>
      booked.slice(0, index).every((other) => !staysShareNight(one, other)),
    ),
  }));

describe('the draw', () => {
  it('never allocates a night twice, nor one already booked, nor one outside the period', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, async (input) => {
        const { allocations } = await runDraw(input);
        allocations.forEach((one, index) => {
          for (const other of allocations.slice(index + 1)) expect(staysShareNight(one, other)).toBe(false);
          for (const booked of input.booked) expect(staysShareNight(one, booked)).toBe(false);
          expect(one.startDate >= PERIOD.firstNight).toBe(true);
          expect(one.endDate <= addDays(PERIOD.lastNight, 1)).toBe(true);
        });
      }),
    );
  });

  it('settles every wish exactly once, and grants a household at most one per round', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, async (input) => {
        const { allocations, refused } = await runDraw(input);
        for (const { householdId, wishes } of input.wishes) {
          const granted = allocations.filter((one) => one.householdId === householdId);
          const settled = [...granted, ...refused.filter((one) => one.householdId === householdId)];
          expect(settled.map((one) => one.rank).sort()).toEqual(wishes.map((_, index) => index + 1));
          const rounds = granted.map((one) => one.round);
          expect(new Set(rounds).size).toBe(rounds.length);
          // Its best wish still free: each grant's rank is above all its earlier grants'.
          expect(granted.map((one) => one.rank)).toEqual([...granted.map((one) => one.rank)].sort());
        }
      }),
    );
  });

  it('lets households with fewer past peak nights choose first, whatever the seed', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, async (input) => {
        const { order, pastNights } = await runDraw(input);
        const nights = order.map((id) => pastNights[id] ?? 0);
        expect(nights).toEqual([...nights].sort((a, b) => a - b));
        expect(new Set(order)).toEqual(
          new Set(input.wishes.filter((one) => one.wishes.length > 0).map((one) => one.householdId)),
        );
      }),
    );
  });

  it('gives the same result for the same wishes, history and seed', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, async (input) => {
        expect(await runDraw(structuredClone(input))).toEqual(await runDraw(input));
      }),
    );
  });

  it('lets a different seed change only the order among households with as many past nights', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, fc.stringMatching(/^[a-z0-9]{1,12}$/), async (input, otherSeed) => {
        const first = (await runDraw(input)).order;
        const second = (await runDraw({ ...input, seed: otherSeed })).order;
        const byNights = (order: string[]) => order.map((id) => input.pastNights[id] ?? 0);
        expect(byNights(second)).toEqual(byNights(first));
        expect([...second].sort()).toEqual([...first].sort());
      }),
    );
  });

  it('breaks a tie by the sha256 of seed and household, smallest first', async () => {
    const wishes = [
      { householdId: 'a', wishes: [{ startDate: '2027-03-20', endDate: '2027-03-23' }] },
      { householdId: 'b', wishes: [{ startDate: '2027-03-20', endDate: '2027-03-23' }] },
    ];
    const order = await drawOrder({ seed: 'fjellet', wishes, pastNights: {} });
    const [a, b] = [await tieBreak('fjellet', 'a'), await tieBreak('fjellet', 'b')];
    expect(order).toEqual(a < b ? ['a', 'b'] : ['b', 'a']);
  });

  it('gives the contested week to the household with fewer past nights, and tells the other why not', async () => {
    const easter = { startDate: '2027-03-20', endDate: '2027-03-27' };
    const result = await runDraw({
      seed: 'x',
      period: PERIOD,
      wishes: [
        { householdId: 'often', wishes: [easter, { startDate: '2027-03-27', endDate: '2027-03-30' }] },
        { householdId: 'seldom', wishes: [easter] },
      ],
      pastNights: { often: 14, seldom: 3 },
      booked: [{ startDate: '2027-03-29', endDate: '2027-04-02' }],
    });
    expect(result.order).toEqual(['seldom', 'often']);
    expect(result.allocations).toEqual([{ householdId: 'seldom', ...easter, rank: 1, round: 1 }]);
    expect(result.refused).toEqual([
      { householdId: 'often', ...easter, rank: 1, reason: 'taken_in_draw' },
      {
        householdId: 'often',
        startDate: '2027-03-27',
        endDate: '2027-03-30',
        rank: 2,
        reason: 'already_booked',
      },
    ]);
  });

  it('grants one wish per household per round, then goes round again', async () => {
    const result = await runDraw({
      seed: 'x',
      period: PERIOD,
      wishes: [
        {
          householdId: 'a',
          wishes: [
            { startDate: '2027-03-20', endDate: '2027-03-22' },
            { startDate: '2027-03-22', endDate: '2027-03-24' },
          ],
        },
        { householdId: 'b', wishes: [{ startDate: '2027-03-22', endDate: '2027-03-25' }] },
      ],
      pastNights: { a: 0, b: 1 },
      booked: [],
    });
    // a's second wish would have been free in round 1, but b takes it first in that round.
    expect(result.allocations.map(({ householdId, round }) => `${householdId}:${round}`)).toEqual([
      'a:1',
      'b:1',
    ]);
    expect(result.refused).toEqual([
      { householdId: 'a', startDate: '2027-03-22', endDate: '2027-03-24', rank: 2, reason: 'taken_in_draw' },
    ]);
  });

  it('hashes as the server and the browser both do: sha256 of the UTF-8 text, lowercase hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('fjellet:h1')).toMatch(/^[0-9a-f]{64}$/);
  });
});

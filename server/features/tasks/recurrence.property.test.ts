import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// Completing an occurrence of a recurring task N times, through the API, yields exactly the due
// dates a simple reference calendar gives: the anchor's day of the month, or the month's last
// day when it has fewer (31 January -> 28/29 February -> 31 March; 29 February -> 28 February
// in common years and 29 in leap years).

const daysInMonth = (year: number, month: number) =>
  [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][month] ?? 0;
const pad = (value: number) => String(value).padStart(2, '0');

/** Reference, written without any date library: occurrence k of a series. */
function expectedDue(anchor: string, every: number, unit: 'week' | 'month' | 'year', k: number): string {
  const [year, month, day] = anchor.split('-').map(Number) as [number, number, number];
  if (unit === 'week') {
    let [y, m, d] = [year, month - 1, day];
    for (let remaining = 7 * every * k; remaining > 0; remaining -= 1) {
      d += 1;
      if (d > daysInMonth(y, m)) {
        d = 1;
        m += 1;
        if (m === 12) {
          m = 0;
          y += 1;
        }
      }
    }
    return `${y}-${pad(m + 1)}-${pad(d)}`;
  }
  const months = (unit === 'year' ? 12 : 1) * every * k + (month - 1);
  const y = year + Math.floor(months / 12);
  const m = months % 12;
  return `${y}-${pad(m + 1)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

const anchor = fc.oneof(
  fc.constantFrom(
    '2027-01-31',
    '2028-02-29',
    '2027-03-31',
    '2027-08-31',
    '2026-12-31',
    '2028-01-30',
    '2027-05-31',
  ),
  fc
    .record({
      year: fc.integer({ min: 2026, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(
      ({ year, month, day }) => `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month - 1)))}`,
    ),
);

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
  user = await signUp(t.app);
  await createCabinAs(t.app, user);
});
afterAll(async () => {
  await t.close();
});

describe('recurring tasks', () => {
  it('completing N times gives exactly the expected next due dates', async () => {
    await fc.assert(
      fc.asyncProperty(
        anchor,
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('week' as const, 'month' as const, 'year' as const),
        fc.integer({ min: 1, max: 8 }),
        async (dueDate, every, unit, times) => {
          const created = await injectAs(t.app, user, {
            method: 'POST',
            url: '/api/tasks',
            payload: { title: 'Gjentas', dueDate, repeatEvery: every, repeatUnit: unit },
          });
          let current: { id: string } = created.json();
          const dueDates: string[] = [];
          for (let k = 1; k <= times; k += 1) {
            const done = await injectAs(t.app, user, {
              method: 'POST',
              url: `/api/tasks/${current.id}/complete`,
            });
            expect(done.statusCode).toBe(200);
            const next = done.json().next;
            dueDates.push(next.dueDate);
            current = next;
          }
          expect(dueDates).toEqual(
            Array.from({ length: times }, (_, index) => expectedDue(dueDate, every, unit, index + 1)),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

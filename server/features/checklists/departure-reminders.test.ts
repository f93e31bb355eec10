import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { callAs, createTestApp, signUp, type TestApp, type TestUser } from '../../test/test-app';

// The departure checklist on the last day of a stay (issue #15, part two), with a fixed clock: at
// 08:00 Oslo time the booker of an approved stay that ends that day is told, once; a stay ending
// another day, a pending one, and a cabin without a departure checklist get nothing.

let now = new Date('2026-12-01T09:00:00Z');
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  other = await signUp(t.app, { fullName: 'Per Annen' });
  const cabin = await createCabinAs(t.app, owner, 'Fjellro');
  await joinAs(t.app, member, cabin.accessCode);
  // Per's own cabin has no departure checklist.
  await createCabinAs(t.app, other, 'Sjøbua');
});
afterAll(async () => {
  await t.close();
});

const departures = async (user: TestUser) =>
  (await callAs(t.app, user, 'GET', '/api/notifications')).filter(
    (notification: { type: string }) => notification.type === 'checklist_departure',
  ) as { title: string; message: string }[];

describe('the departure checklist reminder', () => {
  it('tells the booker at 08:00 on the day their approved stay ends, once', async () => {
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/checklists',
      { title: 'Sommer', kind: 'seasonal', items: [] },
      201,
    );
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/checklists',
      { title: 'Før avreise', kind: 'departure', items: [{ text: 'Steng vannet' }] },
      201,
    );
    const ending = await callAs(
      t.app,
      member,
      'POST',
      '/api/bookings',
      { startDate: '2026-12-04', endDate: '2026-12-06' },
      201,
    );
    await callAs(t.app, owner, 'PUT', `/api/bookings/${ending.id}/status`, { status: 'approved' });
    // Still pending on its last day: nothing to offer.
    await callAs(
      t.app,
      member,
      'POST',
      '/api/bookings',
      { startDate: '2026-12-02', endDate: '2026-12-04' },
      201,
    );
    // The owner's own stay (approved at once) ends a day later.
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/bookings',
      { startDate: '2026-12-06', endDate: '2026-12-07' },
      201,
    );
    // Per's stay in a cabin with no departure checklist ends the same day.
    await callAs(
      t.app,
      other,
      'POST',
      '/api/bookings',
      { startDate: '2026-12-05', endDate: '2026-12-06' },
      201,
    );
    await t.app.jobs.runDue();

    now = new Date('2026-12-04T07:00:00Z');
    await t.app.jobs.runDue();
    expect(await departures(member)).toEqual([]);

    now = new Date('2026-12-06T06:59:00Z');
    await t.app.jobs.runDue();
    expect(await departures(member)).toEqual([]);

    now = new Date('2026-12-06T07:00:00Z');
    await t.app.jobs.runDue();
    now = new Date('2026-12-06T07:05:00Z');
    await t.app.jobs.runDue();
    const told = await departures(member);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'Avreisedag',
      message:
        'Oppholdet ditt 4. des. 2026 – 6. des. 2026 slutter i dag. Gå gjennom sjekklisten «Før avreise» før dere drar.',
    });
    expect(await departures(owner)).toEqual([]);
    expect(await departures(other)).toEqual([]);
  });
});

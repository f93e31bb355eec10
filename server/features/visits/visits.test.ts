import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await signUp(t.app, { fullName: 'Olav Eier' });
  member = await signUp(t.app, { fullName: 'Mona Medlem' });
  other = await signUp(t.app, { fullName: 'Per Medlem' });
  const cabin = await createCabinAs(t.app, owner);
  await joinAs(t.app, member, cabin.accessCode);
  await joinAs(t.app, other, cabin.accessCode);
});
afterAll(async () => {
  await t.close();
});

const logVisit = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/visits', payload });

describe('the visit log', () => {
  it('logs visits with their author and lists them newest first', async () => {
    const first = await logVisit(member, {
      visitorName: ' Familien Medlem ',
      message: 'Fin tur!\n\nVed er fylt opp.',
      startDate: '2026-10-01',
      endDate: '2026-10-03',
      adults: 2,
      children: 2,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      visitorName: 'Familien Medlem',
      message: 'Fin tur!\n\nVed er fylt opp.',
      user: { id: member.id, fullName: 'Mona Medlem' },
    });
    const dayTrip = await logVisit(other, {
      visitorName: 'Per',
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
    expect(dayTrip.json()).toMatchObject({ adults: 1, children: 0, message: null });
    const list = await injectAs(t.app, owner, { method: 'GET', url: '/api/visits' });
    expect(list.json().map((visit: { startDate: string }) => visit.startDate)).toEqual([
      '2026-11-22',
      '2026-10-01',
    ]);
  });

  it('refuses a nameless, backwards or future visit', async () => {
    expect(
      (await logVisit(member, { visitorName: ' ', startDate: '2026-10-01', endDate: '2026-10-02' })).json()
        .message,
    ).toBe('Visitor name is required');
    expect(
      (await logVisit(member, { visitorName: 'X', startDate: '2026-10-03', endDate: '2026-10-02' })).json()
        .message,
    ).toBe('End date cannot be before start date');
    const future = await logVisit(member, {
      visitorName: 'X',
      startDate: '2026-11-23',
      endDate: '2026-11-24',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('visit_in_future');
  });

  it('the author or the owner edits and deletes an entry; other members cannot', async () => {
    const visit = (
      await logVisit(member, { visitorName: 'Mona', startDate: '2026-09-01', endDate: '2026-09-02' })
    ).json();
    const byOther = await injectAs(t.app, other, {
      method: 'PATCH',
      url: `/api/visits/${visit.id}`,
      payload: { message: 'Hei' },
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe('not_your_visit');
    const byAuthor = await injectAs(t.app, member, {
      method: 'PATCH',
      url: `/api/visits/${visit.id}`,
      payload: { message: 'Hei' },
    });
    expect(byAuthor.json()).toMatchObject({ message: 'Hei', visitorName: 'Mona' });
    const byOwner = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: `/api/visits/${visit.id}`,
      payload: { endDate: '2026-09-03' },
    });
    expect(byOwner.json()).toMatchObject({ endDate: '2026-09-03', user: { id: member.id } });
    expect(
      (await injectAs(t.app, other, { method: 'DELETE', url: `/api/visits/${visit.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(t.app, owner, { method: 'DELETE', url: `/api/visits/${visit.id}` })).json(),
    ).toEqual({
      message: 'Visit deleted',
    });
    expect(
      (await injectAs(t.app, owner, { method: 'DELETE', url: `/api/visits/${visit.id}` })).statusCode,
    ).toBe(404);
  });
});

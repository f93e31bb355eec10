import { type Holidays, holidaysSchema } from '@shared/schemas/holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';

// GET /api/holidays: the computed days (shared/norwegian-holidays.ts, tested there) as a member
// of a cabin gets them, named in their language, and the refusals.

let t: TestApp;
let kari: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-01-10T12:00:00Z') });
  kari = await signUp(t.app, { fullName: 'Kari Nordmann' });
  nobody = await signUp(t.app, { fullName: 'Nina Uten Hytte' });
  await createCabinAs(t.app, kari, 'Fjellhytta');
});
afterAll(async () => {
  await t.close();
});

const holidaysAs = (user: TestUser | null, query: string, language?: string) =>
  injectAs(t.app, user, {
    method: 'GET',
    url: `/api/holidays${query}`,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

describe('GET /api/holidays', () => {
  it("answers a year's holidays and breaks in Norwegian by default", async () => {
    const response = await holidaysAs(kari, '?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    const answer = holidaysSchema.parse(response.json());
    expect(answer.year).toBe(2026);
    expect(answer.holidays).toHaveLength(12);
    expect(answer.holidays[0]).toEqual({ key: 'new-years-day', name: 'Nyttårsdag', date: '2026-01-01' });
    expect(answer.holidays.find((one) => one.key === 'easter-monday')).toEqual({
      key: 'easter-monday',
      name: '2. påskedag',
      date: '2026-04-06',
    });
    expect(answer.breaks.map(({ name }) => name)).toEqual([
      'Vinterferie',
      'Påskeferie',
      'Fellesferie',
      'Høstferie',
      'Juleferie',
    ]);
    // The default weeks, 8 and 40, until a cabin chooses its county's.
    expect(answer.breaks[0]).toEqual({
      key: 'winter-break',
      name: 'Vinterferie',
      firstNight: '2026-02-14',
      lastNight: '2026-02-20',
    });
    expect(answer.breaks[3]).toMatchObject({ firstNight: '2026-09-26', lastNight: '2026-10-02' });
  });

  it('names them in English for a caller who reads English', async () => {
    const response = await holidaysAs(kari, '?year=2027', 'en-GB,en;q=0.9');
    expect(response.statusCode, response.body).toBe(200);
    const answer = holidaysSchema.parse(response.json());
    expect(answer.holidays.find((one) => one.key === 'easter-sunday')).toEqual({
      key: 'easter-sunday',
      name: 'Easter Sunday',
      date: '2027-03-28',
    });
    expect(answer.breaks.find((one) => one.key === 'christmas-holidays')).toEqual({
      key: 'christmas-holidays',
      name: 'Christmas holidays',
      firstNight: '2027-12-21',
      lastNight: '2027-12-31',
    });
  });

  it('puts vinterferie and høstferie in the weeks the cabin chose (9 and 41) for every member', async () => {
    const owner = await signUp(t.app, { fullName: 'Ola Uke Ni' });
    const cabin = await createCabinAs(t.app, owner, 'Uke ni-hytta');
    const member = await signUp(t.app, { fullName: 'Mia Medlem' });
    await joinAs(t.app, member, cabin.accessCode);
    const patched = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { winterBreakWeek: 9, autumnBreakWeek: 41 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const user of [owner, member]) {
      const answer = holidaysSchema.parse((await holidaysAs(user, '?year=2026')).json());
      // ISO week 9 of 2026 is 23-27 February; week 41 is 5-9 October.
      expect(answer.breaks.find((one) => one.key === 'winter-break')).toMatchObject({
        firstNight: '2026-02-21',
        lastNight: '2026-02-27',
      });
      expect(answer.breaks.find((one) => one.key === 'autumn-break')).toMatchObject({
        firstNight: '2026-10-03',
        lastNight: '2026-10-09',
      });
    }
    // Another cabin keeps the default weeks.
    const kariAnswer = holidaysSchema.parse((await holidaysAs(kari, '?year=2026')).json());
    expect(kariAnswer.breaks[0]).toMatchObject({ firstNight: '2026-02-14' });
  });

  it.each(['1900', '2200'])('answers the edge year %s', async (year) => {
    const response = await holidaysAs(kari, `?year=${year}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Holidays>().year).toBe(Number(year));
  });

  it.each(['?year=1899', '?year=2201', '?year=2026.5', '?year=abc', '?year=', '', '?year=-2026'])(
    'refuses %j with 400 and a message',
    async (query) => {
      const response = await holidaysAs(kari, query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: 'validation' });
    },
  );

  it('refuses a signed-out caller with 401 before it looks at the year', async () => {
    const response = await holidaysAs(null, '?year=abc');
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'not_signed_in' });
  });

  it("refuses a caller with no cabin: the breaks are a cabin's", async () => {
    const response = await holidaysAs(nobody, '?year=2026');
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'no_current_cabin' });
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDraw, sha256Hex } from '@shared/draw';
import { soloHouseholdId } from '@shared/schemas/households';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema';
import { peakPeriods, peakWishes } from '../../db/schema-peak-periods';
import { loggerOptions } from '../../http/logger-options';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { joinedSocket, liveUrlOf, type TestSocket } from '../../test/live-client';
import { callAs, createTestApp, injectAs, type TestApp, type TestUser } from '../../test/test-app';

// Issue #36, item 3 (decision 043): whoever runs the draw cannot choose its outcome. The seed is
// made with the period and only its sha256 is shown until the draw; a real draw takes no seed
// from the caller; a dry run may, and writes nothing; only the owner and admins draw, and before
// the deadline only once every household has entered its wishes. The revealed seed matches the
// commitment and the recorded inputs re-run to the same result.

const now = new Date('2026-12-01T10:00:00Z');
const clientDir = mkdtempSync(join(tmpdir(), 'hytta-draw-commitment-'));
const logLines: string[] = [];
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let cabinId: string;
let easterId: string;
let winterId: string;
let socket: TestSocket;

const drawUrl = (id: string) => `/api/peak-periods/${id}/draw`;
const seedOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ seed: peakPeriods.drawSeed })
    .from(peakPeriods)
    .where(eq(peakPeriods.id, id));
  if (!row) throw new Error('no such period');
  return row.seed;
};
const periodOf = async (user: TestUser, id: string) =>
  (await callAs(t.app, user, 'GET', '/api/peak-periods')).peakPeriods.find(
    (one: { id: string }) => one.id === id,
  );
const countOf = async (table: typeof bookings | typeof notifications) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.cabinId, cabinId)))[0]?.n;

beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(
    join(clientDir, 'index.signed-in.html'),
    '<!doctype html><html><head><meta name="hytta-session" content="likely"></head><body></body></html>',
  );
  writeFileSync(join(clientDir, 'translation-chunks.json'), JSON.stringify({ no: '/a.js', en: '/b.js' }));
  mkdirSync(join(clientDir, 'assets'));
  t = await createTestApp({
    now: () => now,
    clientDir,
    logger: { ...loggerOptions('trace'), stream: { write: (line: string) => void logLines.push(line) } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const made = await ownerAdminAndMember(t, 'Fjellro');
  ({ owner, admin, member } = made);
  cabinId = made.cabin.id;
  socket = await joinedSocket(liveUrlOf(t.app), member.cookie, cabinId);
  // Wishes open until 1 February.
  easterId = (
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/peak-periods',
      {
        name: 'Påske',
        firstNight: '2027-03-20',
        lastNight: '2027-03-28',
        method: 'draw',
        wishDeadline: '2027-02-01',
      },
      201,
    )
  ).id;
  // Wishes closed yesterday; two of the three households entered theirs.
  winterId = (
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/peak-periods',
      {
        name: 'Vinterferie',
        firstNight: '2027-02-20',
        lastNight: '2027-02-27',
        method: 'draw',
        wishDeadline: '2026-11-30',
      },
      201,
    )
  ).id;
  await t.database.db.insert(peakWishes).values([
    {
      periodId: winterId,
      householdId: soloHouseholdId(member.id),
      wishes: [{ startDate: '2027-02-20', endDate: '2027-02-24' }],
      updatedBy: member.id,
    },
    {
      periodId: winterId,
      householdId: soloHouseholdId(admin.id),
      wishes: [
        { startDate: '2027-02-21', endDate: '2027-02-23' },
        { startDate: '2027-02-24', endDate: '2027-02-27' },
      ],
      updatedBy: admin.id,
    },
  ]);
});
afterAll(async () => {
  socket.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('a draw nobody can steer', () => {
  it('shows every member the commitment to the seed, and the seed in no read, event or log before the draw', async () => {
    const seed = await seedOf(easterId);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const commitment = await sha256Hex(seed);
    // A change and a wish while the socket listens: their events carry no seed either.
    const renamed = await callAs(t.app, owner, 'PATCH', `/api/peak-periods/${easterId}`, { name: 'Påsken' });
    await callAs(t.app, member, 'PUT', `/api/peak-periods/${easterId}/wishes`, {
      wishes: [{ startDate: '2027-03-20', endDate: '2027-03-24' }],
    });
    const events = [await socket.nextOf('peak_periods_changed'), await socket.nextOf('peak_periods_changed')];
    const subscription = await callAs(t.app, member, 'GET', `/api/calendar/${cabinId}/subscription`);
    const feedUrl = new URL(subscription.url);
    const reads = {
      list: await injectAs(t.app, member, { method: 'GET', url: '/api/peak-periods' }),
      wishes: await injectAs(t.app, member, { method: 'GET', url: `/api/peak-periods/${easterId}/wishes` }),
      fairShare: await injectAs(t.app, member, { method: 'GET', url: '/api/fair-share' }),
      activity: await injectAs(t.app, member, { method: 'GET', url: '/api/dashboard/activity' }),
      stats: await injectAs(t.app, member, { method: 'GET', url: '/api/dashboard/stats' }),
      export: await injectAs(t.app, member, { method: 'GET', url: '/api/user/export' }),
      notifications: await injectAs(t.app, member, { method: 'GET', url: '/api/notifications' }),
      feed: await t.app.inject({ method: 'GET', url: `${feedUrl.pathname}${feedUrl.search}` }),
      page: await injectAs(t.app, member, { method: 'GET', url: '/peaks', headers: { accept: 'text/html' } }),
    };
    for (const [name, response] of Object.entries(reads)) {
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.body, name).not.toContain(seed);
    }
    expect(JSON.stringify(renamed)).not.toContain(seed);
    expect(renamed.seedCommitment).toBe(commitment);
    expect(JSON.stringify(events)).not.toContain(seed);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(seed);
    // The period's every reader sees the commitment: the list, and the page's own answers.
    expect(
      reads.list.json().peakPeriods.map((one: { seedCommitment: string }) => one.seedCommitment),
    ).toEqual([await sha256Hex(await seedOf(winterId)), commitment]);
    expect(reads.page.body).toContain(commitment);
    expect(reads.list.json().peakPeriods[1].draw).toBeNull();
  });

  it('lets only the owner and admins draw, refuses a seed in a real draw, and waits for every household before the deadline', async () => {
    const asMember = await callAs(t.app, member, 'POST', drawUrl(easterId), {}, 403);
    expect(asMember.code).toBe('owner_or_admin_only');
    expect(
      (await callAs(t.app, member, 'POST', drawUrl(winterId), { dryRun: true, seed: 'x' }, 403)).code,
    ).toBe('owner_or_admin_only');
    const seeded = await callAs(t.app, owner, 'POST', drawUrl(winterId), { seed: 'fjellet' }, 400);
    expect(seeded.code).toBe('seed_only_for_dry_run');
    expect(
      (await callAs(t.app, admin, 'POST', drawUrl(winterId), { dryRun: false, seed: 'x' }, 400)).code,
    ).toBe('seed_only_for_dry_run');
    // Before the deadline: the member's household has entered, the owner's and the admin's not.
    const early = await callAs(t.app, owner, 'POST', drawUrl(easterId), undefined, 409);
    expect(early).toEqual({
      code: 'wishes_not_all_entered',
      message:
        'The wishes are open until 2027-02-01 and 2 of the households have not entered any: draw after the deadline, or once every household has entered its wishes',
    });
    // A dry run would show everyone's wishes while they can still change.
    expect((await callAs(t.app, owner, 'POST', drawUrl(easterId), { dryRun: true }, 409)).code).toBe(
      'wishes_still_open',
    );
    expect(await countOf(bookings)).toBe(0);
    expect((await periodOf(member, winterId)).draw).toBeNull();
    expect((await periodOf(member, easterId)).draw).toBeNull();
  });

  it('runs a dry run with a given seed the same way twice, and writes nothing, tells nobody', async () => {
    const notificationsBefore = await countOf(notifications);
    const first = await callAs(t.app, admin, 'POST', drawUrl(winterId), { dryRun: true, seed: 'fjellet' });
    const second = await callAs(t.app, owner, 'POST', drawUrl(winterId), { dryRun: true, seed: 'fjellet' });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ dryRun: true, seed: 'fjellet' });
    // Every wish of the two households settled, granted or refused.
    expect(first.allocations.length + first.refused.length).toBe(3);
    expect(first.inputs.wishes).toHaveLength(2);
    // Not given a seed, a dry run makes its own: never the committed one.
    const unseeded = await callAs(t.app, owner, 'POST', drawUrl(winterId), { dryRun: true });
    expect(unseeded.seed).not.toBe(await seedOf(winterId));
    expect(await sha256Hex(unseeded.seed)).not.toBe((await periodOf(member, winterId)).seedCommitment);
    expect(await countOf(bookings)).toBe(0);
    expect(await countOf(notifications)).toBe(notificationsBefore);
    expect((await periodOf(member, winterId)).draw).toBeNull();
    // No live event either: the next one the member's socket gets is this change's.
    await callAs(t.app, owner, 'PATCH', `/api/peak-periods/${winterId}`, { name: 'Vinterferien' });
    expect(await socket.next()).toEqual({ type: 'peak_periods_changed', cabinId });
  });

  it('draws with the committed seed and reveals it: its sha256 is the commitment, and the recorded inputs re-run to the result', async () => {
    const committed = (await periodOf(member, winterId)).seedCommitment;
    const hidden = await seedOf(winterId);
    // A dry run with the same seed gives what the draw gives: the same seed, the same draw.
    const rehearsal = await callAs(t.app, owner, 'POST', drawUrl(winterId), { dryRun: true, seed: hidden });
    // After the deadline, a household without wishes does not hold the draw back.
    const result = await callAs(t.app, admin, 'POST', drawUrl(winterId));
    expect(result.seed).toBe(hidden);
    expect(await sha256Hex(result.seed)).toBe(committed);
    const strip = (allocations: { bookingId?: string }[]) =>
      allocations.map(({ bookingId: _, ...rest }) => rest);
    expect(result.order).toEqual(rehearsal.order);
    expect(strip(result.allocations)).toEqual(rehearsal.allocations);
    expect(result.refused).toEqual(rehearsal.refused);
    expect(await countOf(bookings)).toBe(2);

    const period = await periodOf(member, winterId);
    expect(period.seedCommitment).toBe(committed);
    expect(period.draw.seed).toBe(hidden);
    expect(period.draw.inputs).toEqual({
      period: { firstNight: '2027-02-20', lastNight: '2027-02-27' },
      wishes: expect.arrayContaining([
        {
          householdId: soloHouseholdId(member.id),
          name: 'Mona Medlem',
          wishes: [{ startDate: '2027-02-20', endDate: '2027-02-24' }],
        },
      ]),
      booked: [],
    });
    // What "Check the draw" does in the browser: the same function on the published inputs.
    const rerun = await runDraw({
      seed: period.draw.seed,
      period: period.draw.inputs.period,
      wishes: period.draw.inputs.wishes,
      pastNights: period.draw.pastNights,
      booked: period.draw.inputs.booked,
    });
    expect(rerun).toEqual({
      order: period.draw.order,
      pastNights: period.draw.pastNights,
      allocations: strip(period.draw.allocations),
      refused: period.draw.refused,
    });
  });
});

import { soloHouseholdId } from '@shared/schemas/households';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { households } from '../../db/schema-households';
import { peakPeriods } from '../../db/schema-peak-periods';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { joinedSocket, liveUrlOf } from '../../test/live-client';
import { callAs, createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// Booking inside peak periods (issue #16), for everyone, the owner included: a draw period is
// closed until drawn, a rotation's year belongs to its household, a cap limits a household's
// nights (approved and waiting ones) in the period. Nights outside the period are free.

const now = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let olasId: string;
let cabinId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const made = await ownerAdminAndMember(t, 'Fjellro');
  ({ owner, admin, member } = made);
  cabinId = made.cabin.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(peakPeriods);
  await t.database.db.delete(households);
  await t.database.db.delete(bookings);
  olasId = (
    await callAs(
      t.app,
      owner,
      'POST',
      '/api/households',
      { name: 'Olas', memberIds: [owner.id, admin.id] },
      201,
    )
  ).id;
});

const book = (user: TestUser, startDate: string, endDate: string, expected = 201) =>
  callAs(t.app, user, 'POST', '/api/bookings', { startDate, endDate }, expected);
const period = (body: Record<string, unknown>) =>
  callAs(t.app, owner, 'POST', '/api/peak-periods', body, 201);

describe('peak booking rules', () => {
  it('closes a draw period to everyone until it is drawn', async () => {
    const easter = await period({
      name: 'Påske',
      firstNight: '2027-03-20',
      lastNight: '2027-03-28',
      method: 'draw',
      // Closed yesterday, with no wishes: the draw may run.
      wishDeadline: '2026-11-30',
    });
    const closed = await book(owner, '2027-03-26', '2027-03-30', 409);
    expect(closed).toEqual({
      code: 'peak_period_closed',
      message: '“Påske” (2027-03-20 to 2027-03-28) is closed for booking until the draw',
    });
    // Arriving the day after the last night touches none of its nights.
    await book(owner, '2027-03-29', '2027-03-31');
    // Drawn with no body at all: the seed committed to when the period was made.
    await callAs(t.app, owner, 'POST', `/api/peak-periods/${easter.id}/draw`);
    // Drawn: ordinary booking rules again.
    await book(member, '2027-03-26', '2027-03-29');
  });

  it("keeps a rotation's year for the household holding it, every year on", async () => {
    await period({
      name: 'Jul',
      firstNight: '2026-12-22',
      lastNight: '2027-01-01',
      method: 'rotation',
      rotationOrder: [soloHouseholdId(member.id), olasId],
    });
    const reserved = await book(owner, '2026-12-30', '2027-01-03', 409);
    expect(reserved).toEqual({
      code: 'peak_period_reserved',
      message: '“Jul” 2026 (2026-12-22 to 2027-01-01) belongs to another household',
    });
    await book(member, '2026-12-30', '2027-01-03');
    // 2027 is Olas's: the admin (in Olas) may, the member may not.
    expect((await book(member, '2027-12-24', '2027-12-27', 409)).code).toBe('peak_period_reserved');
    await book(admin, '2027-12-24', '2027-12-27');
    expect((await book(admin, '2028-12-31', '2029-01-02', 409)).code).toBe('peak_period_reserved');
  });

  it("caps a household's nights in the period, waiting requests counted: at the cap is fine, above is not", async () => {
    await period({
      name: 'Sommer',
      firstNight: '2027-07-01',
      lastNight: '2027-07-31',
      method: 'cap',
      capNights: 5,
    });
    // Two nights before the period are not counted: three of this stay's are inside.
    const request = await book(admin, '2027-06-29', '2027-07-04');
    expect(request.status).toBe('pending');
    const over = await book(owner, '2027-07-10', '2027-07-13', 409);
    expect(over).toEqual({
      code: 'peak_cap_exceeded',
      message: '“Sommer” allows 5 nights per household; your household has 3 and this stay adds 3',
    });
    await book(owner, '2027-07-10', '2027-07-12');
    // Another household has nights of its own.
    await book(member, '2027-07-20', '2027-07-25');
    // Moving the request one night longer would put Olas above the cap; its own nights do not count twice.
    const moved = await callAs(
      t.app,
      admin,
      'PATCH',
      `/api/bookings/${request.id}`,
      { endDate: '2027-07-05' },
      409,
    );
    expect(moved.code).toBe('peak_cap_exceeded');
    await callAs(t.app, admin, 'PATCH', `/api/bookings/${request.id}`, {
      startDate: '2027-07-01',
      endDate: '2027-07-04',
    });
    // Changing only the guests of a stay is not a new claim on the period.
    await callAs(t.app, owner, 'PATCH', `/api/bookings/${request.id}`, { adults: 3 });
  });

  it('checks the cap again when a request made before the period is approved', async () => {
    const request = await book(member, '2027-08-01', '2027-08-08');
    await period({
      name: 'August',
      firstNight: '2027-08-01',
      lastNight: '2027-08-31',
      method: 'cap',
      capNights: 5,
    });
    const refused = await callAs(
      t.app,
      owner,
      'PUT',
      `/api/bookings/${request.id}/status`,
      { status: 'approved' },
      409,
    );
    expect(refused.message).toBe(
      '“August” allows 5 nights per household; your household has 0 and this stay adds 7',
    );
    await callAs(t.app, owner, 'PUT', `/api/bookings/${request.id}/status`, { status: 'declined' });
  });

  it("tells the cabin's sockets about households, periods and the draw's stays", async () => {
    const socket = await joinedSocket(liveUrlOf(t.app), member.cookie, cabinId);
    await callAs(t.app, owner, 'PATCH', `/api/households/${olasId}`, { name: 'Olas gren' });
    expect(await socket.nextOf('households_changed')).toMatchObject({ type: 'households_changed', cabinId });
    const easter = await period({
      name: 'Påske',
      firstNight: '2027-03-20',
      lastNight: '2027-03-28',
      method: 'draw',
      wishDeadline: '2027-02-01',
    });
    expect(await socket.nextOf('peak_periods_changed')).toMatchObject({
      type: 'peak_periods_changed',
      cabinId,
    });
    await callAs(t.app, member, 'PUT', `/api/peak-periods/${easter.id}/wishes`, {
      wishes: [{ startDate: '2027-03-20', endDate: '2027-03-23' }],
    });
    expect(await socket.nextOf('peak_periods_changed')).toMatchObject({
      type: 'peak_periods_changed',
      cabinId,
    });
    // Every household has entered its wishes: the draw may run before the deadline.
    await callAs(t.app, owner, 'PUT', `/api/peak-periods/${easter.id}/wishes`, {
      wishes: [{ startDate: '2027-03-23', endDate: '2027-03-25' }],
    });
    await socket.nextOf('peak_periods_changed');
    const drawn = await callAs(t.app, admin, 'POST', `/api/peak-periods/${easter.id}/draw`);
    expect(drawn.allocations).toHaveLength(2);
    // Both, in one notify: the period's result and its new stays.
    const seen = new Set<string>();
    while (!(seen.has('peak_periods_changed') && seen.has('booking_created')))
      seen.add((await socket.next()).type);
    socket.close();
  });
});

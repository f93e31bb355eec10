import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '../../db/schema';
import { createCabinAs, joinAs } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, signUp, type TestApp, type TestUser } from '../../test/test-app';
import { decideBooking } from './booking-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

describe('50 concurrent overlapping requests for one cabin', () => {
  it('exactly one succeeds and the other 49 get 409', async () => {
    const owner = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    const members: TestUser[] = [];
    for (let index = 0; index < 5; index += 1) {
      const member = await signUp(t.app);
      await joinAs(t.app, member, cabin.accessCode);
      members.push(member);
    }
    // All 50 share the night of 2027-01-10; each is a different range, from five members.
    const requests = Array.from({ length: 50 }, (_, index) => {
      const member = members[index % members.length];
      const startDay = 1 + (index % 10);
      return injectAs(t.app, member ?? null, {
        method: 'POST',
        url: '/api/bookings',
        payload: {
          startDate: `2027-01-${String(startDay).padStart(2, '0')}`,
          endDate: `2027-01-${11 + (index % 7)}`,
        },
      });
    });
    const responses = await Promise.all(requests);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('Cannot book dates that are already reserved or pending approval');
    }
    const stored = await t.database.db.select().from(bookings).where(eq(bookings.cabinId, cabin.id));
    expect(stored).toHaveLength(1);
  });
});

describe('concurrent decisions on one request', () => {
  it('exactly one is made and told once; the others get 409', async () => {
    const owner = await signUp(t.app);
    const cabin = await createCabinAs(t.app, owner);
    const member = await signUp(t.app);
    await joinAs(t.app, member, cabin.accessCode);
    const asked = await injectAs(t.app, member, {
      method: 'POST',
      url: '/api/bookings',
      payload: { startDate: '2027-03-01', endDate: '2027-03-04' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const bookingId = asked.json<{ id: string }>().id;
    // Called side by side, so each reads the booking before another's update lands.
    const decisions = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        decideBooking(t.database.db, new Date(), owner.id, bookingId, {
          status: index % 2 === 0 ? 'approved' : 'declined',
        }),
      ),
    );
    const made = decisions.flatMap((decision) => (decision.status === 'fulfilled' ? [decision.value] : []));
    expect(made).toHaveLength(1);
    for (const refused of decisions.flatMap((decision) =>
      decision.status === 'rejected' ? [decision.reason] : [],
    )) {
      expect(refused).toMatchObject({ statusCode: 409, code: 'booking_not_pending' });
    }
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(stored?.status).toBe(made[0]?.status);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, member.id),
          inArray(notifications.type, ['booking_approved', 'booking_declined']),
        ),
      );
    expect(told).toHaveLength(1);
  });
});

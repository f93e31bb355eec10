import type { Booking, BookingStatus } from '@shared/schemas/bookings';
import { describe, expect, it } from 'vitest';
import { myUpcomingBookings } from './upcoming';

const booking = (
  id: string,
  userId: string,
  startDate: string,
  endDate: string,
  status: BookingStatus,
): Booking => ({
  id,
  userId,
  user: { id: userId, fullName: userId === 'u1' ? 'Kari Nordmann' : 'Ola Hansen', displayName: null },
  startDate,
  endDate,
  adults: 1,
  children: 0,
  notes: null,
  status,
  responseNotes: null,
  createdAt: '2026-10-01T10:00:00.000Z',
});

describe('myUpcomingBookings', () => {
  const today = '2026-11-16';
  const bookings = [
    booking('ended', 'u1', '2026-11-01', '2026-11-15', 'approved'),
    booking('leavesToday', 'u1', '2026-11-14', '2026-11-16', 'approved'),
    booking('christmas', 'u1', '2026-12-22', '2026-12-27', 'approved'),
    booking('winter', 'u1', '2026-11-28', '2026-11-30', 'approved'),
    booking('pending', 'u1', '2026-11-20', '2026-11-22', 'pending'),
    booking('declined', 'u1', '2026-11-23', '2026-11-24', 'declined'),
    booking('olas', 'u2', '2026-11-18', '2026-11-19', 'approved'),
  ];

  it("keeps the user's own approved stays ending today or later, soonest first", () => {
    expect(myUpcomingBookings(bookings, 'u1', today).map((item) => item.id)).toEqual([
      'leavesToday',
      'winter',
      'christmas',
    ]);
  });

  it("shows another member's own stays to them", () => {
    expect(myUpcomingBookings(bookings, 'u2', today).map((item) => item.id)).toEqual(['olas']);
  });

  it('is empty without bookings', () => {
    expect(myUpcomingBookings([], 'u1', today)).toEqual([]);
  });
});

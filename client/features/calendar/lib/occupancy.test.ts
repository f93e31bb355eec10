import type { Booking, BookingStatus } from '@shared/schemas/bookings';
import { describe, expect, it } from 'vitest';
import { departuresByDate, nightsByDate } from './occupancy';

let next = 0;
const booking = (startDate: string, endDate: string, status: BookingStatus, userId = 'u1'): Booking => {
  next += 1;
  return {
    id: `b${next}`,
    userId,
    user: { id: userId, fullName: 'Kari Nordmann', displayName: null },
    startDate,
    endDate,
    adults: 2,
    children: 0,
    notes: null,
    status,
    responseNotes: null,
    createdAt: '2026-10-01T10:00:00.000Z',
  };
};

const statuses = (nights: ReturnType<typeof nightsByDate>) =>
  Object.fromEntries([...nights].map(([date, night]) => [date, night.status]));

describe('nightsByDate', () => {
  it('colours the nights [start, end): the departure day stays free', () => {
    const stay = booking('2026-11-10', '2026-11-13', 'approved');
    const nights = nightsByDate([stay], '2026-11-01', '2026-11-30');
    expect(statuses(nights)).toEqual({
      '2026-11-10': 'approved',
      '2026-11-11': 'approved',
      '2026-11-12': 'approved',
    });
    expect(nights.get('2026-11-13')).toBeUndefined();
    expect(nights.get('2026-11-10')?.booking).toBe(stay);
  });

  it('lets the next stay arrive on the departure day', () => {
    const first = booking('2026-11-10', '2026-11-13', 'approved');
    const second = booking('2026-11-13', '2026-11-15', 'pending');
    const nights = nightsByDate([first, second], '2026-11-01', '2026-11-30');
    expect(nights.get('2026-11-12')?.booking).toBe(first);
    expect(nights.get('2026-11-13')?.booking).toBe(second);
    expect(nights.get('2026-11-14')?.status).toBe('pending');
    expect(nights.get('2026-11-15')).toBeUndefined();
  });

  it('marks approved and pending nights as blocking, declined ones not', () => {
    const nights = nightsByDate(
      [
        booking('2026-11-02', '2026-11-03', 'approved'),
        booking('2026-11-04', '2026-11-05', 'pending'),
        booking('2026-11-06', '2026-11-07', 'declined'),
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect(nights.get('2026-11-02')?.blocked).toBe(true);
    expect(nights.get('2026-11-04')?.blocked).toBe(true);
    expect(nights.get('2026-11-06')).toMatchObject({ status: 'declined', blocked: false });
  });

  it('shows the approved stay over a declined or pending one on a shared night', () => {
    const declined = booking('2026-11-10', '2026-11-14', 'declined');
    const approved = booking('2026-11-12', '2026-11-13', 'approved');
    const nights = nightsByDate([declined, approved], '2026-11-01', '2026-11-30');
    expect(statuses(nights)).toEqual({
      '2026-11-10': 'declined',
      '2026-11-11': 'declined',
      '2026-11-12': 'approved',
      '2026-11-13': 'declined',
    });
  });

  it('only fills the dates asked for, across a year end', () => {
    const stay = booking('2026-12-20', '2027-01-10', 'approved');
    const nights = nightsByDate([stay], '2026-12-28', '2027-01-03');
    expect([...nights.keys()]).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('departuresByDate', () => {
  it('marks the end date of approved and pending stays, not declined ones', () => {
    const departures = departuresByDate(
      [
        booking('2026-11-10', '2026-11-13', 'approved'),
        booking('2026-11-14', '2026-11-16', 'pending'),
        booking('2026-11-17', '2026-11-19', 'declined'),
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect([...departures].map(([date, departure]) => [date, departure.status])).toEqual([
      ['2026-11-13', 'approved'],
      ['2026-11-16', 'pending'],
    ]);
  });

  it('leaves out departures outside the dates shown', () => {
    expect(
      departuresByDate([booking('2026-11-10', '2026-12-02', 'approved')], '2026-11-01', '2026-11-30').size,
    ).toBe(0);
  });
});

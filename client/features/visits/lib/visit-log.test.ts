import { describe, expect, it } from 'vitest';
import { bookingOf, visitOf } from '@/test/booking-fixtures';
import { ola, per } from '@/test/cabin-fixtures';
import { buildVisitLog, canEditVisit } from './visit-log';

const today = '2026-12-10';

describe('buildVisitLog (product section 2, Visit log)', () => {
  const bookings = [
    bookingOf('ended', '2026-11-01', '2026-11-05'),
    bookingOf('ends-yesterday', '2026-12-05', '2026-12-09'),
    bookingOf('ends-today', '2026-12-08', '2026-12-10'),
    bookingOf('future', '2027-01-02', '2027-01-06'),
    bookingOf('old-pending', '2026-10-01', '2026-10-03', { status: 'pending', by: per }),
    bookingOf('pending', '2026-12-20', '2026-12-22', { status: 'pending', by: per }),
    bookingOf('declined-a', '2026-12-12', '2026-12-14', { status: 'declined', by: ola }),
    bookingOf('declined-b', '2027-02-01', '2027-02-03', { status: 'declined', by: ola }),
  ];
  const visits = [visitOf('v-old', '2026-06-01', '2026-06-03'), visitOf('v-new', '2026-11-20', '2026-11-21')];

  it('puts approved bookings not yet ended and every pending booking under current bookings', () => {
    const log = buildVisitLog(bookings, visits, today);
    expect(log.current.map((booking) => booking.id)).toEqual([
      'future',
      'pending',
      'ends-today',
      'old-pending',
    ]);
  });

  it('puts every visit and the approved bookings that have ended under completed visits', () => {
    const log = buildVisitLog(bookings, visits, today);
    expect(
      log.completed.map((entry) => (entry.kind === 'visit' ? entry.visit.id : entry.booking.id)),
    ).toEqual(['ends-yesterday', 'v-new', 'ended', 'v-old']);
  });

  it('lists declined bookings newest start first', () => {
    expect(buildVisitLog(bookings, visits, today).declined.map((booking) => booking.id)).toEqual([
      'declined-b',
      'declined-a',
    ]);
  });

  it('follows the given today', () => {
    const log = buildVisitLog(bookings, [], '2026-12-11');
    expect(log.completed.map((entry) => (entry.kind === 'booking' ? entry.booking.id : ''))).toEqual([
      'ends-today',
      'ends-yesterday',
      'ended',
    ]);
  });
});

describe('canEditVisit', () => {
  it('lets the author and the owner edit', () => {
    const visit = visitOf('v1', '2026-11-20', '2026-11-21', { by: per });
    expect(canEditVisit(visit, { userId: per.id, role: 'member' })).toBe(true);
    expect(canEditVisit(visit, { userId: 'u1', role: 'owner' })).toBe(true);
    expect(canEditVisit(visit, { userId: ola.id, role: 'admin' })).toBe(false);
    expect(canEditVisit({ user: null }, { userId: ola.id, role: 'member' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingClickAction, canDecideBooking, canEditBooking } from './booking-rules';

const mine = { userId: 'u3' };
const theirs = { userId: 'u2' };
const owner = { userId: 'u1', role: 'owner' } as const;
const admin = { userId: 'u2', role: 'admin' } as const;
const member = { userId: 'u3', role: 'member' } as const;

describe('booking click rules (product section 2, Visit log)', () => {
  it('opens approve/decline for the owner and admins on a pending booking', () => {
    expect(bookingClickAction({ ...theirs, status: 'pending' }, owner)).toBe('decide');
    expect(bookingClickAction({ ...mine, status: 'pending' }, admin)).toBe('decide');
    expect(bookingClickAction({ ...mine, status: 'pending' }, member)).toBe('edit');
  });

  it("otherwise edits one's own booking, and the owner edits any", () => {
    expect(bookingClickAction({ ...mine, status: 'approved' }, member)).toBe('edit');
    expect(bookingClickAction({ ...mine, status: 'declined' }, member)).toBe('edit');
    expect(bookingClickAction({ ...theirs, status: 'approved' }, owner)).toBe('edit');
    expect(bookingClickAction({ ...theirs, status: 'declined' }, owner)).toBe('edit');
  });

  it("shows someone else's booking read-only to members and admins", () => {
    expect(bookingClickAction({ ...theirs, status: 'approved' }, member)).toBe('view');
    expect(bookingClickAction({ ...theirs, status: 'pending' }, member)).toBe('view');
    expect(bookingClickAction({ userId: 'u9', status: 'approved' }, admin)).toBe('view');
  });

  it('lets only the owner and admins decide, and only on pending bookings', () => {
    expect(canDecideBooking({ ...theirs, status: 'approved' }, owner)).toBe(false);
    expect(canDecideBooking({ ...theirs, status: 'pending' }, member)).toBe(false);
    expect(canDecideBooking({ ...theirs, status: 'pending' }, owner)).toBe(true);
  });

  it('never lets an admin decide their own request: it waits for the owner (issue #13)', () => {
    expect(canDecideBooking({ ...theirs, status: 'pending' }, admin)).toBe(false);
    expect(bookingClickAction({ ...theirs, status: 'pending' }, admin)).toBe('edit');
    expect(canDecideBooking({ ...mine, status: 'pending' }, admin)).toBe(true);
    expect(canEditBooking(theirs, admin)).toBe(true);
    expect(canEditBooking({ userId: 'u9' }, admin)).toBe(false);
  });
});

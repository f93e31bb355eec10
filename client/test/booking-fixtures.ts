import type { Booking } from '@shared/schemas/bookings';
import type { Visit } from '@shared/schemas/visits';
import { kariInFjellhytta } from './cabin-fixtures';

type Person = { id: string; fullName: string; displayName: string | null };
const personOf = ({ id, fullName, displayName }: Person) => ({ id, fullName, displayName });

/** A booking in Fjellhytta; by default Kari's, approved, 2 adults, no notes. */
export function bookingOf(
  id: string,
  startDate: string,
  endDate: string,
  { by = kariInFjellhytta, ...overrides }: Partial<Booking> & { by?: Person } = {},
): Booking {
  return {
    id,
    userId: by.id,
    user: personOf(by),
    startDate,
    endDate,
    adults: 2,
    children: 0,
    notes: null,
    status: 'approved',
    responseNotes: null,
    createdAt: `${startDate}T08:00:00.000Z`,
    ...overrides,
  };
}

/** A logged visit in Fjellhytta; by default written by Kari. */
export function visitOf(
  id: string,
  startDate: string,
  endDate: string,
  { by = kariInFjellhytta, ...overrides }: Partial<Visit> & { by?: Person | null } = {},
): Visit {
  return {
    id,
    visitorName: by?.fullName ?? 'Gjest',
    message: null,
    startDate,
    endDate,
    adults: 1,
    children: 0,
    user: by ? personOf(by) : null,
    createdAt: `${endDate}T18:00:00.000Z`,
    photos: [],
    ...overrides,
  };
}

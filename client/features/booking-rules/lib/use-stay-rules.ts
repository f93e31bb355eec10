import { hasBookingRules, offeredDays } from '@shared/booking-rules';
import { can } from '@shared/policy';
import type { BookingRules } from '@shared/schemas/booking-rules';
import { useCurrentRoleOrGuess } from '@/features/cabins';
import { useBookingRules } from '../api/get-booking-rules';

/**
 * The cabin's rules when they apply to the viewer's own stays: null for the owner and admins
 * (who book outside them), for a cabin without rules, and until they are read.
 */
export function useStayRules(): BookingRules | null {
  const role = useCurrentRoleOrGuess();
  const rules = useBookingRules().data;
  if (!rules || !hasBookingRules(rules) || can(role, 'manageBookingRules')) return null;
  return rules;
}

/** The days the booking dialog's date inputs offer under the rules (none limited without them). */
export type StayBounds = {
  minStartDate?: string;
  maxStartDate?: string;
  minEndDate?: string;
  maxEndDate?: string;
};

export function useStayBounds(today: string, startDate: string): StayBounds {
  const rules = useStayRules();
  if (!rules) return {};
  const offered = offeredDays(rules, today, startDate || null);
  return {
    maxStartDate: offered.lastArrival,
    minEndDate: offered.firstDeparture,
    maxEndDate: offered.lastDeparture,
  };
}

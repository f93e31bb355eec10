import type { BookingRules } from '@shared/schemas/booking-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentCabinId } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';
import { bookingRulesQueryKey } from './get-booking-rules';

/** PUT /api/cabin/booking-rules: the whole set (owner and admins). */
export function putBookingRules(body: BookingRules): Promise<BookingRules> {
  return apiFetch<BookingRules>('/api/cabin/booking-rules', { method: 'PUT', body });
}

export function usePutBookingRules() {
  const queryClient = useQueryClient();
  const cabinId = useCurrentCabinId();
  return useMutation({
    mutationFn: putBookingRules,
    onSuccess: (rules) => queryClient.setQueryData(bookingRulesQueryKey(cabinId), rules),
  });
}

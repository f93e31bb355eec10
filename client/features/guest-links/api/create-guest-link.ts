import type { CreatedGuestLink, CreateGuestLinkBody } from '@shared/schemas/guest-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { guestLinksQueryKeyBase } from './get-guest-links';

export type CreateGuestLinkVariables = { bookingId: string; body: CreateGuestLinkBody };

/** POST /api/bookings/{id}/guest-links: the answer's url is the only time the token is shown. */
export function createGuestLink({ bookingId, body }: CreateGuestLinkVariables): Promise<CreatedGuestLink> {
  return apiFetch<CreatedGuestLink>(`/api/bookings/${encodeURIComponent(bookingId)}/guest-links`, {
    method: 'POST',
    body,
  });
}

export function useCreateGuestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuestLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestLinksQueryKeyBase }),
  });
}

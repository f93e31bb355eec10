import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { guestLinksQueryKeyBase } from './get-guest-links';

/** DELETE /api/guest-links/{id}: the link stops working at once. */
export function endGuestLink(linkId: string): Promise<{ message: string }> {
  return apiFetch(`/api/guest-links/${encodeURIComponent(linkId)}`, { method: 'DELETE' });
}

export function useEndGuestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endGuestLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestLinksQueryKeyBase }),
  });
}

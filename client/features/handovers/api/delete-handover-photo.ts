import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { handoversQueryKeyBase } from './get-handover';

export type DeleteHandoverPhotoVariables = { bookingId: string; photoId: string };

/** DELETE /api/bookings/{id}/handover/photos/{photoId}. */
export function deleteHandoverPhoto({ bookingId, photoId }: DeleteHandoverPhotoVariables) {
  return apiFetch<{ message: string }>(
    `/api/bookings/${encodeURIComponent(bookingId)}/handover/photos/${encodeURIComponent(photoId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteHandoverPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHandoverPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoversQueryKeyBase }),
  });
}

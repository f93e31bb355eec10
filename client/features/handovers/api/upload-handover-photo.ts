import type { HandoverPhoto } from '@shared/schemas/handovers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUploadPhoto } from '@/lib/api-client';
import { handoversQueryKeyBase } from './get-handover';

export type UploadHandoverPhotoVariables = { bookingId: string; file: File };

/** POST /api/bookings/{id}/handover/photos: one photo (re-encoded without metadata by the server). */
export function uploadHandoverPhoto({
  bookingId,
  file,
}: UploadHandoverPhotoVariables): Promise<HandoverPhoto> {
  return apiUploadPhoto<HandoverPhoto>(
    `/api/bookings/${encodeURIComponent(bookingId)}/handover/photos`,
    file,
  );
}

export function useUploadHandoverPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHandoverPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: handoversQueryKeyBase }),
  });
}

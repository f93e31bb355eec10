import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { visitsQueryKeyBase } from './get-visits';

export type DeleteVisitPhotoVariables = { visitId: string; photoId: string };

/** DELETE /api/visits/{id}/photos/{photoId}: whoever added the photo, or the owner, removes it. */
export function deleteVisitPhoto({ visitId, photoId }: DeleteVisitPhotoVariables): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(
    `/api/visits/${encodeURIComponent(visitId)}/photos/${encodeURIComponent(photoId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteVisitPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisitPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}

import type { VisitPhoto } from '@shared/schemas/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUploadPhoto } from '@/lib/api-client';
import { visitsQueryKeyBase } from './get-visits';

export type UploadVisitPhotoVariables = { visitId: string; file: File };

/**
 * POST /api/visits/{id}/photos: adds a photo to an entry (its author or the owner). The file goes
 * as multipart/form-data in the field `photo`; the server checks and re-encodes it (decision 033).
 */
export function uploadVisitPhoto({ visitId, file }: UploadVisitPhotoVariables): Promise<VisitPhoto> {
  return apiUploadPhoto<VisitPhoto>(`/api/visits/${encodeURIComponent(visitId)}/photos`, file);
}

export function useUploadVisitPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVisitPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}

import type { VisitPhoto } from '@shared/schemas/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorOf, cabinHeaders } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';
import { visitsQueryKeyBase } from './get-visits';

export type UploadVisitPhotoVariables = { visitId: string; file: File };

/**
 * POST /api/visits/{id}/photos: adds a photo to an entry (its author or the owner). The file goes
 * as multipart/form-data in the field `photo`; the server checks and re-encodes it (decision 033).
 */
export async function uploadVisitPhoto({ visitId, file }: UploadVisitPhotoVariables): Promise<VisitPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  // Not apiFetch: it sends JSON. The browser sets the multipart content type and its boundary.
  const path = `/api/visits/${encodeURIComponent(visitId)}/photos`;
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...cabinHeaders('POST', path),
    },
    body: form,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as VisitPhoto;
}

export function useUploadVisitPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVisitPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsQueryKeyBase }),
  });
}

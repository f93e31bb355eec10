import type { ManualPhoto } from '@shared/schemas/manual';
import { useMutation } from '@tanstack/react-query';
import { apiErrorOf, cabinHeaders } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';

/**
 * POST /api/manual/photos: adds a photo for the manual's sections (owner, admins). The file goes
 * as multipart/form-data in the field `photo`; the server checks and re-encodes it (decision 033),
 * and the section's Markdown then points at the returned `url`.
 */
export async function uploadManualPhoto(file: File): Promise<ManualPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  // Not apiFetch: it sends JSON. The browser sets the multipart content type and its boundary.
  const path = '/api/manual/photos';
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
  return (await response.json()) as ManualPhoto;
}

/** Nothing to refresh afterwards: the manual changes only when the section is saved. */
export function useUploadManualPhoto() {
  return useMutation({ mutationFn: uploadManualPhoto });
}

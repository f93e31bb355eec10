import type { ManualPhoto } from '@shared/schemas/manual';
import { useMutation } from '@tanstack/react-query';
import { apiUploadPhoto } from '@/lib/api-client';

/**
 * POST /api/manual/photos: adds a photo for the manual's sections (owner, admins). The file goes
 * as multipart/form-data in the field `photo`; the server checks and re-encodes it (decision 033),
 * and the section's Markdown then points at the returned `url`.
 */
export function uploadManualPhoto(file: File): Promise<ManualPhoto> {
  return apiUploadPhoto<ManualPhoto>('/api/manual/photos', file);
}

/** Nothing to refresh afterwards: the manual changes only when the section is saved. */
export function useUploadManualPhoto() {
  return useMutation({ mutationFn: uploadManualPhoto });
}

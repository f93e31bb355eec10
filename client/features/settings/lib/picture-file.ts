import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@shared/constants';

export type PictureProblem = 'type' | 'size';

/**
 * Product section 5: a profile picture is a JPG, PNG or GIF under 5 MB. Checked before reading the
 * file so nothing is sent for a refused one; the server checks the bytes again.
 */
export function checkPictureFile(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return 'size';
  return null;
}

export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

/** The file as a `data:` URL, the form PATCH /api/user/profile takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('Could not read the file'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

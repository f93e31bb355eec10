import { PROFILE_PICTURE_MAX_BYTES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { checkPictureFile, readAsDataUrl } from './picture-file';

describe('checkPictureFile', () => {
  it('accepts JPG, PNG and GIF under 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) {
      expect(checkPictureFile({ type, size: PROFILE_PICTURE_MAX_BYTES - 1 })).toBeNull();
    }
  });

  it('refuses 5 MB and more', () => {
    expect(checkPictureFile({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES })).toBe('size');
  });

  it('refuses other types, SVG and WebP included', () => {
    for (const type of ['', 'text/plain', 'image/svg+xml', 'image/webp', 'application/pdf']) {
      expect(checkPictureFile({ type, size: 10 })).toBe('type');
    }
  });
});

describe('readAsDataUrl', () => {
  it('reads a file as a base64 data URL', async () => {
    await expect(readAsDataUrl(new Blob(['GIF89a'], { type: 'image/gif' }))).resolves.toBe(
      'data:image/gif;base64,R0lGODlh',
    );
  });
});

import { PROFILE_PICTURE_MAX_BYTES } from '@shared/constants';
import type { PROFILE_PICTURE_TYPES } from '@shared/schemas/profile';
import { badRequest } from '../../http/errors';
import { isWholeGif, isWholeJpeg, isWholePng } from './image-structure';

export type PictureType = (typeof PROFILE_PICTURE_TYPES)[number];
export type Picture = { contentType: PictureType; data: Buffer };

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The picture's real type from its first bytes; the declared type and file name do not count. */
export function detectPictureType(data: Buffer): PictureType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  const header = data.subarray(0, 6).toString('latin1');
  if (header === 'GIF87a' || header === 'GIF89a') return 'image/gif';
  return null;
}

const IS_WHOLE: Record<PictureType, (data: Buffer) => boolean> = {
  'image/jpeg': isWholeJpeg,
  'image/png': isWholePng,
  'image/gif': isWholeGif,
};

/**
 * Markup or script a browser would run if it ever took the picture for a page (a polyglot). The
 * patterns are long enough that compressed image data does not hit them by chance.
 */
const MARKUP = /<script|<html[\s>]|<body[\s>]|<iframe|<!doctype|<\?php\s|<svg[^>]{0,200}xmlns|javascript:/i;

const invalidImage = () => badRequest('Profile picture must be a JPG, PNG or GIF image', 'invalid_image');

/**
 * A base64 data URL holding a JPG, PNG or GIF under 5 MB. Anything else (SVG, HTML, a renamed
 * file, a URL, an image with a page or script hidden in it or after it) is refused: the bytes
 * decide, so nothing executable is ever served back.
 */
export function parsePictureDataUrl(dataUrl: string): Picture {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalidImage();
  const data = Buffer.from(match[3] ?? '', 'base64');
  if (data.length >= PROFILE_PICTURE_MAX_BYTES) {
    throw badRequest('File size must be less than 5MB', 'image_too_large');
  }
  const contentType = detectPictureType(data);
  if (!contentType || !IS_WHOLE[contentType](data) || MARKUP.test(data.toString('latin1'))) {
    throw invalidImage();
  }
  return { contentType, data };
}

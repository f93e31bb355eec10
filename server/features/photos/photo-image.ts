import { PHOTO_LONG_SIDE_MAX, PHOTO_THUMBNAIL_SIDE_MAX, type PHOTO_UPLOAD_TYPES } from '@shared/constants';
import type { Sharp, SharpOptions } from 'sharp';
import { badRequest, HttpError } from '../../http/errors';
import { imageDecodes } from './decode-queue';

// Re-encoding an uploaded photo (decision 033). Nothing the phone wrote into the file survives:
// the pixels are decoded, turned upright by the EXIF orientation, resized and encoded anew, and
// sharp writes no metadata unless asked (withMetadata/keepMetadata are never called here), so
// the GPS position, the camera and the time stamp never reach the other members.

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | null = null;

/**
 * sharp (libvips) is loaded on the first upload, not at start: the embedded server's idle memory
 * (decision 018) does not grow for a server that never gets a photo.
 */
function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // No cache of decoded images between uploads, and one thread per image: a few photos a
    // day do not need speed, and the server shares its cores and memory with the database.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/**
 * The pixels one upload may have (40 megapixels, issue #36): more than any phone's usual photo
 * (12 to 24 MP; a 48 MP phone saves 12 MP unless told otherwise), while a decoded image stays
 * near 160 MB at most (4 bytes a pixel). Read from the file's header before anything is decoded:
 * a small file claiming 100 MP is refused at once.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
const JPEG_QUALITY = 82;
const THUMBNAIL_QUALITY = 76;

type UploadType = (typeof PHOTO_UPLOAD_TYPES)[number];

/** The file's real type from its first bytes; the declared type and the file name do not count. */
export function detectPhotoType(data: Buffer): UploadType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** sharp's name for the format it decoded, for each type the upload takes. */
const DECODED_FORMAT: Record<UploadType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const invalidPhoto = () => badRequest('The photo must be a JPEG, PNG or WebP image', 'invalid_photo');

const tooManyPixels = () =>
  new HttpError(
    413,
    `A photo may have at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`,
    'photo_too_many_pixels',
  );

export type ProcessedPhoto = {
  contentType: 'image/jpeg';
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/**
 * The stored photo and its thumbnail, both JPEG, upright and without metadata. Anything that is
 * not a whole JPEG, PNG or WebP image (a renamed text file, a real header over garbage, a
 * truncated file) is refused with a 400: sharp is told to fail on any decoding error. One decode
 * at a time in the process (decode-queue.ts), after the header says the size is within
 * PHOTO_MAX_PIXELS (413 otherwise).
 */
export function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = detectPhotoType(input);
  if (!type) return Promise.reject(invalidPhoto());
  return imageDecodes.run(() => decodePhoto(input, type));
}

async function decodePhoto(input: Buffer, type: UploadType): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  // libvips' own limit too, should a header and the data ever disagree.
  const options: SharpOptions = { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS };
  try {
    // metadata() reads the header only: nothing is decoded yet. Without the pixel limit, which
    // would refuse an oversized header as undecodable: it is answered with its own message below.
    const metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
    if (metadata.format !== DECODED_FORMAT[type]) throw invalidPhoto();
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels === 0) throw invalidPhoto();
    if (pixels > PHOTO_MAX_PIXELS) throw tooManyPixels();
    const large = await sharp(input, options)
      // Turned by the EXIF orientation first: the orientation itself is dropped with the rest.
      .rotate()
      .resize({
        width: PHOTO_LONG_SIDE_MAX,
        height: PHOTO_LONG_SIDE_MAX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A transparent PNG on white, not on JPEG's black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(large.data, options)
      .resize({
        width: PHOTO_THUMBNAIL_SIDE_MAX,
        height: PHOTO_THUMBNAIL_SIDE_MAX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true })
      .toBuffer();
    return {
      contentType: 'image/jpeg',
      data: large.data,
      thumbnail,
      width: large.info.width,
      height: large.info.height,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Whatever libvips could not decode is the file's fault, not the server's.
    throw invalidPhoto();
  }
}

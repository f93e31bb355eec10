import { deflateSync } from 'node:zlib';

// Real, decodable pictures for the upload tests: the server checks a picture's structure, so a
// magic number followed by filler is no longer taken for an image.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A 2x2 green PNG; `size` pads it with a text chunk to exactly that many bytes (a big picture
 * that is still a valid PNG).
 */
export function png(size?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, 0x33, 0xaa, 0x66, 0x33, 0xaa, 0x66];
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([...row, ...row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ];
  if (size !== undefined) {
    const padding = size - Buffer.concat(parts).length - 12 - 'Comment\0'.length;
    if (padding < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`);
    parts.splice(
      2,
      0,
      pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x2e)])),
    );
  }
  return Buffer.concat(parts);
}

/**
 * A PNG whose header claims `width` x `height` pixels (8-bit RGB), with a little real image data
 * and no end: a few hundred KB that would take a decoder a long while and much memory to refuse.
 */
export function truncatedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(8 * 1024 * 1024))),
  ]);
}

/** A 1x1 GIF89a; `comment` adds a comment extension before the image. */
export function gif(comment?: string): Buffer {
  const head = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAA', 'base64');
  const image = Buffer.from('LAAAAAABAAEAAAIBRAA7', 'base64');
  if (comment === undefined) return Buffer.concat([head, image]);
  const text = Buffer.from(comment, 'latin1');
  return Buffer.concat([head, Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]), image]);
}

/** A 2x2 JPEG drawn by Chromium (with its colour profile), as a phone or browser would send. */
export const jpeg = (): Buffer => Buffer.from(JPEG_BASE64, 'base64');

const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAD0C//9k=';

/** A data URL as the browser's FileReader makes it, with whatever type the file claims. */
export const dataUrl = (bytes: Buffer, declared = 'image/png') =>
  `data:${declared};base64,${bytes.toString('base64')}`;

// Structure checks for the three picture formats: the file must be one well-formed image from
// its first byte to its end marker. Nothing is decoded; what matters is that no other file (a
// page, a script, an archive) rides along after the image or in place of it.

/** PNG: the signature, IHDR first, chunks that fit, IDAT present, IEND as the very last bytes. */
export function isWholePng(data: Buffer): boolean {
  let offset = 8;
  let first = true;
  let sawImageData = false;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > data.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (type === 'IDAT') sawImageData = true;
    if (type === 'IEND') return sawImageData && length === 0 && end === data.length;
    offset = end;
  }
  return false;
}

/** Skips GIF data sub-blocks (a length byte, that many bytes, ... a zero); the offset after them. */
function skipSubBlocks(data: Buffer, start: number): number {
  let offset = start;
  while (offset < data.length) {
    const size = data[offset] ?? 0;
    offset += 1;
    if (size === 0) return offset;
    offset += size;
  }
  return -1;
}

/** GIF: header, screen descriptor, colour table, then extensions and images up to the trailer, last. */
export function isWholeGif(data: Buffer): boolean {
  if (data.length < 13) return false;
  const screenFlags = data[10] ?? 0;
  let offset = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 7) + 1) : 0);
  let sawImage = false;
  while (offset > 0 && offset < data.length) {
    const introducer = data[offset];
    if (introducer === 0x3b) return sawImage && offset === data.length - 1;
    if (introducer === 0x21) {
      offset = skipSubBlocks(data, offset + 2);
    } else if (introducer === 0x2c) {
      const imageFlags = data[offset + 9] ?? 0;
      offset += 10 + (imageFlags & 0x80 ? 3 * 2 ** ((imageFlags & 7) + 1) : 0);
      // One byte of LZW code size, then the compressed image in sub-blocks.
      offset = skipSubBlocks(data, offset + 1);
      sawImage = true;
    } else {
      return false;
    }
  }
  return false;
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: segments that fit from SOI to the first scan, a frame header before it, and an end of
 * image after it. Bytes after the end marker are allowed (phones append their own data there)
 * and are covered by the markup check.
 */
export function isWholeJpeg(data: Buffer): boolean {
  let offset = 2;
  let sawFrame = false;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return false;
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) return false;
    if (isStartOfFrame(marker)) sawFrame = true;
    if (marker === 0xda)
      return sawFrame && data.indexOf(Buffer.from([0xff, 0xd9]), offset + 2 + length) !== -1;
    offset += 2 + length;
  }
  return false;
}

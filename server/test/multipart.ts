import { randomBytes } from 'node:crypto';

// A multipart/form-data body as a browser's FormData sends it, for `inject` (which takes bytes).

export type MultipartFile = { field: string; fileName: string; contentType: string; data: Buffer };

export function multipartBody(
  file: MultipartFile | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----hytta${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The upload of one photo in the field `photo`. */
export const photoUpload = (data: Buffer, fileName = 'photo.jpg', contentType = 'image/jpeg') =>
  multipartBody({ field: 'photo', fileName, contentType, data });

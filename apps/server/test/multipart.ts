import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body for `inject`, as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----shoptest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\ncontent-type: ${f.contentType}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real image of the given format. */
export async function testImage(
  format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png',
  width = 800,
  height = 1000,
) {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 230, g: 200, b: 205 } } });
  return img.toFormat(format).toBuffer();
}

export const imagePart = (content: Buffer, filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  field: 'images',
  filename,
  contentType,
  content,
});

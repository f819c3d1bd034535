import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { MAX_IMAGE_BYTES } from './images.js';

export interface MultipartForm {
  /** the `data` field, parsed as JSON */
  data: unknown;
  /** the files under `images` (or `image`), in the order sent */
  files: Buffer[];
}

/**
 * DECISIONS §10: staff writes with images are multipart, a `data` field holding the JSON and the files
 * under `images`. Each file is read whole (10 MB at most; past that 413) before anything is stored.
 */
export async function readMultipart(request: FastifyRequest, maxFiles: number): Promise<MultipartForm> {
  let data: unknown;
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images' && part.fieldname !== 'image') {
          await part.toBuffer();
          continue;
        }
        files.push(await part.toBuffer());
      } else if (part.fieldname === 'data') {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw new AppError('VALIDATION_ERROR', 'data: must be JSON');
        }
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 'Each image must be 10 MB or smaller');
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_ERROR', `At most ${maxFiles} images`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
    }
    throw err;
  }
  if (data === undefined) throw new AppError('VALIDATION_ERROR', 'data: the product fields are required');
  return { data, files };
}

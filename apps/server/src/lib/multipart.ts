import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { type ImageUpload, MAX_IMAGE_BYTES, type UploadedFile } from './images.js';

/** room for the `data` field's JSON and the multipart framing around the images */
const FORM_ALLOWANCE_BYTES = 256 * 1024;

const uploadTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.uploadTooLarge);

export interface MultipartForm {
  /** the `data` field, parsed as JSON */
  data: unknown;
  /** the files under `images` (or `image`), in the order sent: saved to disk for this request */
  files: ImageUpload[];
}

/**
 * Staff writes with images are multipart, a `data` field holding the JSON and the files under
 * `images`, as a browser's FormData sends them. Each file is received whole (10 MB at most; past that
 * 413) before anything is stored.
 *
 * The 10 MB per request (docs/requirements/limits.md) holds for the images together
 * (MAX_UPLOAD_BYTES says why the total and not only each file): a request that declares more than
 * that (plus room for the form's JSON) gets a 413 before a byte of it is read, and one without a
 * declared length gets it as soon as its images pass the total.
 *
 * Files are streamed to the system's temporary directory, as @fastify/multipart's
 * `saveRequestFiles` does, and listed in `request.tmpUploads`, which the plugin deletes once the
 * response is sent or the client went away. The image worker's child reads them from there
 * (lib/image-worker.ts), so the server never holds a photo whole: an upload of ten large photos read
 * into Buffers (and copied to the child) would push the server's memory well past its budget
 * (bench/NOTES.md).
 */
export async function readMultipart(request: FastifyRequest, maxFiles: number): Promise<MultipartForm> {
  let data: unknown;
  const files: UploadedFile[] = [];
  request.tmpUploads ??= [];
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + FORM_ALLOWANCE_BYTES) throw uploadTooLarge();
  let received = 0;
  const counted = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > MAX_UPLOAD_BYTES ? uploadTooLarge() : null, chunk);
      },
    });
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images' && part.fieldname !== 'image') {
          await part.toBuffer();
          continue;
        }
        const file = path.join(os.tmpdir(), `upload-${randomUUID()}`);
        request.tmpUploads.push(file);
        const saved = fs.createWriteStream(file);
        await pipeline(part.file, counted(), saved);
        files.push({ path: file, bytes: saved.bytesWritten });
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
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.imageTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION_ERROR', `At most ${maxFiles} images`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
    }
    throw err;
  }
  if (data === undefined) throw new AppError('VALIDATION_ERROR', 'data: the product fields are required');
  return { data, files };
}

import { randomUUID } from 'node:crypto';
import { type Image, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@shop/shared';
import { AppError } from './app-error.js';
import { type ImageMetadata, ImageWorker, SharpError, type SharpStep } from './image-worker.js';
import type { ObjectStorage } from './storage.js';

/** An uploaded file saved to disk for the length of its request (lib/multipart.ts). */
export interface UploadedFile {
  path: string;
  bytes: number;
}

/** An image to store: its bytes, or an upload saved to disk. */
export type ImageUpload = Buffer | UploadedFile;

/** Widths a stored image is made in, for srcset; larger originals are capped. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** Limits: docs/requirements/limits.md (the shared constant, which the dashboard checks too) */
export { MAX_IMAGE_BYTES };
/** the public path images are served under */
export const IMAGE_ROUTE = '/images/';

export interface StoredImage {
  key: string;
  /** size of the widest variant */
  width: number;
  height: number;
}

/** The variant widths of an image whose widest variant is `width`. */
export function variantWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** The storage name of one variant; the public URL is IMAGE_ROUTE followed by it. */
export function variantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** The `src`/`srcset` a page needs for a stored image. */
export function imageUrls(key: string, width: number, height: number): Image {
  const widths = variantWidths(width);
  const url = (w: number) => `${IMAGE_ROUTE}${variantName(key, w)}`;
  return {
    src: url(widths.find((w) => w >= 640) ?? width),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width,
    height,
  };
}

const ACCEPTED = 'Images must be JPEG, PNG, WebP or AVIF';

/**
 * Uploads are checked by their content, not their name, which a client chooses (JPEG, PNG, WebP or AVIF, at
 * most 10 MB), re-encoded as WebP in a few widths (which also drops any metadata such as GPS tags),
 * and stored under a random key, on the local disk or in an S3 bucket (lib/storage.ts).
 */
export class ImageStore {
  /** sharp runs in the worker's child process, never in this one (lib/image-worker.ts) */
  constructor(
    readonly storage: ObjectStorage,
    readonly worker: ImageWorker = new ImageWorker(),
  ) {}

  /** `input`: the image's bytes, or an upload saved to disk (read by the worker's child, not here) */
  async save(upload: ImageUpload): Promise<StoredImage> {
    const input = Buffer.isBuffer(upload) ? upload : upload.path;
    if ((Buffer.isBuffer(upload) ? upload.length : upload.bytes) > MAX_IMAGE_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.imageTooLarge);
    }
    let meta: ImageMetadata;
    try {
      meta = await this.worker.metadata(input, { limitInputPixels: 40_000_000 });
    } catch (error) {
      throw rejected(error);
    }
    const isAvif = meta.format === 'heif' && meta.compression === 'av1';
    if (!(meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || isAvif)) {
      throw new AppError('VALIDATION_ERROR', ACCEPTED);
    }
    const key = randomUUID();
    // orientation may swap width and height
    const oriented = (meta.orientation ?? 1) >= 5;
    const srcWidth = (oriented ? meta.height : meta.width) ?? MAX_WIDTH;
    const srcHeight = (oriented ? meta.width : meta.height) ?? MAX_WIDTH;
    const width = Math.min(srcWidth, MAX_WIDTH);
    const height = Math.round((srcHeight * width) / srcWidth);
    const widths = variantWidths(width);
    // every variant is encoded (one job, one at a time in the child) before anything is stored:
    // a bad image stores nothing
    let variants: Buffer[];
    try {
      variants = await this.worker.encode(
        input,
        widths.map((w): SharpStep[] => [
          ['rotate'],
          ['resize', { width: w, withoutEnlargement: true }],
          ['webp', { quality: 78, effort: 4 }],
        ]),
        { limitInputPixels: 40_000_000 },
      );
    } catch (error) {
      throw rejected(error);
    }
    const stored = { key, width, height };
    const puts = await Promise.allSettled(
      widths.map((w, i) => this.storage.put(variantName(key, w), variants[i]!, 'image/webp')),
    );
    const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) {
      // the storage rejected one variant (a full disk, a bucket down): the others go too
      await this.remove(stored).catch(() => {});
      throw failed.reason;
    }
    return stored;
  }

  async remove(image: StoredImage | { key: string; width: number }): Promise<void> {
    await Promise.all(variantWidths(image.width).map((w) => this.storage.delete(variantName(image.key, w))));
  }

  /** stops the image worker's child (the app's onClose) */
  close(): Promise<void> {
    return this.worker.close();
  }
}

/**
 * What sharp rejected is the upload's fault (400); a worker that died or was closed is ours and
 * stays a 500 rather than telling staff their photo is not an image.
 */
function rejected(error: unknown): unknown {
  return error instanceof SharpError ? new AppError('VALIDATION_ERROR', ACCEPTED) : error;
}

/** The image of a row whose image columns may be empty (a product or collection without one). */
export function optionalImageUrls(
  key: string | null,
  width: number | null,
  height: number | null,
): Image | null {
  return key && width && height ? imageUrls(key, width, height) : null;
}

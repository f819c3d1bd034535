import { randomUUID } from 'node:crypto';
import type { Image } from '@shop/shared';
import type { Metadata } from 'sharp';
import { AppError } from './app-error.js';
import { loadSharp } from './sharp.js';
import type { ObjectStorage } from './storage.js';

/** Widths a stored image is made in (DECISIONS §5: "a few widths"); larger originals are capped. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
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
 * DECISIONS §5: uploads are checked by their content, not their name (JPEG, PNG, WebP or AVIF, at
 * most 10 MB), re-encoded as WebP in a few widths (which also drops any metadata such as GPS tags),
 * and stored under a random key, on the local disk or in an S3 bucket (lib/storage.ts).
 */
export class ImageStore {
  constructor(readonly storage: ObjectStorage) {}

  async save(input: Buffer): Promise<StoredImage> {
    if (input.length > MAX_IMAGE_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Each image must be 10 MB or smaller');
    }
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    } catch {
      throw new AppError('VALIDATION_ERROR', ACCEPTED);
    }
    const isAvif = meta.format === 'heif' && meta.compression === 'av1';
    if (!(meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || isAvif)) {
      throw new AppError('VALIDATION_ERROR', ACCEPTED);
    }
    const key = randomUUID();
    const base = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    // orientation may swap width and height
    const oriented = (meta.orientation ?? 1) >= 5;
    const srcWidth = (oriented ? meta.height : meta.width) ?? MAX_WIDTH;
    const srcHeight = (oriented ? meta.width : meta.height) ?? MAX_WIDTH;
    const width = Math.min(srcWidth, MAX_WIDTH);
    const height = Math.round((srcHeight * width) / srcWidth);
    const widths = variantWidths(width);
    // every variant is encoded before anything is stored: a bad image stores nothing. One at a time:
    // sharp works on libuv's small thread pool, which argon2 and the file system share.
    const variants: Buffer[] = [];
    try {
      for (const w of widths) {
        variants.push(
          await base
            .clone()
            .resize({ width: w, withoutEnlargement: true })
            .webp({ quality: 78, effort: 4 })
            .toBuffer(),
        );
      }
    } catch {
      throw new AppError('VALIDATION_ERROR', ACCEPTED);
    }
    const stored = { key, width, height };
    const puts = await Promise.allSettled(
      widths.map((w, i) => this.storage.put(variantName(key, w), variants[i]!, 'image/webp')),
    );
    const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
    if (failed) {
      // the storage refused one variant (a full disk, a bucket down): the others go too
      await this.remove(stored).catch(() => {});
      throw failed.reason;
    }
    return stored;
  }

  async remove(image: StoredImage | { key: string; width: number }): Promise<void> {
    await Promise.all(variantWidths(image.width).map((w) => this.storage.delete(variantName(image.key, w))));
  }
}

/** The image of a row whose image columns may be empty (a product or collection without one). */
export function optionalImageUrls(
  key: string | null,
  width: number | null,
  height: number | null,
): Image | null {
  return key && width && height ? imageUrls(key, width, height) : null;
}

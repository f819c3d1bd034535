import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '@shop/shared';

/**
 * The types the server stores: JPEG, PNG, WebP or AVIF, recognised by content
 * (docs/requirements/validation.md).
 */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

/** How many of a file's first bytes tell its type (an AVIF's brands sit in its first box). */
export const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * The image type a file's first bytes announce (its signature, or "magic number"), never its name nor
 * the type the browser guessed from the name: `fake.png` holding text is no PNG. The server checks the
 * same by decoding the file (the server's lib/images.ts); this check only spares staff a failed upload.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  // ISO base media: a first box 'ftyp' whose major or compatible brands name AVIF (not HEIC's HEVC)
  if (ascii(head, 4, 4) === 'ftyp') {
    const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
    const end = Math.min(boxSize, head.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(head, at, 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** A file's first bytes (FileReader: what every browser and jsdom read a Blob with). */
export function readHead(file: Blob, length = HEAD_BYTES): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** Why a chosen file was turned away, by name, before anything is sent. */
export type RefusalReason = 'notImage' | 'tooLarge' | 'noRoom' | 'tooMany';
export interface RefusedFile {
  name: string;
  reason: RefusalReason;
  /** the file's size, in bytes */
  bytes: number;
  /** what the request still had room for when it was refused, in bytes */
  left: number;
}

export interface PickLimits {
  /** how many more pictures the form takes */
  room: number;
  /** bytes of the new pictures already in the form (they go in the same request) */
  pendingBytes: number;
  /** one file's limit, and the request's images together (MAX_UPLOAD_BYTES): docs/requirements/limits.md */
  maxFileBytes?: number;
  maxTotalBytes?: number;
}

/**
 * Which of the files just chosen go into the form, in order, and which are refused and why: not an
 * image by its first bytes, over 10 MB alone, no room left for another picture, or over the 10 MB the
 * pictures of one request share (the server responds to the same with 413 PAYLOAD_TOO_LARGE).
 */
export async function checkPickedFiles(
  files: readonly File[],
  { room, pendingBytes, maxFileBytes = MAX_IMAGE_BYTES, maxTotalBytes = MAX_UPLOAD_BYTES }: PickLimits,
  read: (file: File) => Promise<Uint8Array> = readHead,
): Promise<{ accepted: File[]; refused: RefusedFile[] }> {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  let total = pendingBytes;
  for (const file of files) {
    const refuse = (reason: RefusalReason) =>
      refused.push({ name: file.name, reason, bytes: file.size, left: Math.max(0, maxTotalBytes - total) });
    const type = sniffImageType(await read(file).catch(() => new Uint8Array()));
    if (!type) refuse('notImage');
    else if (file.size > maxFileBytes) refuse('tooLarge');
    else if (accepted.length >= room) refuse('tooMany');
    else if (total + file.size > maxTotalBytes) refuse('noRoom');
    else {
      accepted.push(file);
      total += file.size;
    }
  }
  return { accepted, refused };
}

/** "9.4 MB": a size as staff read it, one decimal (1 MB = 1024 × 1024 bytes, as the limit is). */
export const megabytes = (bytes: number, language: string): string =>
  `${new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  )} MB`;

/** The bytes of the pictures chosen now: what the next save sends (pictures already stored are not). */
export const newBytes = (files: readonly { size: number }[]): number =>
  files.reduce((sum, file) => sum + file.size, 0);

import { describe, expect, it } from 'vitest';
import { checkPickedFiles, megabytes, sniffImageType } from './image-files';

const MB = 1024 * 1024;
const bytes = (...parts: Array<number[] | string>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const HEADS = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  avif: bytes([0, 0, 0, 0x1c], 'ftyp', 'avif', [0, 0, 0, 0], 'avif', 'mif1', 'miaf'),
  // an AVIF whose major brand is another, with avif among the compatible ones
  avifCompatible: bytes([0, 0, 0, 0x18], 'ftyp', 'mif1', [0, 0, 0, 0], 'miaf', 'avif'),
  heic: bytes([0, 0, 0, 0x18], 'ftyp', 'heic', [0, 0, 0, 0], 'mif1', 'heic'),
  text: bytes('not an image at all, whatever its name'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
};

/** A file of `size` bytes whose first bytes are `head` (the rest never read). */
const file = (name: string, head: Uint8Array<ArrayBuffer>, size = head.length) => {
  const f = new File([head], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const readHeadOf = (heads: Map<File, Uint8Array>) => async (f: File) => heads.get(f) ?? new Uint8Array();

describe('an image by its first bytes, not its name', () => {
  it.each([
    ['jpeg', HEADS.jpeg, 'jpeg'],
    ['png', HEADS.png, 'png'],
    ['webp', HEADS.webp, 'webp'],
    ['avif', HEADS.avif, 'avif'],
    ['avif (compatible brand)', HEADS.avifCompatible, 'avif'],
    ['heic', HEADS.heic, null],
    ['text', HEADS.text, null],
    ['svg', HEADS.svg, null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });
});

describe('the picker’s checks before anything is sent', () => {
  it('refuses fake.png holding text when picked, by its name, and keeps the real pictures', async () => {
    const fake = file('fake.png', HEADS.text);
    const real = file('front.png', HEADS.png, 2 * MB);
    const heads = new Map([
      [fake, HEADS.text],
      [real, HEADS.png],
    ]);
    const result = await checkPickedFiles([fake, real], { room: 10, pendingBytes: 0 }, readHeadOf(heads));
    expect(result.accepted).toEqual([real]);
    expect(result.refused).toEqual([
      { name: 'fake.png', reason: 'notImage', bytes: fake.size, left: 10 * MB },
    ]);
  });

  it('refuses a picture over 10 MB alone, and one that no longer fits the 10 MB of one save, naming each', async () => {
    const files = [
      file('huge.jpg', HEADS.jpeg, 11 * MB),
      file('one.jpg', HEADS.jpeg, 4 * MB),
      file('two.jpg', HEADS.jpeg, 4 * MB),
      file('three.jpg', HEADS.jpeg, 3 * MB),
      file('small.webp', HEADS.webp, 1 * MB),
    ];
    const heads = new Map(files.map((f) => [f, f.name.endsWith('webp') ? HEADS.webp : HEADS.jpeg]));
    const { accepted, refused } = await checkPickedFiles(
      files,
      { room: 10, pendingBytes: 1 * MB },
      readHeadOf(heads),
    );
    // 1 MB already chosen + 4 + 4 = 9 MB; three.jpg (3 MB) does not fit, small.webp (1 MB) does
    expect(accepted.map((f) => f.name)).toEqual(['one.jpg', 'two.jpg', 'small.webp']);
    expect(refused).toEqual([
      { name: 'huge.jpg', reason: 'tooLarge', bytes: 11 * MB, left: 9 * MB },
      { name: 'three.jpg', reason: 'noRoom', bytes: 3 * MB, left: 1 * MB },
    ]);
  });

  it('takes no more pictures than the form has room for', async () => {
    const files = ['a.png', 'b.png', 'c.png'].map((n) => file(n, HEADS.png, 1000));
    const heads = new Map(files.map((f) => [f, HEADS.png]));
    const { accepted, refused } = await checkPickedFiles(
      files,
      { room: 2, pendingBytes: 0 },
      readHeadOf(heads),
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(refused.map((r) => [r.name, r.reason])).toEqual([['c.png', 'tooMany']]);
  });

  it('reads a real file’s first bytes', async () => {
    const real = new File([HEADS.png, new Uint8Array(100)], 'photo.jpg', { type: 'image/jpeg' });
    const fake = new File(['hello'], 'fake.png', { type: 'image/png' });
    const { accepted, refused } = await checkPickedFiles([real, fake], { room: 10, pendingBytes: 0 });
    expect(accepted).toEqual([real]);
    expect(refused.map((r) => r.name)).toEqual(['fake.png']);
  });

  it('writes sizes as staff read them', () => {
    expect(megabytes(9.44 * MB, 'en')).toBe('9.4 MB');
    expect(megabytes(9.44 * MB, 'vi')).toBe('9,4 MB');
    expect(megabytes(10 * MB, 'en')).toBe('10 MB');
  });
});

/** A picture in the picker: one the product already has (by id), or a file chosen now. */
export type PickedImage =
  | { key: string; kind: 'existing'; id: string; src: string }
  | { key: string; kind: 'new'; file: File; url: string };

let counter = 0;
const nextKey = () => `img-${++counter}`;

/** Adds chosen files as new pictures (with a preview URL each). */
export function pickFiles(files: File[]): PickedImage[] {
  return files.map((file) => ({ key: nextKey(), kind: 'new', file, url: URL.createObjectURL(file) }));
}

export function existingImages(images: Array<{ id: string; src: string }>): PickedImage[] {
  return images.map((img) => ({ key: nextKey(), kind: 'existing', id: img.id, src: img.src }));
}

/** Frees the preview URLs of new pictures (call when they leave the form). */
export function releaseImages(images: PickedImage[]): void {
  for (const img of images) if (img.kind === 'new') URL.revokeObjectURL(img.url);
}

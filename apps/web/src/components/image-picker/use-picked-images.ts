import { useEffect, useRef, useState } from 'react';
import { checkPickedFiles, newBytes, type RefusedFile } from './image-files';
import { type PickedImage, pickFiles, releaseImages } from './picked-image';

interface PickedImagesOptions {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  multiple: boolean;
  max: number;
}

/**
 * The picker's list of pictures: adding files (each checked by its first bytes and its size before it
 * joins), moving one, removing one, and the files turned away by the last pick.
 */
export function usePickedImages({ images, onChange, multiple, max }: PickedImagesOptions) {
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const latest = useRef(images);
  latest.current = images;
  // the previews of pictures still in the form when it goes away
  useEffect(() => () => releaseImages(latest.current), []);
  // a form emptied after its save starts afresh, without the files the last pick turned away
  const empty = images.length === 0;
  useEffect(() => {
    if (empty) setRefused([]);
  }, [empty]);

  const pending = newBytes(images.flatMap((img) => (img.kind === 'new' ? [img.file] : [])));
  const add = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    // one picture replaces the one there: the room and the bytes are its own
    const checked = await checkPickedFiles(
      multiple ? files : files.slice(0, 1),
      multiple
        ? { room: Math.max(0, max - latest.current.length), pendingBytes: pending }
        : { room: 1, pendingBytes: 0 },
    );
    const { accepted } = checked;
    setRefused(checked.refused);
    if (!accepted.length) return;
    if (!multiple) {
      releaseImages(latest.current);
      onChange(pickFiles(accepted));
      return;
    }
    onChange([...latest.current, ...pickFiles(accepted)]);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  const remove = (index: number) => {
    const item = images[index];
    if (item) releaseImages([item]);
    setRefused([]);
    onChange(images.filter((_, i) => i !== index));
  };

  return { refused, pending, add, move, remove };
}

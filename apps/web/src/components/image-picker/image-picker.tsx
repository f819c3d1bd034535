import { MAX_UPLOAD_BYTES } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';
import { ImageDropZone } from './image-drop-zone';
import { megabytes, type RefusedFile } from './image-files';
import { ImageTile } from './image-tile';
import type { PickedImage } from './picked-image';
import { usePickedImages } from './use-picked-images';

interface ImagePickerProps {
  label: string;
  hint?: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** several pictures, ordered (the first is the cover), or a single one */
  multiple?: boolean;
  max?: number;
  error?: string | null;
}

/**
 * Pictures with previews: choose or drop files, reorder (arrow buttons, or drag with a mouse), remove.
 * Files the server would refuse are turned away when picked, each named with its reason beside the
 * picker: not an image by its content, over 10 MB, or more than the 10 MB the new pictures of one
 * save share (docs/requirements/limits.md). Staff learn it before the upload, not from a failed save.
 */
export function ImagePicker({
  label,
  hint,
  images,
  onChange,
  multiple = true,
  max = 10,
  error,
}: ImagePickerProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const inputId = useId();
  const refusedId = useId();
  const [dragKey, setDragKey] = useState<string | null>(null);
  const { refused, pending, add, move, remove } = usePickedImages({ images, onChange, multiple, max });
  const refusedText = ({ name, reason, bytes, left }: RefusedFile) =>
    t(`images.refused.${reason}`, {
      name,
      size: megabytes(bytes, language),
      left: megabytes(left, language),
      max,
    });

  const full = multiple && images.length >= max;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={inputId} className="text-sm font-medium text-plum-800">
          {label}
        </label>
        {multiple && (
          <span className="text-xs text-plum-500 lining-nums tabular-nums" data-testid="picker-count">
            {images.length} / {max}
            {pending > 0 &&
              ` · ${t('images.weight', { used: megabytes(pending, language), max: megabytes(MAX_UPLOAD_BYTES, language) })}`}
          </span>
        )}
      </div>
      {images.length > 0 && (
        <ul
          className={cx(
            'grid gap-3',
            multiple ? 'grid-cols-3 sm:grid-cols-4 xl:grid-cols-5' : 'grid-cols-2 sm:grid-cols-3',
          )}
        >
          {images.map((image, index) => (
            <ImageTile
              key={image.key}
              image={image}
              index={index}
              count={images.length}
              multiple={multiple}
              dragged={dragKey === image.key}
              reordering={dragKey !== null}
              onDragStart={() => setDragKey(image.key)}
              onDragEnd={() => setDragKey(null)}
              onDrop={() => {
                move(
                  images.findIndex((i) => i.key === dragKey),
                  index,
                );
                setDragKey(null);
              }}
              onMove={move}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      {!full && (
        <ImageDropZone
          inputId={inputId}
          multiple={multiple}
          hasImages={images.length > 0}
          hint={hint}
          error={error}
          refusedId={refused.length ? refusedId : undefined}
          reordering={dragKey !== null}
          onFiles={(files) => void add(files)}
        />
      )}
      {refused.length > 0 && (
        <ul
          id={refusedId}
          role="alert"
          data-testid="picker-refusals"
          className="flex flex-col gap-1 rounded-xl border border-wine-600/40 bg-blush-100/60 px-3 py-2 text-xs font-medium text-wine-700"
        >
          {refused.map((file) => (
            <li key={`${file.name}:${file.reason}:${file.bytes}`}>{refusedText(file)}</li>
          ))}
        </ul>
      )}
      {error && <p className="text-xs font-medium text-wine-600">{error}</p>}
    </div>
  );
}

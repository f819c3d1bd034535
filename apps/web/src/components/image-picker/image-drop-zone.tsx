import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';

/**
 * JPEG, PNG, WebP or AVIF, as the server stores (docs/requirements/validation.md). `accept` only
 * steers the browser's file dialog; each file is checked by its first bytes when picked
 * (image-files.ts).
 */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

interface ImageDropZoneProps {
  inputId: string;
  multiple: boolean;
  /** the picker holds a picture already (a single picker then offers to replace it) */
  hasImages: boolean;
  hint: string | undefined;
  error: string | null | undefined;
  /** the id of the list of files turned away, when there is one */
  refusedId: string | undefined;
  /** a tile is being dragged: a drop here is a reordering, not files */
  reordering: boolean;
  onFiles: (files: FileList | null) => void;
}

/** The field that takes files: click to choose, or drop them from the desktop. */
export function ImageDropZone({
  inputId,
  multiple,
  hasImages,
  hint,
  error,
  refusedId,
  reordering,
  onFiles,
}: ImageDropZoneProps) {
  const { t } = useTranslation('admin');
  const [over, setOver] = useState(false);
  return (
    <label
      onDragOver={(e) => {
        if (reordering) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (reordering) return;
        e.preventDefault();
        setOver(false);
        onFiles(e.dataTransfer.files);
      }}
      className={cx(
        'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border border-dashed px-4 py-6 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-wine-600',
        over
          ? 'border-wine-600 bg-blush-100'
          : error
            ? 'border-wine-600 bg-ivory-50'
            : 'border-plum-300 bg-ivory-50 hover:bg-blush-100',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 text-wine-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <circle cx="9" cy="10" r="1.6" />
        <path d="m4 17 5-4.5 4 3.5 3-2.5 4 3.5" strokeLinejoin="round" />
      </svg>
      <span className="text-sm font-medium text-plum-800">
        {multiple ? t('images.choose') : hasImages ? t('images.replace') : t('images.chooseOne')}
      </span>
      <span className="text-xs text-plum-500">{hint ?? t(multiple ? 'images.hint' : 'images.hintOne')}</span>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT.join(',')}
        multiple={multiple}
        className="sr-only"
        aria-invalid={error || refusedId ? true : undefined}
        aria-describedby={refusedId}
        onChange={(e) => {
          // the files are copied before a byte is read, so the input can be emptied at once
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </label>
  );
}

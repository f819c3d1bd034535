import { MAX_UPLOAD_BYTES } from '@shop/shared';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { checkPickedFiles, megabytes, newBytes, type RefusedFile } from '../lib/image-files';

/** A picture in the picker: one the product already has (by id), or a file chosen now. */
export type PickedImage =
  | { key: string; kind: 'existing'; id: string; src: string }
  | { key: string; kind: 'new'; file: File; url: string };

/**
 * DECISIONS §5: the server takes JPEG, PNG, WebP or AVIF, 10 MB at most each, and SPEC §9's 10 MB for
 * the new pictures of one save together (MAX_UPLOAD_BYTES). `accept` only steers the browser's file
 * dialog; each file is checked by its first bytes when picked (lib/image-files.ts).
 */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

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
 * save share (issue #28, point 11).
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
  const refusalsId = useId();
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [refusals, setRefusals] = useState<RefusedFile[]>([]);
  const latest = useRef(images);
  latest.current = images;
  // the previews of pictures still in the form when it goes away
  useEffect(() => () => releaseImages(latest.current), []);
  // a form emptied after its save starts afresh, without the last pick's refusals
  const empty = images.length === 0;
  useEffect(() => {
    if (empty) setRefusals([]);
  }, [empty]);

  const pending = newBytes(images.flatMap((img) => (img.kind === 'new' ? [img.file] : [])));
  const add = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    // one picture replaces the one there: the room and the bytes are its own
    const { accepted, refused } = await checkPickedFiles(
      multiple ? files : files.slice(0, 1),
      multiple
        ? { room: Math.max(0, max - latest.current.length), pendingBytes: pending }
        : { room: 1, pendingBytes: 0 },
    );
    setRefusals(refused);
    if (!accepted.length) return;
    if (!multiple) {
      releaseImages(latest.current);
      onChange(pickFiles(accepted));
      return;
    }
    onChange([...latest.current, ...pickFiles(accepted)]);
  };
  const refusalText = ({ name, reason, bytes, left }: RefusedFile) =>
    t(`images.refused.${reason}`, {
      name,
      size: megabytes(bytes, language),
      left: megabytes(left, language),
      max,
    });

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
    setRefusals([]);
    onChange(images.filter((_, i) => i !== index));
  };

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
            <li
              key={image.key}
              draggable={multiple}
              onDragStart={() => setDragKey(image.key)}
              onDragEnd={() => setDragKey(null)}
              onDragOver={(e) => {
                if (dragKey) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                const from = images.findIndex((i) => i.key === dragKey);
                move(from, index);
                setDragKey(null);
              }}
              className={cx(
                'group relative overflow-hidden rounded-xl border bg-ivory-200',
                dragKey === image.key ? 'border-wine-600 opacity-60' : 'border-line',
                multiple && 'cursor-grab',
              )}
            >
              <img
                src={image.kind === 'new' ? image.url : image.src}
                alt={t('images.preview', { index: index + 1 })}
                className="aspect-[4/5] w-full object-cover"
              />
              {multiple && index === 0 && (
                <span className="absolute top-2 left-2 rounded-pill bg-plum-800 px-2 py-0.5 text-[0.625rem] font-semibold tracking-wider text-ivory-50 uppercase">
                  {t('images.cover')}
                </span>
              )}
              {image.kind === 'new' && (
                <span className="absolute top-2 right-2 rounded-pill bg-ivory-50/90 px-2 py-0.5 text-[0.625rem] font-semibold text-plum-800">
                  {t('images.new')}
                </span>
              )}
              <div className="absolute inset-x-0 bottom-0 flex justify-between gap-1 bg-linear-to-t from-plum-900/70 to-transparent p-1.5 pt-6">
                {multiple ? (
                  <span className="flex gap-1">
                    <TileButton
                      label={t('images.moveEarlier', { index: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <path d="M12 5l-5 5 5 5" />
                    </TileButton>
                    <TileButton
                      label={t('images.moveLater', { index: index + 1 })}
                      disabled={index === images.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <path d="M8 5l5 5-5 5" />
                    </TileButton>
                  </span>
                ) : (
                  <span />
                )}
                <TileButton label={t('images.remove', { index: index + 1 })} onClick={() => remove(index)}>
                  <path d="M6 6l8 8M14 6l-8 8" />
                </TileButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label
          onDragOver={(e) => {
            if (dragKey) return;
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            if (dragKey) return;
            e.preventDefault();
            setOver(false);
            void add(e.dataTransfer.files);
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
            {multiple ? t('images.choose') : images.length ? t('images.replace') : t('images.chooseOne')}
          </span>
          <span className="text-xs text-plum-500">
            {hint ?? t(multiple ? 'images.hint' : 'images.hintOne')}
          </span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT.join(',')}
            multiple={multiple}
            className="sr-only"
            aria-invalid={error || refusals.length ? true : undefined}
            aria-describedby={refusals.length ? refusalsId : undefined}
            onChange={(e) => {
              // add() copies the list before it reads a byte, so the input can be emptied at once
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      )}
      {refusals.length > 0 && (
        <ul
          id={refusalsId}
          role="alert"
          data-testid="picker-refusals"
          className="flex flex-col gap-1 rounded-xl border border-wine-600/40 bg-blush-100/60 px-3 py-2 text-xs font-medium text-wine-700"
        >
          {refusals.map((refusal) => (
            <li key={`${refusal.name}:${refusal.reason}:${refusal.bytes}`}>{refusalText(refusal)}</li>
          ))}
        </ul>
      )}
      {error && <p className="text-xs font-medium text-wine-600">{error}</p>}
    </div>
  );
}

function TileButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-7 items-center justify-center rounded-full bg-ivory-50/90 text-plum-900 transition-colors hover:bg-ivory-50 disabled:opacity-40"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        {children}
      </svg>
    </button>
  );
}

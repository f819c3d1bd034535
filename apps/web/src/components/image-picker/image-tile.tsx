import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../staff/line-icon';
import { cx } from '../ui/cx';
import type { PickedImage } from './picked-image';

interface ImageTileProps {
  image: PickedImage;
  index: number;
  /** how many pictures the picker holds (the last one cannot move later) */
  count: number;
  multiple: boolean;
  /** this tile is the one being dragged */
  dragged: boolean;
  /** a tile is being dragged: this one may be dropped on */
  reordering: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One picture of the picker: its preview, "Cover" and "New" marks, and its buttons. */
export function ImageTile({
  image,
  index,
  count,
  multiple,
  dragged,
  reordering,
  onDragStart,
  onDragEnd,
  onDrop,
  onMove,
  onRemove,
}: ImageTileProps) {
  const { t } = useTranslation('admin');
  return (
    <li
      draggable={multiple}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={(e) => {
        if (reordering) e.preventDefault();
      }}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      className={cx(
        'group relative overflow-hidden rounded-xl border bg-ivory-200',
        dragged ? 'border-wine-600 opacity-60' : 'border-line',
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
              onClick={() => onMove(index, index - 1)}
            >
              <path d="M12 5l-5 5 5 5" />
            </TileButton>
            <TileButton
              label={t('images.moveLater', { index: index + 1 })}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <path d="M8 5l5 5-5 5" />
            </TileButton>
          </span>
        ) : (
          <span />
        )}
        <TileButton label={t('images.remove', { index: index + 1 })} onClick={onRemove}>
          <path d="M6 6l8 8M14 6l-8 8" />
        </TileButton>
      </div>
    </li>
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
      <LineIcon small>{children}</LineIcon>
    </button>
  );
}

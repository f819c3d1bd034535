import { cx } from './cx';

interface SliderArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  atStart: boolean;
  atEnd: boolean;
  previousLabel: string;
  nextLabel: string;
  tone?: 'light' | 'paper';
  className?: string;
}

const arrowClass = (tone: 'light' | 'paper') =>
  cx(
    'inline-flex size-11 items-center justify-center rounded-full border transition-colors disabled:cursor-default disabled:opacity-35',
    tone === 'paper'
      ? 'border-line bg-ivory-50 text-plum-800 hover:enabled:border-plum-800'
      : 'border-ivory-50/60 bg-ivory-50/85 text-plum-900 backdrop-blur hover:enabled:bg-ivory-50',
  );

/** Previous / next buttons of a slider (a phone swipes instead). */
export function SliderArrows({
  onPrevious,
  onNext,
  atStart,
  atEnd,
  previousLabel,
  nextLabel,
  tone = 'paper',
  className,
}: SliderArrowsProps) {
  return (
    <div className={cx('flex gap-2', className)}>
      <button
        type="button"
        onClick={onPrevious}
        disabled={atStart}
        aria-label={previousLabel}
        className={arrowClass(tone)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M19 12H5M11 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        onClick={onNext}
        disabled={atEnd}
        aria-label={nextLabel}
        className={arrowClass(tone)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}

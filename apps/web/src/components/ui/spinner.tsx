import { cx } from './cx';

export interface SpinnerProps {
  /** Read by screen readers; the ring itself is decorative. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-5 border-2', md: 'size-8 border-2', lg: 'size-12 border-[3px]' } as const;

/** The spinner turns once every 0.8 s (animate-spin-turn in the theme). */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cx(SIZES[size], 'animate-spin-turn rounded-full border-blush-200 border-t-wine-600')}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type BadgeTone = 'wine' | 'blush' | 'plum' | 'outline';

const TONES: Record<BadgeTone, string> = {
  wine: 'bg-wine-600 text-ivory-50',
  blush: 'bg-blush-200 text-plum-900',
  plum: 'bg-plum-800 text-ivory-100',
  outline: 'border border-plum-300 text-plum-800',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'blush', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex min-w-5 items-center justify-center rounded-pill px-1.5 text-[0.6875rem] leading-5 font-semibold tabular-nums',
        TONES[tone],
        className,
      )}
      {...rest}
    />
  );
}

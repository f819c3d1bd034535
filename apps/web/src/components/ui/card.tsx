import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  tone?: 'paper' | 'blush';
}

export function Card({ tone = 'paper', className, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'rounded-2xl border border-line p-6 shadow-card sm:p-8',
        tone === 'paper' ? 'bg-ivory-50' : 'bg-blush-100',
        className,
      )}
      {...rest}
    />
  );
}

import type { ReactNode } from 'react';

/**
 * The staff screens' line icons, in the current text colour and always decorative: the
 * button around one carries its accessible name. `small` is the 20-unit grid of the tiny round
 * buttons (arrows, a cross); the default is the 24-unit grid of the icon buttons (edit, delete, back).
 */
export function LineIcon({ small, children }: { small?: boolean; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={small ? '0 0 20 20' : '0 0 24 24'}
      className={small ? 'size-3.5' : 'size-4'}
      fill="none"
      stroke="currentColor"
      strokeWidth={small ? '1.6' : '1.5'}
    >
      {children}
    </svg>
  );
}

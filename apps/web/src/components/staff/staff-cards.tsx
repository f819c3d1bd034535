import type { ReactNode } from 'react';
import { cx } from '../ui/cx';

/** A staff list on phones: one card per row, the table's caption as its name. */
export function StaffCards({
  label,
  dimmed,
  children,
}: {
  label: string;
  dimmed: boolean;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={cx('flex flex-col gap-3 md:hidden', dimmed && 'opacity-60')}>
      {children}
    </ul>
  );
}

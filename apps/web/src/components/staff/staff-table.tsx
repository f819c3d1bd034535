import type { ReactNode } from 'react';
import { cx } from '../ui/cx';

/** One column head of a staff table. */
export interface StaffColumn {
  key: string;
  label: ReactNode;
  /** read out to screen readers but not shown (a column of buttons) */
  srOnly?: boolean;
  align?: 'right';
  /** replaces the default padding (px-4 at the table's edges, px-3 inside) */
  className?: string;
}

interface StaffTableProps {
  caption: string;
  columns: StaffColumn[];
  /** a Tailwind min-width, so that narrow screens scroll the table instead of squeezing it */
  minWidth: string;
  /** the previous page is shown while the next one loads */
  dimmed?: boolean;
  /** the table only on md and up (phones get cards instead) */
  wideOnly?: boolean;
  /** the <tbody> */
  children: ReactNode;
}

/** The frame every staff list's table shares: scrolling box, hidden caption, column heads. */
export function StaffTable({ caption, columns, minWidth, dimmed, wideOnly, children }: StaffTableProps) {
  const last = columns.length - 1;
  return (
    <div
      className={cx('relative overflow-x-auto rounded-2xl border border-line', wideOnly && 'hidden md:block')}
    >
      <table className={cx('w-full text-left text-sm', minWidth, dimmed && 'opacity-60')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-ivory-100 text-[0.6875rem] tracking-[0.14em] text-plum-500 uppercase">
          <tr>
            {columns.map((column, i) => (
              <th
                key={column.key}
                scope="col"
                className={cx(
                  column.className ?? (i === 0 || i === last ? 'px-4' : 'px-3'),
                  'py-3 font-semibold',
                  column.align === 'right' && 'text-right',
                )}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from './cx';

/** How many pages `total` items fill, `pageSize` a page; an empty list still has its one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers around the current one, the first and the last, with gaps as "…". */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  if (page <= 3) for (let p = 2; p <= Math.min(4, totalPages); p++) pages.add(p);
  if (page >= totalPages - 2) for (let p = Math.max(1, totalPages - 3); p < totalPages; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

type PagerProps = {
  page: number;
  totalPages: number;
  /** the navigation's name; "Pages" by default */
  label?: string;
  /** centred under a grid, or at the end of a list's row */
  align?: 'center' | 'end';
  className?: string;
} & (
  | {
      /** the URL of a page: the pages are links, so one can be opened in a new tab or shared */
      hrefFor: (page: number) => string;
      onNavigate?: () => void;
      onPage?: never;
    }
  | {
      /** the page to show, for a list whose page lives in the component's state: the pages are buttons */
      onPage: (page: number) => void;
      hrefFor?: never;
      onNavigate?: never;
    }
);

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill px-3 text-sm tabular-nums transition-colors';

function Arrow({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The pages of a list: previous, the numbers around the current page (pageWindow), next. Nothing
 * when the list fits on one page.
 */
export function Pager({
  page,
  totalPages,
  label,
  align = 'center',
  className,
  hrefFor,
  onNavigate,
  onPage,
}: PagerProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;

  const control = (
    target: number,
    props: { 'aria-label': string; 'aria-current'?: 'page'; className: string; children: ReactNode },
  ) =>
    hrefFor ? (
      <Link to={hrefFor(target)} onClick={onNavigate} {...props} />
    ) : (
      <button type="button" onClick={() => onPage?.(target)} {...props} />
    );

  const arrow = (target: number, name: string, path: string, disabled: boolean) => {
    const icon = <Arrow path={path} />;
    if (!disabled)
      return control(target, {
        'aria-label': name,
        className: cx(cell, 'text-plum-800 hover:bg-blush-100'),
        children: icon,
      });
    // a link cannot be disabled: the way that leads nowhere is rendered, and left out for screen readers;
    // a button stays where it was, disabled, so the focus on it is not lost
    return hrefFor ? (
      <span aria-hidden="true" className={cx(cell, 'text-plum-300')}>
        {icon}
      </span>
    ) : (
      <button type="button" disabled aria-label={name} className={cx(cell, 'text-plum-300')}>
        {icon}
      </button>
    );
  };

  const justify = align === 'end' ? 'justify-end' : 'justify-center';
  return (
    <nav aria-label={label ?? t('pager.label')} className={cx('flex', justify, className)}>
      <ul className={cx('flex flex-wrap items-center gap-1', justify)}>
        <li>{arrow(page - 1, t('pager.previous'), 'M15 6l-6 6 6 6', page <= 1)}</li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-plum-500">
              …
            </li>
          ) : (
            <li key={p}>
              {control(p, {
                'aria-label': t('pager.page', { page: p }),
                'aria-current': p === page ? 'page' : undefined,
                className: cx(
                  cell,
                  p === page ? 'bg-plum-800 font-medium text-ivory-100' : 'text-plum-800 hover:bg-blush-100',
                ),
                children: p,
              })}
            </li>
          ),
        )}
        <li>{arrow(page + 1, t('pager.next'), 'M9 6l6 6-6 6', page >= totalPages)}</li>
      </ul>
    </nav>
  );
}

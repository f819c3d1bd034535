import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** the URL of a page (links, so a page can be opened in a new tab or shared) */
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
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

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill px-3 text-sm tabular-nums transition-colors';

export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useTranslation('products');
  if (totalPages <= 1) return null;
  const arrow = (target: number, label: string, path: string, disabled: boolean) =>
    disabled ? (
      <span aria-hidden="true" className={cx(cell, 'text-plum-300')}>
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
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        onClick={onNavigate}
        aria-label={label}
        className={cx(cell, 'text-plum-800 hover:bg-blush-100')}
      >
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
      </Link>
    );

  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex items-center gap-1">
        <li>{arrow(page - 1, t('pagination.previous'), 'M15 6l-6 6 6 6', page <= 1)}</li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-plum-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                onClick={onNavigate}
                aria-label={t('pagination.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={cx(
                  cell,
                  p === page ? 'bg-plum-800 font-medium text-ivory-100' : 'text-plum-800 hover:bg-blush-100',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{arrow(page + 1, t('pagination.next'), 'M9 6l6 6-6 6', page >= totalPages)}</li>
      </ul>
    </nav>
  );
}

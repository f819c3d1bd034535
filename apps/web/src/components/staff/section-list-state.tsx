import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** A list's query as the states read it: loading, failed (with a retry) or loaded. */
export interface SectionListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface SectionListStateProps {
  query: SectionListQuery<unknown>;
  isEmpty: boolean;
  emptyText: string;
  /** the failure is announced as soon as it shows (role="alert") */
  announceError?: boolean;
  children: ReactNode;
}

/**
 * The states of a list under a tab's form (coupons, the blacklist): a spinner, the failure with
 * Retry, the empty message, or the list.
 */
export function SectionListState({
  query,
  isEmpty,
  emptyText,
  announceError,
  children,
}: SectionListStateProps) {
  const { t } = useTranslation(['admin', 'common']);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('common:loading.generic')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role={announceError ? 'alert' : undefined}
        className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center"
      >
        <p className="text-sm text-wine-600">{errorMessage(query.error, t('admin:errors.generic'))}</p>
        <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
          {t('admin:errors.retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-sm text-plum-500">
        {emptyText}
      </p>
    );
  }
  return <>{children}</>;
}

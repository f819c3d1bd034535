import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

interface ListStateProps {
  /** the list's query: loading, failed (with a retry) or loaded */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** the failure's text; by default the server's message, else a generic one */
  errorText?: (error: unknown) => string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A staff list's states before its rows: a spinner, the failure with Retry, or the empty message. */
export function ListState({ query, errorText, isEmpty, emptyText, children }: ListStateProps) {
  const { t } = useTranslation(['admin', 'common']);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('common:loading.generic')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-line p-8 text-center text-sm text-plum-700">
        {errorText ? errorText(query.error) : errorMessage(query.error, t('admin:errors.generic'))}
        <div className="mt-4">
          <Button size="sm" onClick={() => query.refetch()}>
            {t('admin:errors.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-10 text-center text-sm text-plum-500">
        {emptyText}
      </p>
    );
  }
  return <>{children}</>;
}

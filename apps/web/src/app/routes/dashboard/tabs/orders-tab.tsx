import type { Order } from '@shop/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cx } from '../../../../components/ui/cx';
import { Spinner } from '../../../../components/ui/spinner';
import { OrderDrawer } from '../components/order-drawer';
import { AllOrders } from './all-orders';
import { ToConfirmQueue } from './to-confirm-queue';

/** The reconciliation is a chunk of its own: most visits to the tab are for the orders. */
const CodReconciliationView = lazy(async () => ({
  default: (await import('./cod-reconciliation-view')).CodReconciliationView,
}));

/** The Orders tab's views, named in the URL (`?view=`) so that a reload stays on one. */
export const ORDER_VIEWS = ['all', 'to-confirm', 'cod'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];
export const viewFromQuery = (value: string | null): OrderView =>
  ORDER_VIEWS.find((v) => v === value) ?? 'all';
const VIEW_LABEL: Record<OrderView, string> = {
  all: 'admin:shipping.views.all',
  'to-confirm': 'admin:shipping.views.toConfirm',
  cod: 'admin:shipping.views.cod',
};

/**
 * The dashboard's "orders" tab, in three views: every order, the COD orders to confirm (a phone call
 * before shipping spares a parcel refused at the door), and the carrier's COD reconciliation. Each
 * order opens the detail drawer.
 */
export function OrdersTab() {
  const { t } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const view = viewFromQuery(params.get('view'));
  const [open, setOpen] = useState<Order | null>(null);

  const choose = (next: OrderView) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === 'all') kept.delete('view');
        else kept.set('view', next);
        return kept;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <fieldset
        data-testid="order-views"
        // phones: three equal cells (a pill would wrap around "COD reconciliation"); wider: one pill
        className="grid min-w-0 grid-cols-3 gap-1 rounded-2xl border border-line bg-ivory-100 p-1 sm:flex sm:self-start sm:rounded-pill"
      >
        <legend className="sr-only">{t('admin:shipping.views.label')}</legend>
        {ORDER_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={v === view}
            onClick={() => choose(v)}
            className={cx(
              'min-h-11 rounded-xl px-1 text-[0.8125rem] leading-tight transition-colors sm:min-h-9 sm:rounded-pill sm:px-4 sm:text-sm sm:whitespace-nowrap',
              v === view ? 'bg-plum-800 text-ivory-100' : 'text-plum-800 hover:bg-blush-100',
            )}
          >
            {t(VIEW_LABEL[v])}
          </button>
        ))}
      </fieldset>

      {view === 'all' && <AllOrders onOpen={setOpen} />}
      {view === 'to-confirm' && <ToConfirmQueue onOpenOrder={setOpen} />}
      {view === 'cod' && (
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner label={t('common:loading.generic')} />
            </div>
          }
        >
          <CodReconciliationView />
        </Suspense>
      )}
      <OrderDrawer order={open} onClose={() => setOpen(null)} />
    </div>
  );
}

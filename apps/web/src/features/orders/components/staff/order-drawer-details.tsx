import type { Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { historyActor } from '../../lib/order-actions';
import { paymentLabel } from '../../lib/payment-label';
import { OrderLines, OrderShipping } from '../order-details';
import { DrawerHeading } from './drawer-heading';

/** The order's lines and totals, where it goes, and its history, newest first, with who and when. */
export function OrderDrawerDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <section aria-labelledby="drawer-lines">
        <DrawerHeading id="drawer-lines" spaced>
          {t('admin:orders.lines')}
        </DrawerHeading>
        <OrderLines order={order} />
        {order.totalUsd && (
          <p className="mt-2 text-xs text-plum-500">
            {t('admin:orders.paypalAmount', { amount: order.totalUsd })}
          </p>
        )}
      </section>

      <section aria-labelledby="drawer-shipping">
        <DrawerHeading id="drawer-shipping" spaced>
          {t('account:orderList.shipTo')}
        </DrawerHeading>
        <OrderShipping order={order} />
      </section>

      <section aria-labelledby="drawer-history">
        <DrawerHeading id="drawer-history" spaced>
          {t('admin:orders.history')}
        </DrawerHeading>
        <ol className="flex flex-col gap-3" data-testid="order-history">
          {[...order.history]
            .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
            .map((entry) => (
              <li
                key={`${entry.at}:${entry.status}:${entry.paymentStatus}`}
                className="rounded-xl border border-line px-3 py-2 text-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">
                    {t(`account:orderStatus.${entry.status}`)} ·{' '}
                    <span className="font-normal text-plum-600">
                      {t(`account:paymentStatus.${paymentLabel({ ...entry, paidAmount: order.paidAmount })}`)}
                    </span>
                  </span>
                  <time dateTime={entry.at} className="text-xs text-plum-500">
                    {formatDateTime(entry.at, language)}
                  </time>
                </div>
                <p className="mt-0.5 text-xs text-plum-500" data-testid="history-by">
                  {t(`admin:orders.by.${historyActor(entry).key}`, { name: historyActor(entry).name })}
                  {entry.note ? ` — ${entry.note}` : ''}
                </p>
              </li>
            ))}
        </ol>
      </section>
    </>
  );
}

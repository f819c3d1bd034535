import { formatVnd, type Order } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/staff/list-state';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Pager, pageCount } from '../../../../components/ui/pager';
import { TO_CONFIRM_PAGE_SIZE, useToConfirm } from '../../../../features/orders/api/get-to-confirm';
import { useToConfirmActions } from '../../../../features/orders/api/to-confirm-actions';
import {
  BuyerHistoryList,
  ConfirmationBadges,
  RecentCalls,
  RiskBadge,
  RiskFactors,
} from '../../../../features/orders/components/cod-risk-panel';
import { RiskRulesTable } from '../../../../features/orders/components/risk-rules-table';
import { CallDialog, CancelReasonDialog } from '../../../../features/orders/components/to-confirm-dialogs';
import { orderErrorText } from '../../../../features/orders/lib/order-messages';
import { dateLocale, formatDateTime } from '../../../../lib/dates';

const MINUTE = 60_000;

/** "3 hours ago" / "3 giờ trước" in the reader's language (Intl, no translation keys). */
export function placedAgo(createdAt: string, language: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / MINUTE));
  const format = new Intl.RelativeTimeFormat(dateLocale(language), { numeric: 'auto', style: 'short' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}

/** A phone as a `tel:` link (digits and a leading +): a tap on a phone calls the buyer. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * "To confirm": the pending cash-on-delivery orders, riskiest then oldest first (the
 * server's order), each with its risk and its reasons, the phone's history, the buyer's confirmation
 * and deposit, and the last calls; Confirm in one click, Cancel with a reason, Note a call. The list
 * is asked again every 30 s while the tab is visible. `onOpenOrder` opens the order drawer.
 */
export function ToConfirmQueue({ onOpenOrder }: { onOpenOrder?: (order: Order) => void } = {}) {
  const { t } = useTranslation(['admin', 'account', 'common']);
  const [page, setPage] = useState(1);
  const list = useToConfirm(page);
  const orders = list.data?.orders ?? [];
  const totalPages = list.data ? pageCount(list.data.total, TO_CONFIRM_PAGE_SIZE) : 1;
  const [canceling, setCanceling] = useState<Order | null>(null);
  const [calling, setCalling] = useState<Order | null>(null);

  return (
    <section
      aria-labelledby="to-confirm-title"
      data-testid="to-confirm-queue"
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="to-confirm-title" className="font-display text-2xl font-medium">
          {t('admin:toConfirm.title')}
        </h2>
        <p className="text-sm text-plum-600">{t('admin:toConfirm.intro')}</p>
      </div>
      <RiskRulesTable />
      <p className="rounded-2xl bg-ivory-200 px-4 py-3 text-sm text-plum-700" aria-live="polite">
        {list.data ? t('admin:toConfirm.count', { count: list.data.total }) : t('common:loading.generic')}
      </p>
      <ListState
        query={list}
        errorText={(error) => orderErrorText(t, error, t('admin:errors.generic'))}
        isEmpty={orders.length === 0}
        emptyText={t('admin:toConfirm.empty')}
      >
        <ul
          aria-label={t('admin:toConfirm.caption')}
          className={cx('flex flex-col gap-4', list.isPlaceholderData && 'opacity-60')}
        >
          {orders.map((order) => (
            <li key={order.id} data-testid="to-confirm-row" data-code={order.code}>
              <QueueCard order={order} onCancel={setCanceling} onCall={setCalling} onOpen={onOpenOrder} />
            </li>
          ))}
        </ul>
      </ListState>
      <Pager page={page} totalPages={totalPages} onPage={setPage} align="end" />
      <CancelReasonDialog order={canceling} onClose={() => setCanceling(null)} />
      <CallDialog order={calling} onClose={() => setCalling(null)} />
    </section>
  );
}

function QueueCard({
  order,
  onCancel,
  onCall,
  onOpen,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  onCall: (order: Order) => void;
  onOpen: ((order: Order) => void) | undefined;
}) {
  const { t, i18n } = useTranslation(['admin', 'account']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { confirm } = useToConfirmActions();
  const titleId = `to-confirm-${order.id}`;

  const confirmNow = () =>
    confirm.mutate(order.id, {
      onSuccess: () => toast.success(t('admin:toConfirm.confirmed', { code: order.code })),
      onError: (error) => toast.error(orderErrorText(t, error, t('admin:errors.generic'))),
    });

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-line bg-ivory-50 p-4 lining-nums sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_auto]"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-sans text-base font-semibold tracking-wide tabular-nums">
            {order.code}
          </h3>
          {order.risk && <RiskBadge risk={order.risk} />}
        </div>
        <p className="text-xs text-plum-500">
          <time dateTime={order.createdAt} title={formatDateTime(order.createdAt, language)}>
            {t('admin:toConfirm.placed', { age: placedAgo(order.createdAt, language) })}
          </time>
          {' · '}
          <span data-testid="to-confirm-total" className="font-semibold text-plum-900 tabular-nums">
            {formatVnd(order.total, language)}
          </span>
        </p>
        <p className="text-sm text-plum-800">
          <span className="block truncate font-medium">{order.shipping.name}</span>
          <a
            href={telHref(order.shipping.phone)}
            data-testid="to-confirm-phone"
            aria-label={t('admin:toConfirm.callPhone', {
              name: order.shipping.name,
              phone: order.shipping.phone,
            })}
            className="inline-flex min-h-9 items-center font-semibold text-wine-600 underline underline-offset-4 tabular-nums"
          >
            {order.shipping.phone}
          </a>
        </p>
        <ConfirmationBadges order={order} />
      </div>

      <div className="flex min-w-0 flex-col gap-3">
        {order.risk && <RiskFactors risk={order.risk} />}
        {order.buyerHistory && <BuyerHistoryList history={order.buyerHistory} />}
        <RecentCalls calls={order.calls} />
      </div>

      <div className="flex flex-wrap items-start gap-2 lg:w-44 lg:flex-col lg:items-stretch">
        <Button
          size="sm"
          onClick={confirmNow}
          disabled={confirm.isPending}
          aria-label={t('admin:toConfirm.actions.confirmLabel', { code: order.code })}
        >
          {confirm.isPending ? t('admin:toConfirm.working') : t('admin:toConfirm.actions.confirm')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onCancel(order)}
          disabled={confirm.isPending}
          aria-label={t('admin:toConfirm.actions.cancelLabel', { code: order.code })}
        >
          {t('admin:toConfirm.actions.cancel')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onCall(order)}
          aria-label={t('admin:toConfirm.actions.callLabel', { code: order.code })}
        >
          {t('admin:toConfirm.actions.call')}
        </Button>
        {onOpen && (
          <Button
            size="sm"
            variant="link"
            onClick={() => onOpen(order)}
            aria-label={t('admin:orders.open', { code: order.code })}
          >
            {t('admin:orders.view')}
          </Button>
        )}
      </div>
    </article>
  );
}

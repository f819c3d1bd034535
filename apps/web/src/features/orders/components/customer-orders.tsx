import { formatVnd, type Order, ROUTES } from '@shop/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '../../../components/icons/icons';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Pager, pageCount } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useCancelOrder } from '../api/cancel-order';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../api/get-my-orders';
import { awaitsDeposit } from '../api/get-order';
import { useReturnOrder } from '../api/return-order';
import { customerActions, returnDeadline } from '../lib/order-actions';
import { orderErrorText } from '../lib/order-messages';
import { OrderLines, OrderShipping } from './order-details';
import { OrderStatusBadge, PaymentStatusText } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderFulfilment } from './shipment-timeline';

/** The link that shows a QR order's transfer details again (the checkout page's payment view). */
export const payOrderHref = (id: string) => `${ROUTES.checkout}?order=${encodeURIComponent(id)}`;

/**
 * The profile's orders: the shopper's orders, newest first, each with its
 * status timeline; cancel while Pending, ask for a return within 7 days of completion.
 * Renders inside the profile page's section card.
 */
export function CustomerOrders() {
  const { t } = useTranslation(['account', 'orderSum', 'common']);
  const [page, setPage] = useState(1);
  const list = useMyOrders(page);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [returning, setReturning] = useState<Order | null>(null);
  const cancel = useCancelOrder();

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label={t('account:orderList.loading')} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-line p-6 text-sm text-plum-700">
        <p>{orderErrorText(t, list.error, t('account:orderList.loadError'))}</p>
        <Button variant="link" onClick={() => list.refetch()} className="mt-2">
          {t('account:retry')}
        </Button>
      </div>
    );
  } else if (list.data.orders.length === 0) {
    body = (
      <div
        data-slot="orders"
        className="flex flex-col items-start gap-5 rounded-2xl bg-blush-100/60 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gold-500 bg-ivory-50 text-wine-600">
            <BagIcon />
          </span>
          <p className="text-sm leading-relaxed text-plum-700">{t('account:ordersEmpty')}</p>
        </div>
        <Link to={ROUTES.products} className={buttonClasses('primary', 'md', 'shrink-0')}>
          {t('account:ordersCta')}
        </Link>
      </div>
    );
  } else {
    const totalPages = pageCount(list.data.total, MY_ORDERS_PAGE_SIZE);
    body = (
      <>
        <ul aria-label={t('account:orders')} className="flex flex-col gap-4" data-slot="orders">
          {list.data.orders.map((order) => (
            <li key={order.id}>
              <CustomerOrderCard order={order} onCancel={setCancelling} onReturn={setReturning} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={totalPages}
          onPage={setPage}
          label={t('account:orderList.pages')}
          align="end"
          className="mt-5"
        />
      </>
    );
  }

  return (
    <>
      {body}
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('account:orderList.cancelTitle')}
        closeLabel={t('common:close')}
        className="lining-nums"
      >
        <p className="text-sm leading-relaxed text-plum-700">
          {t('account:orderList.cancelBody', { code: cancelling?.code ?? '' })}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setCancelling(null)}>
            {t('account:orderList.keep')}
          </Button>
          <Button
            disabled={cancel.isPending}
            className="bg-wine-600! hover:bg-wine-700!"
            onClick={() => {
              if (!cancelling) return;
              cancel.mutate(cancelling.id, {
                onSuccess: () => {
                  toast.success(t('account:orderList.canceled', { code: cancelling.code }));
                  setCancelling(null);
                },
                onError: (error) => {
                  toast.error(orderErrorText(t, error, t('account:orderList.changeFailed')));
                  setCancelling(null);
                },
              });
            }}
          >
            {cancel.isPending ? t('account:orderList.working') : t('account:orderList.cancelConfirm')}
          </Button>
        </div>
      </Dialog>
      <ReturnDialog order={returning} onClose={() => setReturning(null)} />
    </>
  );
}

function CustomerOrderCard({
  order,
  onCancel,
  onReturn,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  onReturn: (order: Order) => void;
}) {
  const { t, i18n } = useTranslation(['account', 'orderSum']);
  const language = i18n.resolvedLanguage ?? 'en';
  const actions = customerActions(order);
  // A risky COD order's deposit is paid on the same page as a QR order's transfer
  const payDeposit = awaitsDeposit(order) && order.payment !== null;
  const deadline = returnDeadline(order);
  const pieces = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article
      data-testid="customer-order"
      data-code={order.code}
      aria-labelledby={`order-${order.id}`}
      className="rounded-2xl border border-line bg-ivory-100/60 p-4 lining-nums sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`order-${order.id}`} className="font-sans text-base font-semibold tracking-wide">
            {order.code}
          </h3>
          <p className="mt-0.5 text-xs text-plum-500">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time> ·{' '}
            {t('account:orderList.pieces', { count: pieces })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-plum-500">{t('orderSum:total')}</dt>
          <dd className="font-semibold tabular-nums">{formatVnd(order.total, language)}</dd>
        </div>
        <div>
          <dt className="text-xs text-plum-500">{t('account:orderList.method')}</dt>
          <dd>{t(`account:paymentMethod.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-plum-500">{t('account:orderList.payment')}</dt>
          <dd>
            <PaymentStatusText
              status={order.paymentStatus}
              orderStatus={order.status}
              paidAmount={order.paidAmount}
            />
          </dd>
        </div>
      </dl>

      <details className="group mt-3 border-t border-line pt-3">
        <summary className="cursor-pointer text-sm font-medium text-wine-600 underline-offset-4 hover:underline">
          {t('account:orderList.details')}
        </summary>
        <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <div>
            <h4 className="mb-3 font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase">
              {t('account:orderList.timeline')}
            </h4>
            <OrderTimeline order={order} />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <OrderLines order={order} />
            <OrderFulfilment order={order} />
            <div>
              <h4 className="mb-1 font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase">
                {t('account:orderList.shipTo')}
              </h4>
              <OrderShipping order={order} />
            </div>
            {order.returnReason && (
              <p className="text-sm text-plum-700">
                <span className="font-medium">{t('account:orderList.returnReason')}:</span>{' '}
                {order.returnReason}
              </p>
            )}
          </div>
        </div>
      </details>

      {(actions.cancel ||
        actions.requestReturn ||
        actions.pay ||
        payDeposit ||
        order.status === 'Completed') && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {payDeposit && (
            <Link to={payOrderHref(order.id)} className={buttonClasses('primary', 'sm')}>
              {t('account:fulfilment.deposit.pay')}
            </Link>
          )}
          {actions.pay && (
            <Link to={payOrderHref(order.id)} className={buttonClasses('primary', 'sm')}>
              {t('account:orderList.pay')}
            </Link>
          )}
          {actions.cancel && (
            <Button variant="secondary" size="sm" onClick={() => onCancel(order)}>
              {t('account:orderList.cancel')}
            </Button>
          )}
          {actions.requestReturn && (
            <Button variant="secondary" size="sm" onClick={() => onReturn(order)}>
              {t('account:orderList.requestReturn')}
            </Button>
          )}
          {order.status === 'Completed' && deadline && (
            <p className="text-xs text-plum-500">
              {actions.requestReturn
                ? t('account:orderList.returnUntil', { date: formatDate(deadline.toISOString(), language) })
                : t('account:orderList.returnClosed')}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

/** POST /order/return-order/{id} { reason }: the reason is asked before the request goes. */
function ReturnDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useReturnOrder();
  const fieldId = useId();

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!order) return;
    if (!reason.trim()) {
      setError(t('account:orderMessages.reasonRequired'));
      return;
    }
    mutation.mutate(
      { id: order.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('account:orderList.returnSent', { code: order.code }));
          close();
        },
        onError: (err) => setError(orderErrorText(t, err, t('account:orderList.changeFailed'))),
      },
    );
  };

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={t('account:orderList.returnTitle', { code: order?.code ?? '' })}
      closeLabel={t('common:close')}
      // the title names the order's code in the display font: lining figures
      className="lining-nums"
    >
      <form onSubmit={submit} noValidate>
        <p className="text-sm leading-relaxed text-plum-700">{t('account:orderList.returnBody')}</p>
        <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-plum-800">
          {t('account:orderList.returnReason')}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          maxLength={1000}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="mt-1.5 min-h-28 w-full rounded-2xl border border-line bg-ivory-50 px-4 py-3 text-sm focus-visible:border-wine-600 aria-invalid:border-wine-600"
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="mt-1.5 text-xs font-medium text-wine-600">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            {t('account:orderList.keep')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('account:orderList.working') : t('account:orderList.returnSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

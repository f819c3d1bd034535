import { formatVnd, type Order, type OrderStatus, type PaymentStatus } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/staff/confirm-dialog';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useOrder } from '../../../../features/orders/api/get-order';
import { showChangedOrder } from '../../../../features/orders/api/order-change';
import { orderKeys } from '../../../../features/orders/api/order-keys';
import { useStaffOrderChanges } from '../../../../features/orders/api/staff-order-changes';
import { CodRiskPanel } from '../../../../features/orders/components/cod-risk-panel';
import { OrderLines, OrderShipping } from '../../../../features/orders/components/order-details';
import {
  OrderStatusBadge,
  PaymentStatusText,
} from '../../../../features/orders/components/order-status-badge';
import {
  historyActor,
  isIrreversible,
  returnAnswerStatus,
  staffActions,
} from '../../../../features/orders/lib/order-actions';
import { orderErrorText } from '../../../../features/orders/lib/order-messages';
import { paymentLabel } from '../../../../features/orders/lib/payment-label';
import { useCancelShipment } from '../../../../features/shipping/api/cancel-shipment';
import { usePrintLabels } from '../../../../features/shipping/api/get-labels';
import { DeliveryFlag } from '../../../../features/shipping/components/delivery-flag';
import { ShipWithCarrier } from '../../../../features/shipping/components/ship-with-carrier';
import { ShipmentPanel } from '../../../../features/shipping/components/shipment-panel';
import { canShip } from '../../../../features/shipping/lib/shipping-rules';
import { RefusedBlacklist } from '../../../../features/users/components/refused-blacklist';
import { formatDateTime } from '../../../../lib/dates';
import { useCarriers } from '../../../../lib/fulfilment-settings';
import { useModalDialog } from '../../../../lib/use-modal-dialog';

interface OrderDrawerProps {
  /** the order as the list shows it, shown at once while its fresh copy loads */
  order: Order | null;
  onClose: () => void;
}

type Pending =
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'return'; accept: boolean }
  | { kind: 'payment'; status: PaymentStatus }
  | { kind: 'delete' }
  | { kind: 'cancelShipment' }
  | null;

/** The confirmation's text of each step with no way back (issue #28, point 7). */
const STEP_BODY: Partial<Record<OrderStatus, string>> = {
  'Shipped to Carrier': 'shipped',
  Completed: 'completed',
  Canceled: 'canceled',
};

/**
 * The Orders tab's detail drawer: lines, totals, shipping, the history (who, when), and only the
 * steps the shared state tables allow from where the order is (DECISIONS §7): status steps, mark
 * paid, other payment steps, a return's answer, a payment reminder, deleting a Canceled order.
 * A step with no way back (Shipped to Carrier, Completed, Canceled, Returned, and a return's answer),
 * a payment that fails or is refunded, and a delete ask for a confirmation naming the order first.
 * Fulfilment (DECISIONS §12): a delivery flag, the order's shipment (print its label, cancel it before
 * pickup, behind the same confirmation), "Ship with GHN" while it can be shipped and a carrier is
 * configured, and blacklisting the phone of an order refused at the door.
 */
export function OrderDrawer({ order: listed, onClose }: OrderDrawerProps) {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const open = listed !== null;
  const { titleId, props } = useModalDialog(open, onClose);
  const fresh = useOrder(listed?.id ?? null);
  const order = fresh.data ?? listed;
  const changes = useStaffOrderChanges();
  const [confirming, setConfirming] = useState<Pending>(null);
  const queryClient = useQueryClient();
  const carriers = useCarriers();
  // the shipping feature hands back the server's order; the orders' cache is this page's to update
  const orderChanged = (changed: Order) => showChangedOrder(queryClient, changed);
  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const cancelShipment = useCancelShipment(orderChanged, refreshOrders);
  const printLabel = usePrintLabels();
  const busy =
    changes.edit.isPending ||
    changes.processReturn.isPending ||
    changes.remove.isPending ||
    changes.remind.isPending ||
    cancelShipment.isPending;

  const showError = useMutationErrorToast((error, fallback) => orderErrorText(t, error, fallback));
  const done =
    (key: string, values: Record<string, string> = {}) =>
    () =>
      toast.success(t(key, { code: order?.code ?? '', ...values }));

  const setStatus = (status: OrderStatus) => {
    if (!order) return;
    changes.edit.mutate(
      { id: order.id, status },
      {
        onSuccess: done('admin:orders.statusChanged', { status: t(`account:orderStatus.${status}`) }),
        onError: showError,
      },
    );
  };
  const setPayment = (paymentStatus: PaymentStatus) => {
    if (!order) return;
    changes.edit.mutate(
      { id: order.id, paymentStatus },
      {
        onSuccess: done(
          paymentStatus === 'completed' ? 'admin:orders.markedPaid' : 'admin:orders.paymentChanged',
          { status: t(`account:paymentStatus.${paymentStatus}`) },
        ),
        onError: showError,
      },
    );
  };
  const answerReturn = (accept: boolean) => {
    if (!order) return;
    changes.processReturn.mutate(
      { id: order.id, accept },
      {
        onSuccess: done(accept ? 'admin:orders.returnAccepted' : 'admin:orders.returnRefused'),
        onError: showError,
      },
    );
  };
  const confirm = () => {
    if (!order || !confirming) return;
    const step = confirming;
    setConfirming(null);
    if (step.kind === 'status') setStatus(step.status);
    else if (step.kind === 'return') answerReturn(step.accept);
    else if (step.kind === 'payment') setPayment(step.status);
    else if (step.kind === 'cancelShipment')
      cancelShipment.mutate(order.id, { onSuccess: done('admin:shipping.canceled'), onError: showError });
    else
      changes.remove.mutate(order.id, {
        onSuccess: () => {
          done('admin:orders.deleted')();
          onClose();
        },
        onError: showError,
      });
  };

  const actions = order ? staffActions(order) : null;
  const code = order?.code ?? '';
  const statusName = (status: OrderStatus) => t(`account:orderStatus.${status}`);
  const shipment = order?.shipment ?? null;
  const carrier = carriers[0];

  /** The confirmation's title, text and button, naming the order and the step. */
  const confirmTexts = (): { title: string; body: string; confirmLabel: string } => {
    switch (confirming?.kind) {
      case 'delete':
        return {
          title: t('admin:orders.deleteTitle'),
          body: t('admin:orders.deleteBody', { code }),
          confirmLabel: t('admin:orders.delete'),
        };
      case 'status':
        return {
          title: t('admin:orders.confirmStatusTitle', { code, status: statusName(confirming.status) }),
          body: t(`admin:orders.stepBodies.${STEP_BODY[confirming.status] ?? 'canceled'}`, { code }),
          confirmLabel: t('admin:orders.moveTo', { status: statusName(confirming.status) }),
        };
      case 'return':
        return {
          title: t(confirming.accept ? 'admin:orders.acceptReturnTitle' : 'admin:orders.refuseReturnTitle', {
            code,
          }),
          body: t(`admin:orders.stepBodies.${confirming.accept ? 'returned' : 'refused'}`, {
            code,
            status: statusName(returnAnswerStatus(confirming.accept)),
          }),
          confirmLabel: t(confirming.accept ? 'admin:orders.acceptReturn' : 'admin:orders.refuseReturn'),
        };
      case 'cancelShipment': {
        const values = { code, carrier: shipment?.carrier ?? '', tracking: shipment?.trackingCode ?? '' };
        return {
          title: t('admin:shipping.cancelTitle', values),
          body: t('admin:shipping.cancelBody', values),
          confirmLabel: t('admin:shipping.cancelShipment'),
        };
      }
      default:
        return {
          title: t('admin:orders.confirmPaymentTitle', {
            code,
            step: confirming ? t(`admin:orders.paymentSteps.${confirming.status}`) : '',
          }),
          body: t('admin:orders.paymentBody', { code }),
          confirmLabel: t('admin:orders.confirm'),
        };
    }
  };

  return (
    <>
      <dialog
        {...props}
        data-testid="order-drawer"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-xl overflow-y-auto border-l border-line bg-ivory-50 p-0 text-plum-900 shadow-card backdrop:bg-plum-900/40 sm:w-[min(92vw,36rem)]"
      >
        {order && actions && (
          <div className="flex min-h-full flex-col">
            <header className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-ivory-50 px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <h2 id={titleId} className="font-display text-2xl lining-nums tabular-nums">
                  {t('admin:orders.drawerTitle', { code: order.code })}
                </h2>
                <p className="mt-1 text-xs text-plum-500">
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
                </p>
              </div>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('common:close')}
                className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
                  <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </button>
            </header>

            <div className="flex flex-col gap-7 px-5 py-5 sm:px-6">
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <OrderStatusBadge status={order.status} />
                <span>
                  {t(`account:paymentMethod.${order.paymentMethod}`)} ·{' '}
                  <PaymentStatusText
                    status={order.paymentStatus}
                    orderStatus={order.status}
                    paidAmount={order.paidAmount}
                  />
                </span>
                {fresh.isFetching && <Spinner size="sm" label={t('common:loading.generic')} />}
              </div>

              {order.paymentFlag && (
                <p
                  role="note"
                  className="rounded-2xl border border-wine-600 bg-blush-100 p-3 text-sm text-wine-700"
                >
                  {t(`admin:orders.flags.${order.paymentFlag}`, {
                    paid: formatVnd(order.paidAmount, language),
                    total: formatVnd(order.total, language),
                  })}
                </p>
              )}
              {order.deliveryFlag && <DeliveryFlag reason={order.deliveryFlag} />}
              {order.returnReason && (
                <p className="rounded-2xl bg-blush-100/60 p-3 text-sm text-plum-800">
                  <span className="font-medium">{t('account:orderList.returnReason')}:</span>{' '}
                  {order.returnReason}
                </p>
              )}
              {/* a COD order: its risk, the buyer's history and calls, who confirmed it (DECISIONS §12) */}
              <CodRiskPanel order={order} />

              <section aria-labelledby="drawer-actions" className="flex flex-col gap-3">
                <h3
                  id="drawer-actions"
                  className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
                >
                  {t('admin:orders.actions')}
                </h3>
                <div className="flex flex-wrap gap-2">
                  {actions.statuses.map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant={status === 'Canceled' ? 'secondary' : 'primary'}
                      disabled={busy}
                      onClick={() =>
                        isIrreversible(status) ? setConfirming({ kind: 'status', status }) : setStatus(status)
                      }
                    >
                      {t('admin:orders.moveTo', { status: statusName(status) })}
                    </Button>
                  ))}
                  {actions.processReturn && (
                    <>
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() => setConfirming({ kind: 'return', accept: true })}
                      >
                        {t('admin:orders.acceptReturn')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => setConfirming({ kind: 'return', accept: false })}
                      >
                        {t('admin:orders.refuseReturn')}
                      </Button>
                    </>
                  )}
                  {actions.markPaid && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => setPayment('completed')}
                    >
                      {t('admin:orders.markPaid')}
                    </Button>
                  )}
                  {actions.payments.map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => setConfirming({ kind: 'payment', status })}
                    >
                      {t(`admin:orders.paymentSteps.${status}`)}
                    </Button>
                  ))}
                  {actions.remind && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() =>
                        changes.remind.mutate(order.id, {
                          onSuccess: done('admin:orders.reminderSent'),
                          onError: showError,
                        })
                      }
                    >
                      {t('admin:orders.sendReminder')}
                    </Button>
                  )}
                  {actions.delete && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-wine-600!"
                      disabled={busy}
                      onClick={() => setConfirming({ kind: 'delete' })}
                    >
                      {t('admin:orders.delete')}
                    </Button>
                  )}
                  {!actions.statuses.length &&
                    !actions.processReturn &&
                    !actions.markPaid &&
                    !actions.payments.length &&
                    !actions.remind &&
                    !actions.delete && <p className="text-sm text-plum-500">{t('admin:orders.noActions')}</p>}
                </div>
              </section>

              {order.status === 'Canceled' && order.cancelReason === 'REFUSED_AT_DOOR' && (
                <RefusedBlacklist order={order} />
              )}

              {shipment && (
                <ShipmentPanel
                  shipment={shipment}
                  printing={printLabel.isPending}
                  onPrint={() => printLabel.print([order.id], { onError: showError })}
                  busy={busy}
                  onCancel={() => setConfirming({ kind: 'cancelShipment' })}
                />
              )}
              {carrier && canShip(order) && (
                <ShipWithCarrier
                  key={order.id}
                  order={order}
                  carrier={carrier}
                  onOrderChanged={orderChanged}
                  onRefused={refreshOrders}
                  onShipped={(created) =>
                    toast.success(t('admin:shipping.created', { code, tracking: created.trackingCode }))
                  }
                />
              )}

              <section aria-labelledby="drawer-lines">
                <h3
                  id="drawer-lines"
                  className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
                >
                  {t('admin:orders.lines')}
                </h3>
                <OrderLines order={order} />
                {order.totalUsd && (
                  <p className="mt-2 text-xs text-plum-500">
                    {t('admin:orders.paypalAmount', { amount: order.totalUsd })}
                  </p>
                )}
              </section>

              <section aria-labelledby="drawer-shipping">
                <h3
                  id="drawer-shipping"
                  className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
                >
                  {t('account:orderList.shipTo')}
                </h3>
                <OrderShipping order={order} />
              </section>

              <section aria-labelledby="drawer-history">
                <h3
                  id="drawer-history"
                  className="mb-2 font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
                >
                  {t('admin:orders.history')}
                </h3>
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
                              {t(
                                `account:paymentStatus.${paymentLabel({ ...entry, paidAmount: order.paidAmount })}`,
                              )}
                            </span>
                          </span>
                          <time dateTime={entry.at} className="text-xs text-plum-500">
                            {formatDateTime(entry.at, language)}
                          </time>
                        </div>
                        <p className="mt-0.5 text-xs text-plum-500" data-testid="history-by">
                          {t(`admin:orders.by.${historyActor(entry).key}`, {
                            name: historyActor(entry).name,
                          })}
                          {entry.note ? ` — ${entry.note}` : ''}
                        </p>
                      </li>
                    ))}
                </ol>
              </section>
            </div>
          </div>
        )}
      </dialog>

      <ConfirmDialog
        open={confirming !== null}
        {...confirmTexts()}
        pending={busy}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </>
  );
}

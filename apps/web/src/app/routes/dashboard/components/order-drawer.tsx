import type { Order } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/staff/confirm-dialog';
import { useOrder } from '../../../../features/orders/api/get-order';
import { showChangedOrder } from '../../../../features/orders/api/order-change';
import { orderKeys } from '../../../../features/orders/api/order-keys';
import { OrderDrawerActions } from '../../../../features/orders/components/staff/order-drawer-actions';
import { OrderDrawerDetails } from '../../../../features/orders/components/staff/order-drawer-details';
import { OrderDrawerHeader } from '../../../../features/orders/components/staff/order-drawer-header';
import { OrderDrawerSummary } from '../../../../features/orders/components/staff/order-drawer-summary';
import { staffActions } from '../../../../features/orders/lib/order-actions';
import { stepConfirmTexts } from '../../../../features/orders/lib/staff/order-step';
import { usePrintLabels } from '../../../../features/shipping/api/get-labels';
import { DeliveryFlag } from '../../../../features/shipping/components/delivery-flag';
import { ShipWithCarrier } from '../../../../features/shipping/components/ship-with-carrier';
import { ShipmentPanel } from '../../../../features/shipping/components/shipment-panel';
import { canShip } from '../../../../features/shipping/lib/shipping-rules';
import { RefusedBlacklist } from '../../../../features/users/components/refused-blacklist';
import { useCarriers } from '../../../../lib/fulfilment-settings';
import { useModalDialog } from '../../../../lib/use-modal-dialog';
import { useOrderSteps } from './use-order-steps';

interface OrderDrawerProps {
  /** the order as the list shows it, shown at once while its fresh copy loads */
  order: Order | null;
  onClose: () => void;
}

/**
 * The Orders tab's detail drawer: lines, totals, shipping, the history (who, when), and only the
 * steps the shared state tables allow from where the order is (docs/requirements/states.md). A step
 * with no way back (Shipped to Carrier, Completed, Canceled, Returned, and accepting or refusing a return), a
 * payment that fails or is refunded, and a delete ask for a confirmation naming the order first.
 * Fulfilment: a delivery flag, the order's shipment (print its label, cancel it before pickup, behind
 * the same confirmation), "Ship with GHN" while it can be shipped and a carrier is configured, and
 * blacklisting the phone of an order refused at the door.
 */
export function OrderDrawer({ order: listed, onClose }: OrderDrawerProps) {
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const open = listed !== null;
  const { titleId, props } = useModalDialog(open, onClose);
  const fresh = useOrder(listed?.id ?? null);
  const order = fresh.data ?? listed;
  const queryClient = useQueryClient();
  const carriers = useCarriers();
  // the shipping feature hands back the server's order; the orders' cache is this page's to update
  const orderChanged = (changed: Order) => showChangedOrder(queryClient, changed);
  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const steps = useOrderSteps({
    order,
    onOrderChanged: orderChanged,
    onRefused: refreshOrders,
    onDeleted: onClose,
  });
  const printLabel = usePrintLabels();

  const actions = order ? staffActions(order) : null;
  const shipment = order?.shipment ?? null;
  const carrier = carriers[0];

  return (
    <>
      <dialog
        {...props}
        data-testid="order-drawer"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-xl overflow-y-auto border-l border-line bg-ivory-50 p-0 text-plum-900 shadow-card backdrop:bg-plum-900/40 sm:w-[min(92vw,36rem)]"
      >
        {order && actions && (
          <div className="flex min-h-full flex-col">
            <OrderDrawerHeader order={order} titleId={titleId} onClose={onClose} />

            <div className="flex flex-col gap-7 px-5 py-5 sm:px-6">
              <OrderDrawerSummary
                order={order}
                fetching={fresh.isFetching}
                deliveryFlag={order.deliveryFlag && <DeliveryFlag reason={order.deliveryFlag} />}
              />

              <OrderDrawerActions
                actions={actions}
                busy={steps.busy}
                onConfirm={steps.setConfirming}
                onStatus={steps.setStatus}
                onPayment={steps.setPayment}
                onRemind={steps.remind}
              />

              {order.status === 'Canceled' && order.cancelReason === 'REFUSED_AT_DOOR' && (
                <RefusedBlacklist order={order} />
              )}

              {shipment && (
                <ShipmentPanel
                  shipment={shipment}
                  printing={printLabel.isPending}
                  onPrint={() => printLabel.print([order.id], { onError: steps.showError })}
                  busy={steps.busy}
                  onCancel={() => steps.setConfirming({ kind: 'cancelShipment' })}
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
                    toast.success(
                      t('admin:shipping.created', { code: order.code, tracking: created.trackingCode }),
                    )
                  }
                />
              )}

              <OrderDrawerDetails order={order} />
            </div>
          </div>
        )}
      </dialog>

      <ConfirmDialog
        open={steps.confirming !== null}
        {...stepConfirmTexts(t, steps.confirming, order)}
        pending={steps.busy}
        onClose={() => steps.setConfirming(null)}
        onConfirm={steps.confirm}
      />
    </>
  );
}

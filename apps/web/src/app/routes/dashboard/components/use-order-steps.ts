import type { Order, OrderStatus, PaymentStatus } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { useStaffOrderChanges } from '../../../../features/orders/api/staff-order-changes';
import { orderErrorText } from '../../../../features/orders/lib/order-messages';
import type { OrderStep } from '../../../../features/orders/lib/staff/order-step';
import { useCancelShipment } from '../../../../features/shipping/api/cancel-shipment';

interface OrderStepsOptions {
  order: Order | null;
  /** the shipping feature hands back the server's order: the orders' cache is the page's to update */
  onOrderChanged: (order: Order) => void;
  /** the carrier rejected a step: the orders are asked again */
  onRefused: () => void;
  /** the order is gone (deleted): the drawer closes */
  onDeleted: () => void;
}

/**
 * The order drawer's steps: the order's own (status, payment, accepting or refusing a return, a reminder, delete,
 * through the orders feature) and cancelling its shipment (the shipping feature's), each with its
 * success toast, the step waiting for its confirmation, and whether one is on its way.
 */
export function useOrderSteps({ order, onOrderChanged, onRefused, onDeleted }: OrderStepsOptions) {
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const changes = useStaffOrderChanges();
  const cancelShipment = useCancelShipment(onOrderChanged, onRefused);
  const [confirming, setConfirming] = useState<OrderStep | null>(null);
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
  const decideReturn = (accept: boolean) => {
    if (!order) return;
    changes.processReturn.mutate(
      { id: order.id, accept },
      {
        onSuccess: done(accept ? 'admin:orders.returnAccepted' : 'admin:orders.returnRefused'),
        onError: showError,
      },
    );
  };
  const remind = () => {
    if (!order) return;
    changes.remind.mutate(order.id, { onSuccess: done('admin:orders.reminderSent'), onError: showError });
  };
  const confirm = () => {
    if (!order || !confirming) return;
    const step = confirming;
    setConfirming(null);
    if (step.kind === 'status') setStatus(step.status);
    else if (step.kind === 'return') decideReturn(step.accept);
    else if (step.kind === 'payment') setPayment(step.status);
    else if (step.kind === 'cancelShipment')
      cancelShipment.mutate(order.id, { onSuccess: done('admin:shipping.canceled'), onError: showError });
    else
      changes.remove.mutate(order.id, {
        onSuccess: () => {
          done('admin:orders.deleted')();
          onDeleted();
        },
        onError: showError,
      });
  };

  return { confirming, setConfirming, busy, setStatus, setPayment, remind, confirm, showError };
}

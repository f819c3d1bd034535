import type { Order, OrderStatus, PaymentStatus } from '@shop/shared';
import type { TFunction } from 'i18next';
import { returnAnswerStatus } from '../order-actions';

/** A step of the order drawer waiting for its confirmation. */
export type OrderStep =
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'return'; accept: boolean }
  | { kind: 'payment'; status: PaymentStatus }
  | { kind: 'delete' }
  | { kind: 'cancelShipment' };

/** The confirmation's text of each status step with no way back. */
const STEP_BODY: Partial<Record<OrderStatus, string>> = {
  'Shipped to Carrier': 'shipped',
  Completed: 'completed',
  Canceled: 'canceled',
};

/** The confirmation's title, text and button, naming the order and the step. */
export function stepConfirmTexts(
  t: TFunction,
  step: OrderStep | null,
  order: Pick<Order, 'code' | 'shipment'> | null,
): { title: string; body: string; confirmLabel: string } {
  const code = order?.code ?? '';
  const statusName = (status: OrderStatus) => t(`account:orderStatus.${status}`);
  switch (step?.kind) {
    case 'delete':
      return {
        title: t('admin:orders.deleteTitle'),
        body: t('admin:orders.deleteBody', { code }),
        confirmLabel: t('admin:orders.delete'),
      };
    case 'status':
      return {
        title: t('admin:orders.confirmStatusTitle', { code, status: statusName(step.status) }),
        body: t(`admin:orders.stepBodies.${STEP_BODY[step.status] ?? 'canceled'}`, { code }),
        confirmLabel: t('admin:orders.moveTo', { status: statusName(step.status) }),
      };
    case 'return':
      return {
        title: t(step.accept ? 'admin:orders.acceptReturnTitle' : 'admin:orders.refuseReturnTitle', { code }),
        body: t(`admin:orders.stepBodies.${step.accept ? 'returned' : 'refused'}`, {
          code,
          status: statusName(returnAnswerStatus(step.accept)),
        }),
        confirmLabel: t(step.accept ? 'admin:orders.acceptReturn' : 'admin:orders.refuseReturn'),
      };
    case 'cancelShipment': {
      const shipment = order?.shipment ?? null;
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
          step: step ? t(`admin:orders.paymentSteps.${step.status}`) : '',
        }),
        body: t('admin:orders.paymentBody', { code }),
        confirmLabel: t('admin:orders.confirm'),
      };
  }
}

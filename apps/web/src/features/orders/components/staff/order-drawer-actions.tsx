import type { OrderStatus, PaymentStatus } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { isIrreversible, type StaffActions } from '../../lib/order-actions';
import type { OrderStep } from '../../lib/staff/order-step';
import { DrawerHeading } from './drawer-heading';

interface OrderDrawerActionsProps {
  actions: StaffActions;
  busy: boolean;
  /** a step that asks for a confirmation first */
  onConfirm: (step: OrderStep) => void;
  onStatus: (status: OrderStatus) => void;
  onPayment: (status: PaymentStatus) => void;
  onRemind: () => void;
}

/**
 * Only the steps the shared state tables allow from where the order is: status steps (those with no
 * way back confirmed first), accepting or refusing a return, mark paid, the other payment steps, a payment
 * reminder, and deleting a Canceled order.
 */
export function OrderDrawerActions({
  actions,
  busy,
  onConfirm,
  onStatus,
  onPayment,
  onRemind,
}: OrderDrawerActionsProps) {
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const none =
    !actions.statuses.length &&
    !actions.processReturn &&
    !actions.markPaid &&
    !actions.payments.length &&
    !actions.remind &&
    !actions.delete;
  return (
    <section aria-labelledby="drawer-actions" className="flex flex-col gap-3">
      <DrawerHeading id="drawer-actions">{t('admin:orders.actions')}</DrawerHeading>
      <div className="flex flex-wrap gap-2">
        {actions.statuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'Canceled' ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() =>
              isIrreversible(status) ? onConfirm({ kind: 'status', status }) : onStatus(status)
            }
          >
            {t('admin:orders.moveTo', { status: t(`account:orderStatus.${status}`) })}
          </Button>
        ))}
        {actions.processReturn && (
          <>
            <Button size="sm" disabled={busy} onClick={() => onConfirm({ kind: 'return', accept: true })}>
              {t('admin:orders.acceptReturn')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onConfirm({ kind: 'return', accept: false })}
            >
              {t('admin:orders.refuseReturn')}
            </Button>
          </>
        )}
        {actions.markPaid && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onPayment('completed')}>
            {t('admin:orders.markPaid')}
          </Button>
        )}
        {actions.payments.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onConfirm({ kind: 'payment', status })}
          >
            {t(`admin:orders.paymentSteps.${status}`)}
          </Button>
        ))}
        {actions.remind && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onRemind}>
            {t('admin:orders.sendReminder')}
          </Button>
        )}
        {actions.delete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-wine-600!"
            disabled={busy}
            onClick={() => onConfirm({ kind: 'delete' })}
          >
            {t('admin:orders.delete')}
          </Button>
        )}
        {none && <p className="text-sm text-plum-500">{t('admin:orders.noActions')}</p>}
      </div>
    </section>
  );
}

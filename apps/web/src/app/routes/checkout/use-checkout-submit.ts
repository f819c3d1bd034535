import { CHECKOUT_MESSAGES, type PaymentMethod, ROUTES } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addressKeys } from '../../../features/addresses/api/address-keys';
import { usePlaceOrder } from '../../../features/checkout/api/place-order';
import { clearCheckoutDraft } from '../../../features/checkout/lib/checkout-draft';
import { type CheckoutFailure, checkoutFailure } from '../../../features/checkout/lib/checkout-failure';
import {
  checkShipping,
  type ShippingErrors,
  type ShippingValues,
  toShippingInput,
} from '../../../features/checkout/lib/shipping-form';
import { orderKeys } from '../../../features/orders/api/order-keys';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/** PayPal rejected as not configured once: the option stays off for the rest of the visit. */
let paypalKnownOff = false;

export type CheckoutAlert = Extract<CheckoutFailure, { kind: 'alert' }>;

interface CheckoutSubmitOptions {
  values: ShippingValues;
  method: PaymentMethod;
  accepted: boolean;
  setErrors: (errors: ShippingErrors) => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * Placing the order: the form checked by the shared schema, then the server's verdict. A placed order
 * goes on to its payment (PayPal's approval page, the bank transfer's QR, a deposit) or its result page;
 * an error response goes beside its field or above the button, and PayPal found off stays off.
 */
export function useCheckoutSubmit({ values, method, accepted, setErrors, formRef }: CheckoutSubmitOptions) {
  const { t } = useTranslation(['checkout', 'paypal']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [alert, setAlert] = useState<CheckoutAlert | null>(null);
  const [paypalOff, setPaypalOff] = useState(paypalKnownOff);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (place.isPending) return;
    setAlert(null);
    const check = checkShipping(values);
    const fields: ShippingErrors = { ...check.fields };
    if (!accepted) fields.acceptPolicy = CHECKOUT_MESSAGES.acceptPolicy;
    setErrors(fields);
    if (Object.keys(fields).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    place.mutate(
      { method, body: { shipping: toShippingInput(values), acceptPolicy: true } },
      {
        onSuccess: (placed) => {
          // a risky COD order asks a deposit by VietQR before it is confirmed
          // (docs/decisions/0045-cod-risk-and-deposit.md)
          const { order, deposit } = placed;
          // the order is placed: the draft is done with, and the address book has its address now
          clearCheckoutDraft();
          void queryClient.invalidateQueries({ queryKey: addressKeys.book });
          // the deposit's response has no payee or expiry: its page reads the order's `payment` from
          // GET /order/{id} rather than start from an order without one (which reads as expired)
          if (!deposit || order.payment)
            queryClient.setQueryData(orderKeys.detail(order.id), {
              ...order,
              payment: placed.payment ?? order.payment,
            });
          if (method === 'PAYPAL' && placed.approveUrl) {
            toast.loading(t('paypal:redirecting'));
            window.location.assign(placed.approveUrl);
            return;
          }
          toast.success(t('checkout:messages.orderPlaced'));
          if ((method === 'QR' && order.paymentStatus === 'pending') || (deposit && deposit.amount > 0)) {
            navigate(`${ROUTES.checkout}?order=${encodeURIComponent(order.id)}`, { replace: true });
          } else {
            navigate(`${ROUTES.purchaseSuccess}?orderId=${encodeURIComponent(order.id)}`, { replace: true });
          }
        },
        onError: (error) => {
          const failure = checkoutFailure(error);
          if (failure.kind === 'field') {
            setErrors({ [failure.field]: failure.text });
            focusFirstInvalid(formRef.current);
            return;
          }
          if (failure.paypalOff) {
            paypalKnownOff = true;
            setPaypalOff(true);
          }
          setAlert(failure);
        },
      },
    );
  };

  return { submit, place, alert, clearAlert: () => setAlert(null), paypalOff };
}

import { ROUTES } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CartMessage, messageText } from '../../../stores/cart-store-messages';

interface CheckoutAlertProps {
  /** the server's error code, for the tests and the logs */
  code: string;
  message: CartMessage;
  /** the error is about the bag's lines: a link back to the cart */
  toCart?: boolean | undefined;
}

/** Why the order was not placed, above the button; focused when it appears, so it is read out. */
export function CheckoutAlert({ code, message, toCart }: CheckoutAlertProps) {
  const { t } = useTranslation(['checkout', 'cart']);
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new error is focused, and read out, again
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="checkout-refusal"
      data-code={code}
      className="rounded-2xl border border-wine-600 bg-blush-100 p-4 text-sm leading-relaxed text-wine-700"
    >
      <p>{messageText(t, message)}</p>
      {toCart && (
        <Link to={ROUTES.cart} className="mt-2 inline-block font-medium underline underline-offset-4">
          {t('checkout:reviewBag')}
        </Link>
      )}
    </div>
  );
}

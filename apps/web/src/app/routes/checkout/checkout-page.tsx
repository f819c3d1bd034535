import { type PaymentMethod, ROUTES } from '@shop/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AddressFields } from '../../../features/addresses/components/address-fields';
import { SavedAddressPicker } from '../../../features/addresses/components/saved-address-picker';
import { useCart } from '../../../features/cart/api/get-cart';
import { useCheckoutSummary } from '../../../features/checkout/api/get-checkout-summary';
import { usePaymentMethods } from '../../../features/checkout/api/get-payment-methods';
import { CheckoutAlert } from '../../../features/checkout/components/checkout-alert';
import { CheckoutSummaryCard } from '../../../features/checkout/components/checkout-summary';
import { DeliveryNote } from '../../../features/checkout/components/delivery-note';
import { PaymentMethods } from '../../../features/checkout/components/payment-methods';
import { PolicyAgreement } from '../../../features/checkout/components/policy-agreement';
import { fieldMessageKey } from '../../../lib/shipping-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuthStore } from '../../../stores/auth-store';
import { QrPaymentPage } from './qr-payment-page';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useShippingDraft } from './use-shipping-draft';

/** The translation files the checkout shows, loaded with the page. */
export const CHECKOUT_NAMESPACES = [
  'checkout',
  'cod',
  'qrcode',
  'paypal',
  'orderSum',
  'returnPolicyAgreement',
  'cart',
  'addresses',
] as const;

/**
 * /checkout. Without `?order=` it is the form: shipping details, the server's order summary for the
 * chosen country, the payment method and the return-policy agreement. With `?order=<id>` it is the
 * bank-transfer view of that order, which follows the payment live.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return orderId ? <QrPaymentPage key={orderId} orderId={orderId} /> : <CheckoutForm />;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function CheckoutForm() {
  const { t } = useTranslation(CHECKOUT_NAMESPACES);
  usePageTitle(t('checkout:title'));
  const user = useAuthStore((s) => s.user);
  const account = { name: text(user?.name), email: text(user?.email), phone: text(user?.phone) };
  const shipping = useShippingDraft(text(user?.id), account);
  const { values, errors, setErrors } = shipping;
  const [method, setMethod] = useState<PaymentMethod>('COD');
  const [accepted, setAccepted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, place, alert, clearAlert, paypalOff } = useCheckoutSubmit({
    values,
    method,
    accepted,
    setErrors,
    formRef,
  });

  const cart = useCart();
  const lines = (cart.data ?? []).filter((l) => !l.isUnavailable);
  const summary = useCheckoutSummary(values.country, { enabled: lines.length > 0 });
  const offered = usePaymentMethods();
  // while the server's response is on its way PayPal waits; an old server without the list offers all
  const available: Record<PaymentMethod, boolean> = {
    COD: offered.data?.methods.COD ?? true,
    QR: offered.data?.methods.QR ?? true,
    PAYPAL: (offered.data?.methods.PAYPAL ?? offered.isError) && !paypalOff,
  };

  if (cart.isPending) {
    return (
      <section className="flex flex-1 items-center justify-center py-32">
        <Spinner size="lg" label={t('checkout:loading')} />
      </section>
    );
  }

  if (!lines.length && !place.isPending && !place.isSuccess) return <EmptyCheckout />;

  const policyError = errors.acceptPolicy ? (t(fieldMessageKey(errors.acceptPolicy).key) as string) : null;

  return (
    <section className="mx-auto w-full max-w-7xl flex-1 px-4 pt-10 pb-24 sm:px-6 lg:px-8 lg:pt-14">
      <h1 className="text-title font-medium">{t('checkout:title')}</h1>
      <p className="mt-3 max-w-2xl text-sm text-plum-500">{t('checkout:intro')}</p>
      <div aria-hidden="true" className="mt-6 h-px w-24 bg-gold-500" />

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
        <form ref={formRef} onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-10">
          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="mb-4 font-display text-2xl font-medium">{t('checkout:shipping')}</legend>
            <SavedAddressPicker
              addresses={shipping.saved}
              selectedId={shipping.savedInForm}
              onPick={shipping.pickSaved}
              className="sm:col-span-2"
            />
            <AddressFields
              values={values}
              errors={errors}
              onChange={(field, value) => shipping.change({ [field]: value })}
              onPatch={shipping.change}
              onCountryChange={shipping.changeCountry}
            />
            <DeliveryNote
              value={values.note}
              error={errors.note}
              onChange={(note) => shipping.change({ note })}
              className="sm:col-span-2"
            />
          </fieldset>
          <PaymentMethods
            value={method}
            onChange={(m) => {
              setMethod(m);
              clearAlert();
            }}
            available={available}
            totalUsd={summary.data?.totalUsd}
          />
          <PolicyAgreement
            checked={accepted}
            onChange={(checked) => {
              setAccepted(checked);
              setErrors((e) => ({ ...e, acceptPolicy: undefined }));
            }}
            error={policyError}
          />

          {alert && <CheckoutAlert code={alert.code} message={alert.message} toCart={alert.toCart} />}

          <div className="flex flex-col gap-3">
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto sm:self-start"
              disabled={place.isPending || !available[method]}
            >
              {place.isPending
                ? t('checkout:placing')
                : method === 'PAYPAL'
                  ? t('paypal:continue')
                  : t('checkout:placeOrder')}
            </Button>
            <p className="text-xs text-plum-500">{t('checkout:placeHint')}</p>
          </div>
        </form>

        <CheckoutSummaryCard
          lines={lines}
          summary={summary.data}
          pending={summary.isFetching}
          error={summary.error}
          onRetry={() => summary.refetch()}
          countryLabel={t(`checkout:countries.${values.country}`)}
        />
      </div>
    </section>
  );
}

/** The bag is empty (or emptied in another tab): nothing to check out. */
function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <section
      data-testid="checkout-empty"
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('title')}</p>
      <h1 className="mt-4 text-title font-medium">{t('empty')}</h1>
      <p className="mt-5 max-w-md text-plum-500">{t('emptyBody')}</p>
      <Link to={ROUTES.products} className={buttonClasses('primary', 'lg', 'mt-10')}>
        {t('browse')}
      </Link>
    </section>
  );
}

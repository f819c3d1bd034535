import { CHECKOUT_MESSAGES, type PaymentMethod, ROUTES, sameAddress } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { addressKeys } from '../../../features/addresses/api/address-keys';
import { useAddressBook } from '../../../features/addresses/api/get-address-book';
import { AddressFields } from '../../../features/addresses/components/address-fields';
import { SavedAddressPicker } from '../../../features/addresses/components/saved-address-picker';
import { addressValuesOf, EMPTY_STASH, switchCountry } from '../../../features/addresses/lib/address-form';
import { useCart } from '../../../features/cart/api/get-cart';
import { useCheckoutSummary } from '../../../features/checkout/api/get-checkout-summary';
import { usePaymentMethods } from '../../../features/checkout/api/get-payment-methods';
import { usePlaceOrder } from '../../../features/checkout/api/place-order';
import { CheckoutSummaryCard } from '../../../features/checkout/components/checkout-summary';
import { DeliveryNote } from '../../../features/checkout/components/delivery-note';
import { PaymentMethods } from '../../../features/checkout/components/payment-methods';
import { PolicyAgreement } from '../../../features/checkout/components/policy-agreement';
import {
  type CheckoutDraft,
  clearCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
} from '../../../features/checkout/lib/checkout-draft';
import { type CheckoutRefusal, checkoutRefusal } from '../../../features/checkout/lib/checkout-refusal';
import {
  checkShipping,
  emptyShipping,
  type ShippingErrors,
  type ShippingValues,
  toShippingInput,
} from '../../../features/checkout/lib/shipping-form';
import { orderKeys } from '../../../features/orders/api/order-keys';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { fieldMessageKey } from '../../../lib/shipping-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuthStore } from '../../../stores/auth-store';
import { messageText } from '../../../stores/cart-store-messages';
import { QrPaymentPage } from './qr-payment-page';

/** The translation files the checkout shows (SPEC §7 namespaces), loaded with the page. */
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
 * SPEC §2 /checkout. Without `?order=` it is the form: shipping details, the server's order summary
 * for the chosen country, the payment method and the return-policy agreement. With `?order=<id>` it
 * is the bank-transfer view of that order, which follows the payment live.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return orderId ? <QrPaymentPage key={orderId} orderId={orderId} /> : <CheckoutForm />;
}

/** PayPal refused as not configured once: the option stays off for the rest of the visit. */
let paypalKnownOff = false;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function CheckoutForm() {
  const { t } = useTranslation(CHECKOUT_NAMESPACES);
  usePageTitle(t('checkout:title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const owner = text(user?.id);
  const account = { name: text(user?.name), email: text(user?.email), phone: text(user?.phone) };
  // DECISIONS §11: what the shopper typed before a reload comes back (session storage, this tab)
  const [restored] = useState(() => (owner ? readCheckoutDraft(owner) : null));
  const [draft, setDraft] = useState<CheckoutDraft>(
    () => restored ?? { values: emptyShipping(account), stash: EMPTY_STASH },
  );
  // the form holds the shopper's own input (typed now, or a restored draft): no saved address replaces it
  const [edited, setEdited] = useState(restored !== null);
  const values = draft.values;
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [method, setMethod] = useState<PaymentMethod>('COD');
  const [accepted, setAccepted] = useState(false);
  const [refusal, setRefusal] = useState<Extract<CheckoutRefusal, { kind: 'alert' }> | null>(null);
  const [paypalOff, setPaypalOff] = useState(paypalKnownOff);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const book = useAddressBook();
  const saved = book.data?.addresses ?? [];
  const savedInForm = saved.find((entry) => sameAddress(values, entry))?.id ?? null;

  // DECISIONS §11: the checkout starts from the default saved address (the book lists it first: the
  // shopper's choice, or the first address they ordered to), once, unless they have typed already
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || edited || !book.data) return;
    seeded.current = true;
    const start = book.data.addresses[0];
    if (start)
      setDraft((d) => ({ values: { ...addressValuesOf(start), note: d.values.note }, stash: EMPTY_STASH }));
  }, [book.data, edited]);

  useEffect(() => {
    if (edited && owner) saveCheckoutDraft(owner, draft);
  }, [draft, edited, owner]);

  const cart = useCart();
  const lines = (cart.data ?? []).filter((l) => !l.isUnavailable);
  const summary = useCheckoutSummary(values.country, { enabled: lines.length > 0 });
  const place = usePlaceOrder();
  const offered = usePaymentMethods();
  // while the server's answer is on its way PayPal waits; an old server without the list offers all
  const available: Record<PaymentMethod, boolean> = {
    COD: offered.data?.methods.COD ?? true,
    QR: offered.data?.methods.QR ?? true,
    PAYPAL: (offered.data?.methods.PAYPAL ?? offered.isError) && !paypalOff,
  };

  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  const update = (next: (d: CheckoutDraft) => CheckoutDraft) => {
    setDraft(next);
    setEdited(true);
  };
  const change = (patch: Partial<ShippingValues>) => {
    update((d) => ({ ...d, values: { ...d.values, ...patch } }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ShippingErrors];
      return next;
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (place.isPending) return;
    setRefusal(null);
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
        onSuccess: (answer) => {
          // DECISIONS §12: a risky COD order asks a deposit by VietQR before it is confirmed
          const { order, deposit } = answer;
          // the order is placed: the draft is done with, and the book has its address now
          clearCheckoutDraft();
          void queryClient.invalidateQueries({ queryKey: addressKeys.book });
          // the deposit's answer has no payee or expiry: its page reads the order's `payment` from
          // GET /order/{id} rather than start from an order without one (which reads as expired)
          if (!deposit || order.payment)
            queryClient.setQueryData(orderKeys.detail(order.id), {
              ...order,
              payment: answer.payment ?? order.payment,
            });
          if (method === 'PAYPAL' && answer.approveUrl) {
            toast.loading(t('paypal:redirecting'));
            window.location.assign(answer.approveUrl);
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
          const r = checkoutRefusal(error);
          if (r.kind === 'field') {
            setErrors({ [r.field]: r.text });
            focusFirstInvalid(formRef.current);
            return;
          }
          if (r.paypalOff) {
            paypalKnownOff = true;
            setPaypalOff(true);
          }
          setRefusal(r);
        },
      },
    );
  };

  if (cart.isPending) {
    return (
      <section className="flex flex-1 items-center justify-center py-32">
        <Spinner size="lg" label={t('checkout:loading')} />
      </section>
    );
  }

  if (!lines.length && !place.isPending && !place.isSuccess) {
    return (
      <section
        data-testid="checkout-empty"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center"
      >
        <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('checkout:title')}</p>
        <h1 className="mt-4 text-title font-medium">{t('checkout:empty')}</h1>
        <p className="mt-5 max-w-md text-plum-500">{t('checkout:emptyBody')}</p>
        <Link to={ROUTES.products} className={buttonClasses('primary', 'lg', 'mt-10')}>
          {t('checkout:browse')}
        </Link>
      </section>
    );
  }

  const policyError = errors.acceptPolicy ? (t(fieldMessageKey(errors.acceptPolicy).key) as string) : null;
  const countryLabel = t(`checkout:countries.${values.country}`);

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
              addresses={saved}
              selectedId={savedInForm}
              onPick={(entry) => {
                // every address field changes: their errors go, the policy's stays
                setErrors(({ acceptPolicy }) => (acceptPolicy ? { acceptPolicy } : {}));
                update((d) => ({
                  values: entry
                    ? { ...addressValuesOf(entry), note: d.values.note }
                    : emptyShipping({ ...account, note: d.values.note }),
                  stash: EMPTY_STASH,
                }));
              }}
              className="sm:col-span-2"
            />
            <AddressFields
              values={values}
              errors={errors}
              onChange={(field, value) => change({ [field]: value })}
              onPatch={change}
              onCountryChange={(country) => {
                update((d) => switchCountry(d.values, d.stash, country));
                setErrors(({ country: _c, province: _p, ward: _w, ...rest }) => rest);
              }}
            />
            <DeliveryNote
              value={values.note}
              error={errors.note}
              onChange={(note) => change({ note })}
              className="sm:col-span-2"
            />
          </fieldset>
          <PaymentMethods
            value={method}
            onChange={(m) => {
              setMethod(m);
              setRefusal(null);
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

          {refusal && (
            <div
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              data-testid="checkout-refusal"
              data-code={refusal.code}
              className="rounded-2xl border border-wine-600 bg-blush-100 p-4 text-sm leading-relaxed text-wine-700"
            >
              <p>{messageText(t, refusal.message)}</p>
              {refusal.toCart && (
                <Link to={ROUTES.cart} className="mt-2 inline-block font-medium underline underline-offset-4">
                  {t('checkout:reviewBag')}
                </Link>
              )}
            </div>
          )}

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
          countryLabel={countryLabel}
        />
      </div>
    </section>
  );
}

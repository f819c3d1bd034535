import { MESSAGES, ROUTES } from '@shop/shared';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../../../features/cart/api/get-cart';
import { useOrderSummary } from '../../../features/cart/api/get-order-summary';
import { useCartChanges } from '../../../features/cart/api/use-cart-changes';
import { CartLineItem } from '../../../features/cart/components/cart-line-item';
import { ClearCartButton } from '../../../features/cart/components/clear-cart-button';
import { OrderSummaryCard } from '../../../features/cart/components/order-summary-card';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { cartCount } from '../../../stores/cart-store';
import { cartMessage, messageText } from '../../../stores/cart-store-messages';
import { cartKeys } from '../../../stores/cart-store-sync';

/** /cart: the bag's lines, the order summary with coupon and rank, and the way to checkout. */
export function CartPage() {
  // the toast namespace loads with the page, so a failure's toast can be told even if the network drops
  const { t } = useTranslation(['cart', 'orderSum', 'loyalty', 'toast']);
  usePageTitle(t('cart:title'));
  const cart = useCart();
  const summary = useOrderSummary();
  const changing = useIsMutating({ mutationKey: cartKeys.all }) > 0;
  const { updateQuantity, removeItem, clear } = useCartChanges();
  const lines = cart.data ?? [];

  if (cart.isPending) {
    return (
      <section className="flex flex-1 items-center justify-center py-32">
        <Spinner size="lg" label={t('cart:loading')} />
      </section>
    );
  }

  if (cart.isError && !cart.data) {
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center">
        <h1 className="text-title font-medium">{t('cart:title')}</h1>
        <p role="alert" className="mt-5 max-w-md text-plum-600">
          {messageText(t, cartMessage(errorMessage(cart.error, MESSAGES.cartLoadFailed)))}
        </p>
        <Button className="mt-8" onClick={() => cart.refetch()}>
          {t('cart:retry')}
        </Button>
      </section>
    );
  }

  if (lines.length === 0) {
    return (
      <section
        data-testid="cart-empty"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center"
      >
        <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('cart:title')}</p>
        <h1 className="mt-4 text-title font-medium">{t('cart:empty')}</h1>
        <p className="mt-5 max-w-md text-plum-500">{t('cart:emptyBody')}</p>
        <Link to={ROUTES.products} className={buttonClasses('primary', 'lg', 'mt-10')}>
          {t('cart:continue')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto w-full max-w-7xl flex-1 px-4 pt-10 pb-24 lining-nums sm:px-6 lg:px-8 lg:pt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-medium">{t('cart:title')}</h1>
          <p className="mt-2 text-sm text-plum-500">{t('cart:count', { count: cartCount(lines) })}</p>
        </div>
        <ClearCartButton disabled={clear.isPending} onConfirm={() => clear.mutate()} />
      </div>
      <div aria-hidden="true" className="mt-6 h-px w-24 bg-gold-500" />

      {/* one column of at most the page's width on a phone: an auto column grew to the coupon field's
          natural width and pushed the lines and the summary past the right margin */}
      <div className="mt-10 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
        <div>
          <h2 className="sr-only">{t('cart:linesTitle')}</h2>
          <ul aria-label={t('cart:linesTitle')}>
            {lines.map((line) => (
              <CartLineItem
                key={`${line.productId}:${line.size}`}
                line={line}
                onQuantity={(quantity) =>
                  updateQuantity.mutate({ productId: line.productId, size: line.size, quantity })
                }
                onRemove={() => removeItem.mutate({ productId: line.productId, size: line.size })}
              />
            ))}
          </ul>
          <Link to={ROUTES.products} className={buttonClasses('link', 'md', 'mt-8')}>
            {t('cart:continue')}
          </Link>
        </div>

        <OrderSummaryCard
          lines={lines}
          summary={summary.data}
          pending={changing || summary.isFetching}
          summaryError={summary.error}
          onRetrySummary={() => summary.refetch()}
          canCheckout={lines.every((l) => !l.isUnavailable)}
        />
      </div>
    </section>
  );
}

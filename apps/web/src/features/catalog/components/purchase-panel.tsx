import { ORDERABLE_AVAILABILITY, type ProductDetail, type Size, SOLD_AS_IS_AVAILABILITY } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../stores/auth-store';
import { useCartStore } from '../../../stores/cart-store';
import { MAX_LINE_QUANTITY } from '../../../stores/cart-store-lines';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { takePendingAdd } from '../lib/pending-add';
import { QuantityStepper } from './quantity-stepper';
import { LOW_STOCK, SizePicker } from './size-picker';

/** At most this many of one piece in one go (the cart can add more later). */
const MAX_QUANTITY = 10;

/**
 * What is left to add of a size: its stock less what the bag already holds of it (the server rejects
 * more than the stock), within one go's and the cart line's maximum.
 */
export function addableQuantity(stock: number, inBag: number): number {
  return Math.max(0, Math.min(stock - inBag, MAX_QUANTITY, MAX_LINE_QUANTITY - inBag));
}

/** The product page's purchase part: size (must be chosen), quantity (up to the stock shown), add to cart. */
export function PurchasePanel({ product, hintId }: { product: ProductDetail; hintId: string }) {
  const { t } = useTranslation(['products', 'common', 'cart', 'toast']);
  const { addToCart, isPending } = useAddToCart();
  const inStock = product.sizes.filter((s) => s.stock > 0);
  // no size is preselected, even when one is left: the shopper confirms it (the button waits for it)
  const [size, setSize] = useState<Size | null>(null);
  const [quantity, setQuantity] = useState(1);
  const orderable = ORDERABLE_AVAILABILITY.includes(product.availability) && inStock.length > 0;
  const stock = product.sizes.find((s) => s.size === size)?.stock ?? 0;
  const inBag = useCartStore(
    (s) => s.items.find((i) => i.productId === product.id && i.size === size)?.quantity ?? 0,
  );
  const room = addableQuantity(stock, inBag);
  const max = Math.max(1, room);
  const full = size !== null && stock > 0 && room === 0;

  // the chosen size's stock may be lower than the quantity (after a refetch or an add): keep it in range
  useEffect(() => setQuantity((q) => Math.min(q, max)), [max]);

  // back from logging in (or verifying) after pressing Add to cart as a visitor: her choice is added
  const signedIn = useAuthStore((s) => s.isAuthenticated && s.account?.isVerified === true);
  useEffect(() => {
    if (!signedIn || !orderable) return;
    const pending = takePendingAdd(product.id);
    const sizeStock = product.sizes.find((s) => s.size === pending?.size)?.stock ?? 0;
    if (!pending || sizeStock <= 0) return;
    const bag = useCartStore
      .getState()
      .items.find((i) => i.productId === product.id && i.size === pending.size);
    const addable = addableQuantity(sizeStock, bag?.quantity ?? 0);
    setSize(pending.size);
    if (addable === 0) return;
    addToCart({
      productId: product.id,
      size: pending.size,
      quantity: Math.min(pending.quantity, addable),
      price: product.price,
      discountPrice: product.discountPrice,
      name: product.name,
      image: product.image,
      availability: product.availability,
      stock: sizeStock,
    });
    // runs again whenever addToCart changes, harmlessly: the pending add was taken the first time
  }, [signedIn, orderable, product, addToCart]);

  const buttonLabel = !orderable
    ? t(`common:catalog.availability.${product.availability}`)
    : product.availability === 'PRE-ORDER'
      ? t('products:detail.preOrder')
      : t('products:detail.addToCart');
  const hint = !orderable
    ? t('products:detail.unavailableHint')
    : size === null
      ? t('products:detail.chooseSizeFirst')
      : full
        ? t('cart:addAll', { count: inBag })
        : stock <= LOW_STOCK
          ? t('products:detail.lowStock', { count: stock })
          : t('products:detail.inStock');

  const onAdd = () => {
    if (!size || full) return;
    addToCart({
      productId: product.id,
      size,
      quantity: Math.min(quantity, room),
      price: product.price,
      discountPrice: product.discountPrice,
      name: product.name,
      image: product.image,
      availability: product.availability,
      stock,
    });
  };

  return (
    <>
      {product.availability === SOLD_AS_IS_AVAILABILITY && (
        <p
          data-testid="sold-as-is"
          className="mb-6 rounded-xl border border-line bg-ivory-200/70 px-4 py-3 text-sm text-plum-800"
        >
          {t('products:detail.soldAsIs')}
        </p>
      )}
      {product.sizes.length > 0 && (
        <SizePicker
          sizes={product.sizes}
          value={size}
          onChange={(next) => {
            setSize(next as Size);
            setQuantity(1);
          }}
          disabled={!orderable}
          describedBy={hintId}
        />
      )}

      <div className="mt-8 flex items-stretch gap-3">
        <QuantityStepper
          value={quantity}
          max={max}
          onChange={setQuantity}
          disabled={!orderable || !size || full}
        />
        <Button
          size="lg"
          className="flex-1"
          disabled={!orderable || !size || full || isPending}
          aria-describedby={hintId}
          onClick={onAdd}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M5 8h14l-1 12H6L5 8Z" strokeLinejoin="round" />
            <path d="M9 8V6a3 3 0 0 1 6 0v2" />
          </svg>
          {buttonLabel}
        </Button>
      </div>
      <p id={hintId} aria-live="polite" className="mt-3 min-h-5 text-xs text-plum-500">
        {hint}
      </p>
    </>
  );
}

/** Holds the panel's place while its translations load. */
export function PurchasePanelSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-11 w-14 rounded-pill bg-ivory-200" />
        ))}
      </div>
      <div className="mt-4 h-12 rounded-pill bg-ivory-200" />
      <div className="min-h-5" />
    </div>
  );
}

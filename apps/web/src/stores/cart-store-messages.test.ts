import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  CART_MESSAGES,
  COUPON_MESSAGES,
  couponMinAmountMessage,
  couponMinItemsMessage,
  couponUserTypeMessage,
  MESSAGES,
} from '@shop/shared';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { cartMessage, failureMessage, KNOWN_CART_MESSAGES, messageText } from './cart-store-messages';

const locales = join(__dirname, '../../public/locales');
const load = (lng: string, ns: string) => JSON.parse(readFileSync(join(locales, lng, `${ns}.json`), 'utf8'));

async function translator(lng: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { cart: load(lng, 'cart'), toast: load(lng, 'toast') } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

let en: TFunction;
let vi: TFunction;
beforeAll(async () => {
  en = await translator('en');
  vi = await translator('vi');
});

/** Every cart and coupon text the server or the requirements can hand the page. */
const serverTexts = [
  MESSAGES.cartMissingFields,
  MESSAGES.quantityPositive,
  MESSAGES.removeItemFields,
  MESSAGES.updateQuantityFields,
  MESSAGES.cartLoadFailed,
  MESSAGES.cartSummaryFailed,
  MESSAGES.cartSummaryInvalid,
  MESSAGES.couponSpecificProducts,
  CART_MESSAGES.quantityWhole,
  CART_MESSAGES.quantityTooLarge,
  CART_MESSAGES.tooManyLines,
  CART_MESSAGES.productNotFound,
  CART_MESSAGES.itemNotFound,
  CART_MESSAGES.productHidden,
  CART_MESSAGES.sizeNotStocked('FREESIZE < 55KG'),
  CART_MESSAGES.notOrderable('OUT OF STOCK'),
  CART_MESSAGES.notOrderable('SOLD OUT'),
  CART_MESSAGES.notOrderable('ARRIVING SOON'),
  CART_MESSAGES.notOrderable('DEFECTIVE'),
  CART_MESSAGES.sizeSoldOut('M'),
  CART_MESSAGES.onlyLeft(3, 'XS'),
  CART_MESSAGES.productIdMismatch,
  CART_MESSAGES.added,
  CART_MESSAGES.updated,
  CART_MESSAGES.removed,
  CART_MESSAGES.cleared,
  COUPON_MESSAGES.codeRequired,
  COUPON_MESSAGES.notFound,
  COUPON_MESSAGES.inactive,
  COUPON_MESSAGES.expired,
  COUPON_MESSAGES.usageLimitReached,
  COUPON_MESSAGES.perUserLimitReached,
  COUPON_MESSAGES.cartEmpty,
  COUPON_MESSAGES.cartNoAmount,
  COUPON_MESSAGES.valid,
  COUPON_MESSAGES.applied,
  COUPON_MESSAGES.removed,
  couponMinItemsMessage(2),
  couponMinAmountMessage('150,000 ₫'),
  couponUserTypeMessage('VIP'),
  couponUserTypeMessage('REGULAR'),
];

describe('cart and coupon messages', () => {
  it('have a translation whose English is the very text (the required wording word for word)', () => {
    for (const text of serverTexts) {
      const message = cartMessage(text);
      expect('key' in message, text).toBe(true);
      expect(messageText(en, message)).toBe(text);
      expect(messageText(vi, message), text).not.toBe(text);
    }
    expect(Object.keys(KNOWN_CART_MESSAGES).length).toBeGreaterThan(30);
    expect(CART_MAX_LINE_QUANTITY).toBe(99);
    expect(CART_MAX_LINES).toBe(50);
  });

  it('keep an unknown text as it came', () => {
    expect(cartMessage('Something new')).toEqual({ text: 'Something new' });
  });

  it("show 'Product unavailable' for a line whose product is gone", () => {
    expect(en('cart:line.unavailable')).toBe(MESSAGES.productUnavailable);
  });
});

describe('the toast of a failed cart change', () => {
  const network = new ApiError('Network error: Failed to fetch', 0, 'NETWORK_ERROR');
  const outOfStock = new ApiError(CART_MESSAGES.onlyLeft(2, 'M'), 409, 'OUT_OF_STOCK');
  const invalid = new ApiError(MESSAGES.quantityPositive, 400, 'INVALID_QUANTITY');

  it("starts with the required prefixes: 'Failed to add item to cart: ', 'Failed to clear cart: ', 'Failed to update quantity: '", () => {
    expect(messageText(en, failureMessage('add', network))).toMatch(new RegExp(`^${MESSAGES.cartAddFailed}`));
    expect(messageText(en, failureMessage('clear', network))).toMatch(
      new RegExp(`^${MESSAGES.cartClearFailed}`),
    );
    expect(messageText(en, failureMessage('quantity', network))).toMatch(
      new RegExp(`^${MESSAGES.cartQuantityFailed}`),
    );
    expect(messageText(en, failureMessage('quantity', network))).toBe(
      `${MESSAGES.cartQuantityFailed}Network error. Check your connection and try again.`,
    );
  });

  it("adding shows the server's message when it rejected", () => {
    expect(messageText(en, failureMessage('add', outOfStock))).toBe('Only 2 left in size M');
    expect(messageText(vi, failureMessage('add', outOfStock))).toBe('Size M chỉ còn 2 sản phẩm');
  });

  it('a quantity shows the message only for VALIDATION_ERROR and INVALID_QUANTITY', () => {
    expect(messageText(en, failureMessage('quantity', invalid))).toBe(MESSAGES.quantityPositive);
    expect(messageText(en, failureMessage('quantity', outOfStock))).toBe(
      `${MESSAGES.cartQuantityFailed}Only 2 left in size M`,
    );
  });

  it('clearing always says it failed, with the reason', () => {
    expect(messageText(en, failureMessage('clear', new ApiError('HTTP 500: Internal', 500)))).toBe(
      `${MESSAGES.cartClearFailed}The shop could not answer. Please try again in a moment.`,
    );
  });
});

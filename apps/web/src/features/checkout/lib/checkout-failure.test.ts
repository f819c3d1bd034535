import { CHECKOUT_MESSAGES, NETWORK_ERROR, TOO_MANY_OPEN_ORDERS_MESSAGE } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { realI18n } from '../../../lib/test-i18n';
import { messageText } from '../../../stores/cart-store-messages';
import { checkoutFailure } from './checkout-failure';

const failure = (status: number, code: string, message: string) =>
  checkoutFailure(new ApiError(message, status, code));

describe('checkout error responses', () => {
  it('400 VALIDATION_ERROR goes beside the field it names', () => {
    expect(failure(400, 'VALIDATION_ERROR', `shipping.ward: ${CHECKOUT_MESSAGES.wardRequired}`)).toEqual({
      kind: 'field',
      field: 'ward',
      text: CHECKOUT_MESSAGES.wardRequired,
    });
  });

  it('409 OUT_OF_STOCK names the line and what is left', () => {
    expect(failure(409, 'OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock('Áo lụa: Swan', 'M', 2))).toEqual({
      kind: 'alert',
      code: 'OUT_OF_STOCK',
      toCart: true,
      message: { key: 'checkout:messages.onlyLeft', params: { count: 2, name: 'Áo lụa: Swan', size: 'M' } },
    });
    expect(
      failure(409, 'OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock('Váy ngủ', 'FREESIZE < 55KG', 0)),
    ).toMatchObject({
      message: { key: 'checkout:messages.soldOut', params: { name: 'Váy ngủ', size: 'FREESIZE < 55KG' } },
    });
    // a product no longer orderable: the line named, the cart's own reason translated
    expect(failure(409, 'OUT_OF_STOCK', 'Camisole: This product is sold out')).toMatchObject({
      message: {
        key: 'checkout:messages.lineUnavailable',
        params: { name: 'Camisole' },
        reason: { key: 'cart:messages.productSoldOut' },
      },
    });
  });

  it('409 COUPON_INVALID tells the coupon’s own reason', () => {
    expect(failure(409, 'COUPON_INVALID', 'Add 2 more item(s) to use this coupon')).toMatchObject({
      code: 'COUPON_INVALID',
      message: {
        key: 'checkout:messages.couponInvalid',
        reason: { key: 'cart:messages.couponMinItems', params: { count: 2 } },
      },
    });
  });

  it('400 CART_EMPTY and 403 ACCOUNT_BLACKLISTED have their own words', () => {
    expect(failure(400, 'CART_EMPTY', CHECKOUT_MESSAGES.cartEmpty)).toMatchObject({
      message: { key: 'checkout:messages.cartEmpty' },
      toCart: true,
    });
    expect(failure(403, 'ACCOUNT_BLACKLISTED', CHECKOUT_MESSAGES.blacklisted)).toMatchObject({
      message: { key: 'checkout:messages.blacklisted' },
    });
    expect(failure(403, 'ACCOUNT_BLACKLISTED', CHECKOUT_MESSAGES.blacklistedPhone)).toMatchObject({
      message: { key: 'checkout:messages.blacklistedPhone' },
    });
    expect(failure(403, 'ACCOUNT_BLACKLISTED', CHECKOUT_MESSAGES.blacklistedEmail)).toMatchObject({
      message: { key: 'checkout:messages.blacklistedEmail' },
    });
  });

  it('409 TOO_MANY_OPEN_ORDERS says so in the shopper’s language, suggesting bank transfer', async () => {
    const shown = failure(409, 'TOO_MANY_OPEN_ORDERS', TOO_MANY_OPEN_ORDERS_MESSAGE);
    expect(shown).toEqual({
      kind: 'alert',
      code: 'TOO_MANY_OPEN_ORDERS',
      message: { key: 'checkout:messages.tooManyOpenOrders', params: { limit: 3 } },
    });
    const say = async (lng: 'en' | 'vi') => {
      const i18n = await realI18n(lng, ['checkout']);
      return messageText(i18n.t, (shown as Extract<typeof shown, { kind: 'alert' }>).message);
    };
    // word for word the server's English, and Vietnamese
    expect(await say('en')).toBe(TOO_MANY_OPEN_ORDERS_MESSAGE);
    expect(await say('vi')).toBe(
      'Bạn đã có 3 đơn hàng đang chờ giao. Vui lòng chờ nhận các đơn này, hoặc thanh toán bằng chuyển khoản ngân hàng.',
    );
  });

  it('PayPal not configured turns the option off; unreachable only says so', () => {
    expect(failure(503, 'SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paypalUnavailable)).toMatchObject({
      paypalOff: true,
    });
    expect(failure(503, 'SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paypalFailed)).not.toHaveProperty(
      'paypalOff',
    );
  });

  it('no response, a server failure and an unknown error response', () => {
    expect(checkoutFailure(new ApiError('Network error: x', 0, NETWORK_ERROR))).toMatchObject({
      message: { key: 'checkout:messages.network' },
    });
    expect(
      failure(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    ).toMatchObject({
      message: { key: 'checkout:messages.generic' },
    });
    expect(failure(409, 'CONFLICT', 'Something new')).toMatchObject({ message: { text: 'Something new' } });
  });
});

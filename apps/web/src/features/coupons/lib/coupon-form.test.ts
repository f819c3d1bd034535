import { COUPON_MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { couponBodyFrom, couponServerErrors, emptyCouponForm, validateCouponForm } from './coupon-form';

const PRODUCT_A = '5b0e1a5e-9c1a-4d2e-8f00-00000000000a';
const PRODUCT_B = '5b0e1a5e-9c1a-4d2e-8f00-00000000000b';
const nextYear = `${new Date().getFullYear() + 1}-06-30`;

const filled = () => {
  const form = emptyCouponForm();
  form.code = ' summer-15 ';
  form.name = ' Hè rực rỡ ';
  form.discountValue = '15';
  form.expirationDate = nextYear;
  return form;
};

describe('the coupon form', () => {
  it('maps a percentage with a cap and a minimum amount to the create body (typed dong as integers)', () => {
    const form = filled();
    form.maxDiscount = '100.000';
    form.conditions.MINIMUM_AMOUNT = { on: true, value: '500,000 ₫' };
    form.usageLimit = '100';
    form.perUserLimit = '1';
    const result = validateCouponForm(form);
    expect(result).toEqual({
      ok: true,
      body: {
        code: 'summer-15',
        name: 'Hè rực rỡ',
        discount: { type: 'PERCENTAGE', value: 15, maxDiscount: 100_000 },
        conditions: [{ type: 'MINIMUM_AMOUNT', value: 500_000 }],
        expirationDate: nextYear,
        usageLimit: 100,
        perUserLimit: 1,
        active: true,
      },
    });
  });

  it('sends every ticked condition type in the order of the condition types, and none of the unticked ones', () => {
    const form = filled();
    form.conditions = {
      MINIMUM_ITEMS: { on: true, value: '3' },
      MINIMUM_AMOUNT: { on: false, value: '999' },
      SPECIFIC_PRODUCTS: { on: true, value: [PRODUCT_B, PRODUCT_A] },
      USER_TYPE: { on: true, value: 'REGULAR' },
    };
    const result = validateCouponForm(form);
    expect(result.ok && result.body.conditions).toEqual([
      { type: 'MINIMUM_ITEMS', value: 3 },
      { type: 'SPECIFIC_PRODUCTS', value: [PRODUCT_B, PRODUCT_A] },
      { type: 'USER_TYPE', value: 'REGULAR' },
    ]);
  });

  it('gives a fixed amount no cap, and leaves empty limits out (unlimited)', () => {
    const form = filled();
    form.discountType = 'FIXED_AMOUNT';
    form.discountValue = '150.000';
    form.maxDiscount = '50000';
    form.active = false;
    const body = couponBodyFrom(form);
    expect(body.discount).toEqual({ type: 'FIXED_AMOUNT', value: 150_000 });
    expect(body).not.toHaveProperty('usageLimit');
    expect(body).not.toHaveProperty('perUserLimit');
    expect(body.active).toBe(false);
    expect(validateCouponForm(form).ok).toBe(true);
  });

  it('names the fields that are wrong, with the rules of the shared schema', () => {
    const form = emptyCouponForm();
    form.code = 'NO SPACES';
    form.discountValue = '150';
    form.maxDiscount = 'lots';
    form.expirationDate = '2020-01-01';
    form.usageLimit = '0';
    form.conditions.MINIMUM_ITEMS = { on: true, value: '1.5' };
    form.conditions.SPECIFIC_PRODUCTS = { on: true, value: [] };
    const result = validateCouponForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual([
        'MINIMUM_ITEMS',
        'SPECIFIC_PRODUCTS',
        'code',
        'discountValue',
        'expirationDate',
        'maxDiscount',
        'name',
        'usageLimit',
      ]);
  });

  it('rejects a discount left empty, and a percentage of 0', () => {
    const form = filled();
    form.discountValue = '';
    expect(validateCouponForm(form)).toMatchObject({ ok: false, errors: { discountValue: 'discountValue' } });
    form.discountValue = '0';
    expect(validateCouponForm(form)).toMatchObject({ ok: false, errors: { discountValue: 'discountValue' } });
  });
});

describe('the server’s error responses to a coupon', () => {
  const body = couponBodyFrom({
    ...filled(),
    conditions: {
      ...emptyCouponForm().conditions,
      MINIMUM_ITEMS: { on: true, value: '2' },
      USER_TYPE: { on: true, value: 'VIP' },
    },
  });

  it('puts a taken code beside the code field', () => {
    const error = { status: 409, code: 'CONFLICT', message: COUPON_MESSAGES.duplicateCode('SUMMER-15') };
    expect(couponServerErrors(error, body)).toEqual({ code: 'codeTaken' });
  });

  it('puts an unknown product beside the product condition', () => {
    const error = { status: 400, code: 'VALIDATION_ERROR', message: COUPON_MESSAGES.unknownProducts };
    expect(couponServerErrors(error, body)).toEqual({ SPECIFIC_PRODUCTS: 'unknownProducts' });
  });

  it('reads the field of a "path: message" error response, a condition by its place in the body', () => {
    const at = (message: string) =>
      couponServerErrors({ status: 400, code: 'VALIDATION_ERROR', message }, body);
    expect(at('conditions.1.value: User type must be VIP or REGULAR')).toEqual({ USER_TYPE: 'USER_TYPE' });
    expect(at('discount.maxDiscount: Maximum discount must be a whole number')).toEqual({
      maxDiscount: 'maxDiscount',
    });
    expect(at('expirationDate: Expiration date must be in the future')).toEqual({
      expirationDate: 'expirationDate',
    });
  });

  it('leaves anything else to a toast', () => {
    expect(couponServerErrors({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' }, body)).toBeNull();
    expect(
      couponServerErrors({ status: 0, code: 'NETWORK_ERROR', message: 'Network error: x' }, body),
    ).toBeNull();
    expect(
      couponServerErrors({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid request' }, body),
    ).toBeNull();
  });
});

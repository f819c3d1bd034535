import {
  COUPON_CONDITION_TYPES,
  COUPON_MESSAGES,
  type CouponConditionType,
  type CouponCreateBody,
  type CouponDiscountType,
  couponCreateBodySchema,
  type UserType,
} from '@shop/shared';

/** The Coupon form as typed: numbers stay text until checked; each condition type can be ticked once. */
export interface CouponFormValues {
  code: string;
  name: string;
  discountType: CouponDiscountType;
  /** a percentage (1–100) or an amount of dong, by discountType */
  discountValue: string;
  /** cap of a percentage discount in dong; '' = no cap; ignored for a fixed amount */
  maxDiscount: string;
  conditions: {
    MINIMUM_ITEMS: { on: boolean; value: string };
    MINIMUM_AMOUNT: { on: boolean; value: string };
    /** product ids, in the order they were chosen */
    SPECIFIC_PRODUCTS: { on: boolean; value: string[] };
    USER_TYPE: { on: boolean; value: UserType };
  };
  /** YYYY-MM-DD, as a date input gives it: the coupon runs to the end of that day (Vietnam time) */
  expirationDate: string;
  /** '' = unlimited */
  usageLimit: string;
  /** '' = unlimited */
  perUserLimit: string;
  active: boolean;
}

export type CouponFormField =
  | 'code'
  | 'name'
  | 'discountType'
  | 'discountValue'
  | 'maxDiscount'
  | CouponConditionType
  | 'conditions'
  | 'expirationDate'
  | 'usageLimit'
  | 'perUserLimit';

/** Why a field is wrong: the field's own rule, or one of the server's verdicts the form cannot foresee. */
export type CouponFieldError = CouponFormField | 'codeTaken' | 'unknownProducts';
export type CouponFormErrors = Partial<Record<CouponFormField, CouponFieldError>>;

export const emptyCouponForm = (): CouponFormValues => ({
  code: '',
  name: '',
  discountType: 'PERCENTAGE',
  discountValue: '',
  maxDiscount: '',
  conditions: {
    MINIMUM_ITEMS: { on: false, value: '' },
    MINIMUM_AMOUNT: { on: false, value: '' },
    SPECIFIC_PRODUCTS: { on: false, value: [] },
    USER_TYPE: { on: false, value: 'VIP' },
  },
  expirationDate: '',
  usageLimit: '',
  perUserLimit: '',
  active: true,
});

/** "500.000", "500,000", "500 000 ₫" and "500000" are all 500000 dong; anything else is not a number. */
function dong(text: string): number {
  const compact = text.replace(/[\s.,₫]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A count or a percentage: digits only ("10" or "10 %"), so that "1.5" is rejected, never read as 15. */
function whole(text: string): number {
  const compact = text.replace(/[\s%]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** An optional number: left out of the body when the field is empty. */
const optional = (text: string, read: (t: string) => number): number | undefined =>
  text.trim() === '' ? undefined : read(text);

/**
 * The form as the body of POST /coupon/create. Unticked conditions are left out,
 * whatever was typed in them; a fixed amount carries no cap; empty limits mean unlimited.
 */
export function couponBodyFrom(values: CouponFormValues): CouponCreateBody {
  const discountValue = values.discountType === 'PERCENTAGE' ? whole : dong;
  const maxDiscount = values.discountType === 'PERCENTAGE' ? optional(values.maxDiscount, dong) : undefined;
  const c = values.conditions;
  const conditions: CouponCreateBody['conditions'] = [];
  for (const type of COUPON_CONDITION_TYPES) {
    if (!c[type].on) continue;
    if (type === 'MINIMUM_ITEMS') conditions.push({ type, value: whole(c.MINIMUM_ITEMS.value) });
    if (type === 'MINIMUM_AMOUNT') conditions.push({ type, value: dong(c.MINIMUM_AMOUNT.value) });
    if (type === 'SPECIFIC_PRODUCTS') conditions.push({ type, value: [...c.SPECIFIC_PRODUCTS.value] });
    if (type === 'USER_TYPE') conditions.push({ type, value: c.USER_TYPE.value });
  }
  const usageLimit = optional(values.usageLimit, whole);
  const perUserLimit = optional(values.perUserLimit, whole);
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    discount: {
      type: values.discountType,
      value: values.discountValue.trim() === '' ? Number.NaN : discountValue(values.discountValue),
      ...(maxDiscount !== undefined ? { maxDiscount } : {}),
    } as CouponCreateBody['discount'],
    conditions,
    expirationDate: values.expirationDate,
    ...(usageLimit !== undefined ? { usageLimit } : {}),
    ...(perUserLimit !== undefined ? { perUserLimit } : {}),
    active: values.active,
  };
}

/** The form field a schema issue (or a server's "path: message") is about. */
export function fieldOfPath(path: readonly PropertyKey[], body: CouponCreateBody): CouponFormField | null {
  const [head, second] = path;
  switch (head) {
    case 'code':
    case 'name':
    case 'expirationDate':
    case 'usageLimit':
    case 'perUserLimit':
      return head;
    case 'discount':
      return second === 'value' ? 'discountValue' : second === 'maxDiscount' ? 'maxDiscount' : 'discountType';
    case 'conditions': {
      const index = Number(second);
      const condition = Number.isInteger(index) ? body.conditions?.[index] : undefined;
      return condition ? condition.type : 'conditions';
    }
    default:
      return null;
  }
}

/**
 * Checks the form with the schema the server uses (couponCreateBodySchema), so a form the client
 * accepts is one the server accepts, and names the fields that are wrong. The body sent is the
 * schema's input (the server upper-cases the code and reads the date itself).
 */
export function validateCouponForm(
  values: CouponFormValues,
): { ok: true; body: CouponCreateBody } | { ok: false; errors: CouponFormErrors } {
  const body = couponBodyFrom(values);
  const result = couponCreateBodySchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: CouponFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path, body) ?? 'code';
    errors[field] ??= field;
  }
  return { ok: false, errors };
}

/**
 * Places an error response of POST /coupon/create beside the field it is about: 409 CONFLICT is a
 * taken code, the unknown-product message is the product condition's, and a 400 reads "path:
 * message". Null when the error is about no field (it is then shown as a toast).
 */
export function couponServerErrors(
  error: { status?: number; code?: string; message?: string },
  body: CouponCreateBody,
): CouponFormErrors | null {
  if (error.code === 'CONFLICT') return { code: 'codeTaken' };
  if (error.message === COUPON_MESSAGES.unknownProducts) return { SPECIFIC_PRODUCTS: 'unknownProducts' };
  if (error.code !== 'VALIDATION_ERROR' || !error.message) return null;
  const path = /^([\w.]+): /.exec(error.message)?.[1];
  if (!path) return null;
  const field = fieldOfPath(
    path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    body,
  );
  return field ? { [field]: field } : null;
}

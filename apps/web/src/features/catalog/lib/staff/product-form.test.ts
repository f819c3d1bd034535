import { describe, expect, it } from 'vitest';
import { dong, emptyProductForm, remainingErrors, validateProductForm } from './product-form';

const filled = () => {
  const form = emptyProductForm();
  form.name = 'Áo sơ mi lụa';
  form.price = '390.000';
  form.category = 'Stylish blouse';
  form.sizes.M = { on: true, stock: '5' };
  return form;
};

describe('the product form', () => {
  it('turns typed dong ("390.000", "390,000") into integers the schema accepts', () => {
    const result = validateProductForm({ ...filled(), discountPrice: '290,000' });
    expect(result.ok && result.data).toMatchObject({
      name: 'Áo sơ mi lụa',
      price: 390_000,
      discountPrice: 290_000,
      sizes: [{ size: 'M', stock: 5 }],
      collectionId: null,
      visible: true,
    });
  });

  it('names the fields that are wrong', () => {
    const form = filled();
    form.name = ' ';
    form.price = 'abc';
    form.sizes.M = { on: false, stock: '' };
    const result = validateProductForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['name', 'price', 'sizes']);
  });

  it('refuses a sale price that is not below the price', () => {
    const result = validateProductForm({ ...filled(), discountPrice: '390000' });
    expect(!result.ok && result.errors.discountPrice).toBe(true);
  });

  it('refuses a chosen size without a stock number, as the stock’s error, not “tick a size”', () => {
    const form = filled();
    form.sizes.S = { on: true, stock: '' };
    const result = validateProductForm(form);
    expect(!result.ok && result.errors).toEqual({ stock: true });
  });
});

describe('an error clears as soon as it is fixed', () => {
  it('reads the price the hint suggests, thousands with dots, as dong', () => {
    expect(
      ['450.000', '450,000', '450 000', ' 450000 ', '450.000 ₫', '450.000đ', '450.000 VND'].map(dong),
    ).toEqual(Array(7).fill(450_000));
    expect(['45.0.00x', '450k', '-450', '4,5'].map(dong).map(Number.isInteger)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('clears the price error once "450.000" is typed', () => {
    const form = { ...filled(), price: 'abc' };
    const submitted = validateProductForm(form);
    expect(!submitted.ok && submitted.errors).toEqual({ price: true });
    const shown = submitted.ok ? {} : submitted.errors;
    expect(remainingErrors({ ...form, price: '450.000 đồng' }, shown)).toEqual({ price: true });
    expect(remainingErrors({ ...form, price: '450.000' }, shown)).toEqual({});
  });

  it('clears the sizes error once a size is ticked, before its stock is typed', () => {
    const form = filled();
    form.sizes.M = { on: false, stock: '' };
    const submitted = validateProductForm(form);
    const shown = submitted.ok ? {} : submitted.errors;
    expect(shown).toEqual({ sizes: true });
    form.sizes.L = { on: true, stock: '' };
    // ticked: "tick a size" is resolved; the missing stock waits for the next submit
    expect(remainingErrors(form, shown)).toEqual({});
    expect(validateProductForm(form).ok).toBe(false);
  });

  it('keeps the other errors while one is fixed, and adds none before the next submit', () => {
    const form = { ...filled(), name: '', price: 'abc' };
    const submitted = validateProductForm(form);
    const shown = submitted.ok ? {} : submitted.errors;
    expect(shown).toEqual({ name: true, price: true });
    expect(remainingErrors({ ...form, price: '390.000', category: '' }, shown)).toEqual({ name: true });
    expect(remainingErrors({ ...form, category: '' }, {})).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { emptyProductForm, validateProductForm } from './product-form';

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

  it('refuses a chosen size without a stock number', () => {
    const form = filled();
    form.sizes.S = { on: true, stock: '' };
    const result = validateProductForm(form);
    expect(!result.ok && result.errors.sizes).toBe(true);
  });
});

import {
  type Availability,
  type Category,
  type ProductDetail,
  type ProductWrite,
  productWriteSchema,
  SIZES,
  type Size,
} from '@shop/shared';

/** The Create/Edit Product form as typed: numbers stay text until checked. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  category: Category | '';
  availability: Availability;
  /** '' = no collection */
  collectionId: string;
  sizes: Record<Size, { on: boolean; stock: string }>;
  featured: boolean;
  visible: boolean;
}

export type ProductFormField =
  | 'name'
  | 'description'
  | 'price'
  | 'discountPrice'
  | 'category'
  | 'availability'
  | 'collectionId'
  /** no size ticked */
  | 'sizes'
  /** a ticked size without a stock of 0 or more */
  | 'stock';

export type ProductFormErrors = Partial<Record<ProductFormField, true>>;

export const emptyProductForm = (): ProductFormValues => ({
  name: '',
  description: '',
  price: '',
  discountPrice: '',
  category: '',
  availability: 'AVAILABLE',
  collectionId: '',
  sizes: Object.fromEntries(SIZES.map((s) => [s, { on: false, stock: '' }])) as ProductFormValues['sizes'],
  featured: false,
  visible: true,
});

export function productFormFrom(product: ProductDetail): ProductFormValues {
  const form = emptyProductForm();
  for (const { size, stock } of product.sizes) form.sizes[size] = { on: true, stock: String(stock) };
  return {
    ...form,
    name: product.name,
    description: product.description,
    price: String(product.price),
    discountPrice: product.discountPrice > 0 ? String(product.discountPrice) : '',
    category: product.category,
    availability: product.availability,
    collectionId: product.collectionId ?? '',
    featured: product.featured,
    visible: product.visible,
  };
}

/**
 * "450.000" (the hint's way, thousands with dots), "450,000", "450 000", "450000" and "450.000 ₫" or
 * "450.000đ" are all 450000 dong; anything else is not a number.
 */
export function dong(text: string): number {
  const compact = text
    .trim()
    .replace(/\s*(₫|đ|vnđ|vnd)$/i, '')
    .replace(/[\s.,]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A ticked size whose stock is not a whole number of 0 or more. */
export const stockMissing = (row: { on: boolean; stock: string }): boolean =>
  row.on && !Number.isInteger(dong(row.stock));

/**
 * Checks the form with the same schema the server uses (productWriteSchema), so a
 * form the client accepts is one the server accepts, and names the fields that are wrong.
 */
export function validateProductForm(
  values: ProductFormValues,
): { ok: true; data: ProductWrite } | { ok: false; errors: ProductFormErrors } {
  const sizes = SIZES.filter((s) => values.sizes[s].on).map((size) => ({
    size,
    stock: values.sizes[size].stock.trim() === '' ? Number.NaN : dong(values.sizes[size].stock),
  }));
  const result = productWriteSchema.safeParse({
    name: values.name,
    description: values.description,
    price: values.price.trim() === '' ? Number.NaN : dong(values.price),
    discountPrice: values.discountPrice.trim() === '' ? 0 : dong(values.discountPrice),
    category: values.category || undefined,
    availability: values.availability,
    sizes,
    collectionId: values.collectionId || null,
    featured: values.featured,
    visible: values.visible,
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: ProductFormErrors = {};
  for (const issue of result.error.issues) {
    const [first, index] = issue.path;
    // an issue of one size's stock (["sizes", 0, "stock"]) is the stock's, not "tick a size"
    const field = (
      first === 'sizes' && typeof index === 'number' ? 'stock' : String(first ?? 'name')
    ) as ProductFormField;
    errors[field] = true;
  }
  return { ok: false, errors };
}

/**
 * The errors still shown after a change: each error the last submit showed stays
 * only while its field is still wrong, so it clears as soon as it is fixed; a field not yet in error
 * waits for the next submit rather than turning red while it is typed.
 */
export function remainingErrors(values: ProductFormValues, shown: ProductFormErrors): ProductFormErrors {
  if (!Object.keys(shown).length) return shown;
  const result = validateProductForm(values);
  if (result.ok) return {};
  const still: ProductFormErrors = {};
  for (const field of Object.keys(shown) as ProductFormField[]) {
    if (result.errors[field]) still[field] = true;
  }
  return still;
}

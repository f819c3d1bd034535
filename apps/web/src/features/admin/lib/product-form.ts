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
  | 'sizes';

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

/** "390.000", "390,000" and "390000" are all 390000 dong; anything else is not a number. */
function dong(text: string): number {
  const compact = text.replace(/[\s.,₫]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * Checks the form with the same schema the server uses (productWriteSchema, DECISIONS §10), so a
 * form the client accepts is one the server accepts, and names the fields that are wrong.
 */
export function validateProductForm(
  values: ProductFormValues,
): { ok: true; data: ProductWrite } | { ok: false; errors: Partial<Record<ProductFormField, true>> } {
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
  const errors: Partial<Record<ProductFormField, true>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name') as ProductFormField;
    errors[field] = true;
  }
  return { ok: false, errors };
}

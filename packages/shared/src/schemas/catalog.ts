import { z } from 'zod';
import { AVAILABILITY, CATEGORIES, SIZES } from '../constants/catalog.js';
import { staffLinkSchema } from './links.js';

/** An image in the widths the server stored; `src` is the widest, `srcset` lists them all. */
export const imageSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

export const sizeStockSchema = z.object({ size: z.enum(SIZES), stock: z.number().int() });
export type SizeStock = z.infer<typeof sizeStockSchema>;

/** What a product grid shows: small, so a page of 24 stays far under the listing's 40 KB budget. */
export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  discountPrice: z.number().int(),
  category: z.enum(CATEGORIES),
  availability: z.enum(AVAILABILITY),
  featured: z.boolean(),
  image: imageSchema.nullable(),
  /** sizes that have stock */
  inStockSizes: z.array(z.enum(SIZES)),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  visible: z.boolean(),
  collectionId: z.string().nullable(),
  collectionName: z.string().nullable(),
  soldCount: z.number().int(),
  images: z.array(imageSchema.extend({ id: z.string() })),
  sizes: z.array(sizeStockSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * `relevance`: how well a product matches the search text, the newest first among equals;
 * without a search text, the same as `newest`. It is the order of a listing that names no sort: a
 * search then comes by relevance, and a sort the shopper chooses still wins (the search only filters).
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'best-selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PAGE_SIZE_DEFAULT = 24;

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

/** Listing filters, sort and pagination (the web app keeps them in the URL; docs/decisions/0021). */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: csv(CATEGORIES),
  collectionId: z.string().uuid().optional(),
  size: csv(SIZES),
  availability: csv(AVAILABILITY),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  featured: z.enum(['true', 'false']).optional(),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/**
 * GET /product/product-admin (staff): the listing's query with larger pages, and `visible` to list only
 * the pieces shoppers see ('true') or only hidden ones ('false'), e.g. the newsletter's chooser.
 */
export const adminProductListQuerySchema = productListQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE_DEFAULT),
  visible: z.enum(['true', 'false']).optional(),
});

export const productPageSchema = z.object({
  products: z.array(productCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** Staff listing (View Products): the card plus the fields staff toggle and edit. */
export const adminProductSchema = productCardSchema.extend({
  visible: z.boolean(),
  collectionId: z.string().nullable(),
  soldCount: z.number().int(),
  totalStock: z.number().int(),
  updatedAt: z.string(),
});
export const adminProductPageSchema = productPageSchema.extend({ products: z.array(adminProductSchema) });
export type AdminProduct = z.infer<typeof adminProductSchema>;

const sizesWriteSchema = z
  .array(
    z.object({
      size: z.enum(SIZES, { error: 'Unknown size' }),
      stock: z.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000),
    }),
  )
  .min(1, 'At least one size is required')
  .max(SIZES.length);

/** The `data` field of create-product / edit-product (docs/requirements/api.md). */
export const productWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(150),
    description: z.string().trim().max(5000).default(''),
    price: z
      .number()
      .int('Price must be a whole number of dong')
      .min(0, 'Price cannot be negative')
      .max(1_000_000_000),
    discountPrice: z.number().int().min(0, 'Sale price cannot be negative').max(1_000_000_000).default(0),
    category: z.enum(CATEGORIES, { error: 'Unknown category' }),
    availability: z.enum(AVAILABILITY, { error: 'Unknown availability' }).default('AVAILABLE'),
    sizes: sizesWriteSchema,
    collectionId: z.string().uuid().nullable().default(null),
    featured: z.boolean().default(false),
    visible: z.boolean().default(true),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.discountPrice > 0 && p.discountPrice >= p.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: 'Sale price must be below the price',
      });
    }
    if (new Set(p.sizes.map((s) => s.size)).size !== p.sizes.length) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'Each size may appear once' });
    }
  });
export type ProductWrite = z.infer<typeof productWriteSchema>;

/** Edit by JSON (no image change): any subset of the fields. */
export const productPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(150),
    description: z.string().trim().max(5000),
    price: z.number().int().min(0).max(1_000_000_000),
    discountPrice: z.number().int().min(0).max(1_000_000_000),
    category: z.enum(CATEGORIES),
    availability: z.enum(AVAILABILITY),
    sizes: sizesWriteSchema,
    collectionId: z.string().uuid().nullable(),
    featured: z.boolean(),
    visible: z.boolean(),
    /** the order of the images to keep, by id; images not listed are removed */
    imageOrder: z.array(z.string().uuid()).max(20),
  })
  .partial()
  .strict();
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const toggleManyBodySchema = z.object({
  ids: z.array(z.string().uuid()).min(1).max(500),
  visible: z.boolean(),
});

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: imageSchema.nullable(),
  productCount: z.number().int(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionDetailSchema = collectionSchema.extend({ products: z.array(productCardSchema) });
export const collectionWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    description: z.string().trim().max(2000).default(''),
    productIds: z.array(z.string().uuid()).max(500).optional(),
  })
  .strict();

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  position: z.number().int(),
  image: imageSchema,
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerWriteSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120),
    subtitle: z.string().trim().max(240).default(''),
    /** a path inside the shop or an https address (docs/decisions/0043) */
    link: staffLinkSchema.default('/products'),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .strict();

import { AVAILABILITY, CATEGORIES, SIZES } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Collections (docs/requirements/entities.md): a themed group of products with a cover image. */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** storage key of the cover image (see lib/images) */
    imageKey: text('image_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collections_created_at_idx').on(t.createdAt)],
);

/**
 * The price a shopper pays, in SQL: the sale price when there is one (above 0), otherwise the price.
 * The same rule as @shop/shared's `effectiveUnitPrice`; catalog.effective-price.test.ts checks that
 * they agree. The listings sort and filter on it through `products_visible_price_idx`, which indexes
 * this expression: PostgreSQL uses an expression index only for the same expression, so the
 * repository writes it through this function rather than again.
 */
export const effectivePrice = (product: { price: AnyPgColumn; discountPrice: AnyPgColumn }): SQL<number> =>
  sql<number>`case when ${product.discountPrice} > 0 then ${product.discountPrice} else ${product.price} end`;

/**
 * A product (docs/requirements/entities.md). Money is integer dong; discountPrice 0 means no sale
 * price. The cover image is copied onto the row so that a listing page needs no join for it;
 * `searchText` is the lower-cased, diacritic-free name, category and description, so "ao so mi"
 * finds "Áo sơ mi".
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price').notNull().default(0),
    category: text('category', { enum: CATEGORIES }).notNull(),
    availability: text('availability', { enum: AVAILABILITY }).notNull().default('AVAILABLE'),
    featured: boolean('featured').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    soldCount: integer('sold_count').notNull().default(0),
    coverImageKey: text('cover_image_key'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_discount_price_check', sql`${t.discountPrice} >= 0`),
    check('products_sold_count_check', sql`${t.soldCount} >= 0`),
    index('products_visible_created_idx').on(t.visible, t.createdAt),
    // the price a shopper pays: price sorts and price filters walk it instead of sorting or reading
    // every product
    index('products_visible_price_idx').on(t.visible, sql`(${effectivePrice(t)})`, t.createdAt),
    index('products_category_idx').on(t.category),
    index('products_collection_idx').on(t.collectionId),
    index('products_featured_idx').on(t.featured),
    index('products_sold_idx').on(t.soldCount),
  ],
);

/**
 * Stock per size. Orders take stock with `UPDATE … SET stock = stock - n WHERE stock >= n`, and the
 * check constraint is the last wall: stock never goes below 0.
 */
export const productSizes = pgTable(
  'product_sizes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }).notNull(),
    stock: integer('stock').notNull().default(0),
    /** display order of the size (SIZES order) */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_sizes_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** Product images in order; position 0 is the cover. Stored as WebP in several widths. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Home-page banners, shown in `position` order. */
export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  link: text('link').notNull().default('/products'),
  imageKey: text('image_key').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProductRow = typeof products.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

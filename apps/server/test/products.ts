import { type Availability, type Category, SIZES, type Size, searchKey } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { productSizes, products } from '../src/db/schema/index.js';

let counter = 0;

export interface TestProductInput {
  name?: string;
  description?: string;
  price?: number;
  discountPrice?: number;
  category?: Category;
  availability?: Availability;
  visible?: boolean;
  createdAt?: Date;
  /** stock per size; sizes not listed are not stocked at all */
  sizes?: Partial<Record<Size, number>>;
}

/** A product straight in the database (no image), for suites that only need something to sell. */
export async function createProduct(app: FastifyInstance, input: TestProductInput = {}) {
  counter += 1;
  const db = app.ctx.db;
  const name = input.name ?? `Test blouse ${counter}`;
  const category = input.category ?? 'Stylish blouse';
  const description = input.description ?? '';
  const [row] = await db
    .insert(products)
    .values({
      name,
      description,
      // what the catalogue service stores, so that a search finds the product
      searchText: searchKey(`${name} ${category} ${description}`),
      price: input.price ?? 300_000,
      discountPrice: input.discountPrice ?? 0,
      category,
      availability: input.availability ?? 'AVAILABLE',
      visible: input.visible ?? true,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  const sizes = Object.entries(input.sizes ?? { S: 10, M: 10 }) as [Size, number][];
  if (sizes.length) {
    await db
      .insert(productSizes)
      .values(
        sizes.map(([size, stock]) => ({ productId: row!.id, size, stock, position: SIZES.indexOf(size) })),
      );
  }
  return row!;
}

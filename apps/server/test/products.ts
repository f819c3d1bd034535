import { type Availability, type Category, SIZES, type Size } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { productSizes, products } from '../src/db/schema/index.js';

let counter = 0;

export interface TestProductInput {
  name?: string;
  price?: number;
  discountPrice?: number;
  category?: Category;
  availability?: Availability;
  visible?: boolean;
  /** stock per size; sizes not listed are not stocked at all */
  sizes?: Partial<Record<Size, number>>;
}

/** A product straight in the database (no image), for suites that only need something to sell. */
export async function createProduct(app: FastifyInstance, input: TestProductInput = {}) {
  counter += 1;
  const db = app.ctx.db;
  const [row] = await db
    .insert(products)
    .values({
      name: input.name ?? `Test blouse ${counter}`,
      price: input.price ?? 300_000,
      discountPrice: input.discountPrice ?? 0,
      category: input.category ?? 'Stylish blouse',
      availability: input.availability ?? 'AVAILABLE',
      visible: input.visible ?? true,
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

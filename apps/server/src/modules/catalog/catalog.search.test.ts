import { productListQuerySchema, searchKey } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type TestProductInput } from '../../../test/products.js';
import { createTestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { toCard } from './catalog.mapper.js';
import { CatalogRepository } from './catalog.repository.js';
import {
  relevance,
  SCORES,
  searchDocument,
  searchWords,
  typoSimilarityFloor,
  withinOneEdit,
} from './catalog.search.js';

type Demo = TestProductInput & { name: string; daysAgo: number };

/**
 * Products of the demo catalogue (db/seed/demo-catalog.ts), with their descriptions, and two dresses
 * whose names differ only by an accent. The ages are chosen so that newest first, the order of a
 * listing without a search, puts what matches worst before what matches best.
 */
const CATALOGUE: Demo[] = [
  {
    name: 'Camisole Velvet Night',
    category: 'Camisole',
    price: 420_000,
    daysAgo: 1,
    description:
      'Nhung lụa màu mận chín, mềm và có độ rủ sang trọng cho những buổi tối se lạnh. Đợt hàng mới đang trên đường về, dự kiến có trong hai tuần. Giặt khô hoặc giặt tay thật nhẹ.',
  },
  {
    name: 'Áo hai dây ren Lily',
    category: 'Camisole',
    price: 350_000,
    daysAgo: 3,
    description:
      'Áo hai dây cotton lụa viền ren Pháp ở ngực và gấu, dây mảnh điều chỉnh được. Mặc riêng ngày hè hoặc lót trong blazer, cardigan đều xinh. Giặt tay, phơi phẳng để ren giữ dáng.',
  },
  {
    name: 'Đầm Midsummer Peony',
    category: 'Mid Summer Party',
    price: 1_290_000,
    daysAgo: 4,
    description:
      'Đầm xòe màu hoa mẫu đơn, cổ vuông, tay phồng và nơ lụa ở eo. Vải tafta mềm có lót, tôn dáng và đứng form. Giặt khô hoặc giặt tay thật nhẹ.',
  },
  {
    name: 'Áo len dệt kim Cable Mist',
    category: 'Sweater',
    price: 790_000,
    daysAgo: 6,
    description:
      'Áo len vặn thừng màu xanh sương, sợi wool pha dày dặn và ấm. Hàng đặt trước, giao sau 10 – 14 ngày kể từ ngày đặt. Giặt tay hoặc giặt khô.',
  },
  {
    name: 'Váy mùa hè Picnic',
    category: 'Skirt',
    price: 450_000,
    daysAgo: 10,
    description: 'Váy cotton kẻ caro đỏ trắng cho những buổi dã ngoại cuối tuần. Giặt máy chế độ nhẹ.',
  },
  {
    name: 'Váy múa ba lê Swan',
    category: 'Swan Asleep Collection',
    price: 880_000,
    daysAgo: 12,
    description: 'Váy voan nhiều lớp như váy ba lê, eo chun mềm. Giặt tay nước lạnh.',
  },
  {
    name: 'Áo hai dây hoa nhí Mây',
    category: 'Camisole',
    price: 320_000,
    daysAgo: 19,
    description:
      'Hoa nhí xanh trên nền trắng, chất đũi cotton mát và nhẹ. Nơ nhỏ giữa ngực, gấu viền ren. Mặc cùng chân váy jean hay quần short đều hợp; giặt máy túi lưới.',
  },
  {
    name: 'Áo sơ mi tay phồng Rosé',
    category: 'Stylish blouse',
    price: 590_000,
    daysAgo: 27,
    description:
      'Tay phồng nhẹ, bo chun ở cổ tay, chấm bi trắng trên nền hồng rosé. Vải lụa cát Hàn mềm, ít nhăn, thấm hút tốt. Phù hợp đi làm lẫn đi chơi cuối tuần; giặt tay, không vắt mạnh.',
  },
  {
    name: 'Áo sơ mi Rose Arbour',
    category: 'Garden Reverie Collection',
    price: 690_000,
    daysAgo: 30,
    description:
      'Áo sơ mi cổ sen in hoa hồng leo, tay dài bồng nhẹ. Cotton batiste mỏng, mềm như lụa. Giặt tay hoặc giặt máy túi lưới.',
  },
  {
    name: 'Áo sơ mi lụa Camellia',
    category: 'Stylish blouse',
    price: 690_000,
    daysAgo: 41,
    description:
      'Áo sơ mi lụa satin mềm rủ, bề mặt bóng nhẹ, lên da mát và không bí. Form suông vừa, cổ sen tròn và hàng cúc bọc cùng màu, dễ phối với chân váy hay quần tây. Giặt tay nước lạnh, phơi trong bóng râm, là ở nhiệt độ thấp.',
  },
  {
    name: 'Cardigan len mỏng Bơ Sữa',
    category: 'Sweater',
    price: 720_000,
    daysAgo: 47,
    description:
      'Cardigan dệt kim mỏng màu bơ sữa, cúc ngọc trai, khoác nhẹ trong phòng máy lạnh hay những sáng Đà Lạt. Len acrylic pha wool ít xù. Giặt tay, không vắt, phơi nằm.',
  },
  {
    name: 'Cardigan Cinnamon Roll',
    category: 'Cinnamon Girl',
    price: 780_000,
    daysAgo: 50,
    description:
      'Cardigan len màu quế ấm, cổ V và cúc gỗ nhỏ. Sợi len pha alpaca mềm, giữ ấm nhẹ cho những ngày trời trở gió. Giặt tay, phơi nằm ngang.',
  },
  {
    name: 'Áo sơ mi Last Summer',
    category: 'SALE OFF UP TO 70%',
    price: 590_000,
    daysAgo: 60,
    description:
      'Áo sơ mi cotton kẻ sọc vàng bơ của mùa hè trước, giảm 70% cho những size cuối. Dáng suông, cổ đức. Giặt máy thoải mái.',
  },
];

const SHIRTS = [
  'Áo sơ mi tay phồng Rosé',
  'Áo sơ mi Rose Arbour',
  'Áo sơ mi lụa Camellia',
  'Áo sơ mi Last Summer',
];

/**
 * A search's first results, by relevance (no sort chosen). Ties keep the newest first.
 * `first` are the first names in order; `after`, names that must come after all of them.
 */
const RELEVANCE: { q: string; why: string; first: string[]; after?: string[] }[] = [
  {
    q: 'ao so mi',
    why: 'whole words of the name before a word start ("Mist") and substrings ("camisole")',
    first: SHIRTS,
    after: ['Áo len dệt kim Cable Mist', 'Áo hai dây hoa nhí Mây'],
  },
  {
    q: 'áo sơ mi',
    why: 'the same with accents',
    first: SHIRTS,
    after: ['Áo len dệt kim Cable Mist', 'Áo hai dây hoa nhí Mây'],
  },
  { q: 'ÁO SƠ MI', why: 'whatever the case', first: SHIRTS },
  {
    q: 'cardigan',
    why: 'English: the name before the description',
    first: ['Cardigan len mỏng Bơ Sữa', 'Cardigan Cinnamon Roll', 'Áo hai dây ren Lily'],
  },
  {
    q: 'lụa',
    why: 'the name before the description',
    first: ['Áo sơ mi lụa Camellia'],
    after: ['Camisole Velvet Night', 'Áo hai dây ren Lily', 'Áo sơ mi tay phồng Rosé'],
  },
  {
    q: 'summer',
    why: 'a whole word of the name before a part of one',
    first: ['Áo sơ mi Last Summer', 'Đầm Midsummer Peony'],
  },
  {
    q: 'cardigna',
    why: 'a typo in a word of four letters or more',
    first: ['Cardigan len mỏng Bơ Sữa', 'Cardigan Cinnamon Roll', 'Áo hai dây ren Lily'],
  },
  {
    q: 'camsiole',
    why: 'a typo: in the name before in the category',
    first: ['Camisole Velvet Night'],
    after: ['Áo hai dây ren Lily', 'Áo hai dây hoa nhí Mây'],
  },
  {
    q: 'swaeter',
    why: 'a typo in the category',
    first: ['Áo len dệt kim Cable Mist', 'Cardigan len mỏng Bơ Sữa'],
  },
  {
    q: 'rosé',
    why: 'the exact accented name before one that matches only without accents',
    first: ['Áo sơ mi tay phồng Rosé', 'Áo sơ mi Rose Arbour'],
  },
  { q: 'rose', why: 'and the other way round', first: ['Áo sơ mi Rose Arbour', 'Áo sơ mi tay phồng Rosé'] },
  { q: 'váy mùa', why: 'Vietnamese accents', first: ['Váy mùa hè Picnic', 'Váy múa ba lê Swan'] },
  { q: 'váy múa', why: 'and the other way round', first: ['Váy múa ba lê Swan', 'Váy mùa hè Picnic'] },
];

describe('search relevance', () => {
  let app: FastifyInstance;
  let repo: CatalogRepository;

  beforeAll(async () => {
    app = (await createTestApp()).app;
    repo = new CatalogRepository(app.ctx.db);
    const now = Date.now();
    for (const { daysAgo, ...product } of CATALOGUE) {
      await createProduct(app, { ...product, createdAt: new Date(now - daysAgo * 86_400_000) });
    }
    await createProduct(app, { name: 'Áo sơ mi ẩn', visible: false, createdAt: new Date(now) });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The names a shopper's listing shows: from the catalogue index (the API) and from the database. */
  async function bothPaths(query: Record<string, string>): Promise<string[]> {
    const search = new URLSearchParams({ ...query, pageSize: '100' }).toString();
    const res = await app.inject({ method: 'GET', url: `/api/product?${search}` });
    expect(res.statusCode, res.body).toBe(200);
    const fromIndex = res.json().products.map((p: { name: string }) => p.name);
    const q = productListQuerySchema.parse({ ...query, pageSize: 100 });
    const rows = await repo.list(q, { includeHidden: false });
    expect(
      rows.map(toCard).map((c) => c.name),
      'the database returns what the index does',
    ).toEqual(fromIndex);
    expect(rows[0]?.total ?? 0).toBe(res.json().total);
    return fromIndex;
  }

  it.each(RELEVANCE)('"$q": $why', async ({ q, first, after = [] }) => {
    const names = await bothPaths({ q });
    expect(names.slice(0, first.length)).toEqual(first);
    for (const name of after) expect(names.slice(first.length)).toContain(name);
    expect(names).not.toContain('Áo sơ mi ẩn');
  });

  it('lets a chosen sort order the matches; the search then only filters', async () => {
    const byRelevance = await bothPaths({ q: 'ao so mi' });
    const byPrice = await bothPaths({ q: 'ao so mi', sort: 'price-asc' });
    expect([...byPrice].sort()).toEqual([...byRelevance].sort());
    const price = new Map(CATALOGUE.map((p) => [p.name, p.price!]));
    const prices = byPrice.map((name) => price.get(name)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await bothPaths({ q: 'cardigna', sort: 'newest' })).toEqual([
      'Áo hai dây ren Lily',
      'Cardigan len mỏng Bơ Sữa',
      'Cardigan Cinnamon Roll',
    ]);
  });

  it('finds a typo in the best-selling sort and the staff list too (database queries)', async () => {
    const names = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers }))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect(await names('/api/product?q=cardigna&sort=best-selling')).toEqual([
      'Áo hai dây ren Lily',
      'Cardigan len mỏng Bơ Sữa',
      'Cardigan Cinnamon Roll',
    ]);
    expect(await names('/api/product?q=vevlet')).toEqual(['Camisole Velvet Night']);
    const staff = (await createUser(app, 'ADMIN')).headers;
    // the hidden shirt too, the newest of the shirts
    expect(await names('/api/product/product-admin?q=ao%20so%20mi&sort=relevance', staff)).toEqual([
      'Áo sơ mi ẩn',
      ...(await bothPaths({ q: 'ao so mi' })),
    ]);
  });

  it("never loses to SQL's candidate filter a product the rule accepts by a typo (pg_trgm)", async () => {
    const words = ['cardigan', 'sweater', 'camisole', 'khoac', 'quan', 'aaaa', 'abab', 'ababab', 'velvet'];
    for (let i = 0; i < 40; i += 1) {
      const n = 4 + (i % 12);
      // few letters, so that some trigrams repeat
      words.push(
        Array.from({ length: n }, (_, j) => 'abcdeabcxyz'[(i * 7 + j * j * 3) % (i % 2 ? 4 : 11)]).join(''),
      );
    }
    for (const word of words) {
      const variants = new Set<string>();
      for (let i = 0; i <= word.length; i += 1) {
        // '9' is in none of the words: the added or changed letter shares no trigram with them
        variants.add(`${word.slice(0, i)}9${word.slice(i)}`); // a letter added
        if (i < word.length) {
          variants.add(`${word.slice(0, i)}9${word.slice(i + 1)}`); // changed
          variants.add(word.slice(0, i) + word.slice(i + 1)); // left out
        }
        if (i + 1 < word.length) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
      }
      const texts = [...variants]
        .filter((v) => v.length >= 4 && withinOneEdit(word, v))
        .map((v) => `ao len ${v} mau xanh, soi wool`);
      const result = await app.ctx.db.execute(
        sql`select min(word_similarity(${word}::text, t)) as least from unnest(array[${sql.join(
          texts.map((t) => sql`${t}::text`),
          sql`, `,
        )}]) t`,
      );
      const least = Number((result as unknown as { rows: { least: number }[] }).rows[0]!.least);
      expect(least, word).toBeGreaterThanOrEqual(typoSimilarityFloor(word));
    }
  });

  it('pages the relevance order', async () => {
    const all = await bothPaths({ q: 'ao so mi' });
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/product?q=ao%20so%20mi&pageSize=2&page=${page}`,
      });
      pages.push(...res.json().products.map((p: { name: string }) => p.name));
      const rows = await repo.list(productListQuerySchema.parse({ q: 'ao so mi', pageSize: 2, page }), {
        includeHidden: false,
      });
      expect(rows.map((r) => r.name)).toEqual(res.json().products.map((p: { name: string }) => p.name));
    }
    expect(pages).toEqual(all);
    const beyond = productListQuerySchema.parse({ q: 'ao so mi', pageSize: 2, page: 50 });
    expect(await repo.list(beyond, { includeHidden: false })).toEqual([]);
    expect(await repo.count(beyond, false)).toBe(all.length);
  });
});

describe('the search rule', () => {
  it.each([
    ['cardigan', 'cardigan', true],
    ['cardigna', 'cardigan', true],
    ['cardign', 'cardigan', true],
    ['cardiggan', 'cardigan', true],
    ['xardigan', 'cardigan', true],
    ['cardigax', 'cardigan', true],
    ['acrdigan', 'cardigan', true],
    ['cadrigna', 'cardigan', false],
    ['cardi', 'cardigan', false],
    ['abdc', 'abcd', true],
    ['badc', 'abcd', false],
  ])('%s is one typo from %s: %s', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within);
    expect(withinOneEdit(b, a)).toBe(within);
  });

  const score = (q: string, name: string, rest = '') =>
    relevance(searchWords(q)!, searchDocument(name, searchKey(`${name} ${rest}`)));

  it('scores where and how each word is found, and needs every word', () => {
    expect(score('rosé', 'Áo Rosé')).toBe(SCORES.nameWord + SCORES.exactAccents);
    expect(score('rose', 'Áo Rosé')).toBe(SCORES.nameWord);
    expect(score('ros', 'Áo Rosé')).toBe(SCORES.nameWordStart);
    expect(score('ose', 'Áo Rosé')).toBe(SCORES.nameWordPart);
    expect(score('roes', 'Áo Rosé')).toBe(SCORES.nameTypo);
    expect(score('lua', 'Áo', 'lụa')).toBe(SCORES.textWord);
    expect(score('lu', 'Áo', 'lụa')).toBe(SCORES.textWordStart);
    expect(score('ua', 'Áo', 'lụa')).toBe(SCORES.textWordPart);
    expect(score('wlool', 'Áo', 'wool')).toBe(SCORES.textTypo);
    expect(score('ao lua', 'Áo', 'lụa')).toBe(SCORES.nameWord + SCORES.textWord);
    expect(score('ao silk', 'Áo', 'lụa')).toBe(0);
  });

  it('forgives no typo in a short word, nor one that leads to a short word', () => {
    expect(score('lau', 'Áo lụa')).toBe(0);
    expect(score('vayy', 'Váy')).toBe(0);
    expect(score('vayy', 'Váy xòe')).toBe(0);
    expect(score('xoee', 'Váy xòe')).toBe(0);
    expect(score('xoeee', 'Váy xòee')).toBe(SCORES.nameTypo);
  });

  it('reads at most eight words and ignores empty ones', () => {
    expect(searchWords('  ')).toBeUndefined();
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('ÁO  Sơ')).toEqual([
      { key: 'ao', typed: 'áo', typos: false },
      { key: 'so', typed: 'sơ', typos: false },
    ]);
    expect(searchWords('so-mi 70%')!.map((w) => w.typos)).toEqual([false, false]);
  });
});

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeExchangeRate } from '../../test/fakes/exchange-rate.js';
import { startFakeProvinces } from '../../test/fakes/provinces.js';
import { freePort } from '../../test/instances.js';
import { ProvincesClient } from '../modules/address/provinces.client.js';
import { ExchangeRates } from '../modules/checkout/exchange-rates.js';
import { CatalogVersion } from './catalog-version.js';
import { closeRedis, connectRedis, redisValues } from './redis.js';
import { ResponseCache } from './response-cache.js';

const silent = { warn() {}, error() {} };

/**
 * The caches two instances share through Redis (issue #10), each "instance" here a connection of its
 * own on one key prefix. Runs in the server-scale project (TEST_REDIS_URL).
 */
describe('caches shared through Redis', () => {
  const prefix = `shop-redis-test-${randomBytes(5).toString('hex')}:`;
  const connections: Redis[] = [];
  const connect = async (url = process.env.TEST_REDIS_URL!) => {
    const client = await connectRedis(url, prefix);
    connections.push(client);
    return client;
  };
  let a: Redis;
  let b: Redis;

  beforeAll(async () => {
    a = await connect();
    b = await connect();
    // until then a command fails at once (no offline queue), and the caches keep nothing
    await Promise.all([a, b].map((client) => once(client, 'ready')));
  });
  afterAll(async () => {
    const keys = await a.keys(`${prefix}*`);
    // KEYS answers whole names, which the prefixing client would prefix again
    if (keys.length) await a.del(...keys.map((k) => k.slice(prefix.length)));
    await Promise.all(connections.map(closeRedis));
  });

  it("drops another instance's kept values once a write's invalidation has settled", async () => {
    const onA = new ResponseCache({ shared: new CatalogVersion(a) });
    const onB = new ResponseCache({ shared: new CatalogVersion(b) });
    let price = 100;
    const produce = async () => price;
    expect(await onA.remember('price', produce)).toBe(100);
    expect(await onB.remember('price', produce)).toBe(100);
    price = 200;
    // kept: nothing was invalidated
    expect(await onB.remember('price', produce)).toBe(100);
    onA.invalidate();
    await onA.settled();
    expect(await onB.remember('price', produce)).toBe(200);
    expect(await onA.remember('price', produce)).toBe(200);
  });

  it("drops another instance's kept values of the scopes a write names, and keeps the rest", async () => {
    const scopesOf = (key: string) => (key.startsWith('blouse') ? ['product:blouse'] : []);
    const onA = new ResponseCache({ shared: new CatalogVersion(a), scopesOf });
    const onB = new ResponseCache({ shared: new CatalogVersion(b), scopesOf });
    let stock = 3;
    const produce = async () => stock;
    expect(await onB.remember('blouse detail', produce)).toBe(3);
    expect(await onB.remember('listing', produce)).toBe(3);
    stock = 2;
    onA.invalidate(['product:blouse']);
    await onA.settled();
    // read in one turn: one MGET answers both
    const [detail, listing] = await Promise.all([
      onB.remember('blouse detail', produce),
      onB.remember('listing', produce),
    ]);
    expect(detail).toBe(2);
    expect(listing).toBe(3);
    onA.invalidate();
    await onA.settled();
    expect(await onB.remember('listing', produce)).toBe(2);
    // a scope's counter is not kept for ever in Redis
    expect(await a.ttl('catalog:version:product:blouse')).toBeGreaterThan(0);
  });

  it('keeps nothing, and serves nothing kept, while Redis does not answer', async () => {
    const down = await connect(`redis://127.0.0.1:${await freePort()}`);
    const cache = new ResponseCache({ shared: new CatalogVersion(down), log: silent });
    let calls = 0;
    const produce = async () => ++calls;
    expect(await cache.remember('n', produce)).toBe(1);
    expect(await cache.remember('n', produce)).toBe(2);
    cache.invalidate();
    await cache.settled();
    expect(await cache.remember('n', produce)).toBe(3);
  });

  it('asks the exchange-rate service once for every instance', async () => {
    const fake = await startFakeExchangeRate(25_400);
    try {
      const rates = [a, b].map(
        (client) =>
          new ExchangeRates({
            url: fake.url,
            fallbackVndPerUsd: 26_000,
            shared: redisValues(client, silent),
          }),
      );
      const first = await rates[0]!.usd();
      fake.setRate(30_000);
      const second = await rates[1]!.usd();
      expect(second).toEqual(first);
      expect(second).toMatchObject({ vndPerUsd: 25_400, source: 'live' });
      expect(fake.requests).toBe(1);
    } finally {
      await fake.stop();
    }
  });

  it('asks the provinces service once for every instance', async () => {
    const fake = await startFakeProvinces();
    try {
      const clients = [a, b].map(
        (client) => new ProvincesClient({ url: fake.url, shared: redisValues(client, silent) }),
      );
      const first = await clients[0]!.provinces();
      const wards = await clients[0]!.wards(1);
      expect(first.source).toBe('live');
      expect(await clients[1]!.provinces()).toEqual(first);
      expect(await clients[1]!.wards(1)).toEqual(wards);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await fake.stop();
    }
  });
});

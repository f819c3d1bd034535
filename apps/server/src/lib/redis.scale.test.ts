import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeExchangeRate } from '../../test/fakes/exchange-rate.js';
import { startFakeProvinces } from '../../test/fakes/provinces.js';
import { freePort } from '../../test/instances.js';
import { ProvincesClient } from '../modules/address/provinces.client.js';
import { ExchangeRates } from '../modules/checkout/exchange-rates.js';
import { CatalogChanges } from '../web/catalog-changes.js';
import { ResponseCache } from '../web/response-cache.js';
import { closeRedis, connectRedis, redisValues } from './redis.js';

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

  /** a cache on `client` as an instance's, reading the others' changes every 20 ms */
  const instanceCache = async (client: Redis, options: { scopesOf?: (key: string) => string[] } = {}) => {
    const changes = new CatalogChanges(client, { pollMs: 20, log: silent });
    const cache = new ResponseCache({
      ...options,
      changes,
    });
    changes.start((change) => cache.drop(change));
    running.push(changes);
    // its first read of the stream (never, with Redis down)
    await within(async () => changes.current());
    return cache;
  };
  const running: CatalogChanges[] = [];
  afterAll(() => Promise.all(running.map((c) => c.stop())));
  /** until `check` holds, for at most a second (the lag the issue allows) */
  const within = async (check: () => Promise<boolean>) => {
    const began = performance.now();
    while (!(await check())) {
      if (performance.now() - began > 1000) return false;
      await new Promise((r) => setTimeout(r, 10));
    }
    return true;
  };

  it("drops its own kept values at once and another instance's within a second of a write", async () => {
    const onA = await instanceCache(a);
    const onB = await instanceCache(b);
    let price = 100;
    const produce = async () => price;
    expect(await onA.remember('price', produce)).toBe(100);
    expect(await onB.remember('price', produce)).toBe(100);
    price = 200;
    // kept: nothing was invalidated
    expect(await onB.remember('price', produce)).toBe(100);
    onA.invalidate();
    expect(await onA.remember('price', produce)).toBe(200);
    expect(await within(async () => (await onB.remember('price', produce)) === 200)).toBe(true);
  });

  it("drops another instance's kept values of the scopes a write names, and keeps the rest", async () => {
    const scopesOf = (key: string) => (key.startsWith('blouse') ? ['product:blouse'] : []);
    const onA = await instanceCache(a, { scopesOf });
    const onB = await instanceCache(b, { scopesOf });
    let stock = 3;
    const produce = async () => stock;
    expect(await onB.remember('blouse detail', produce)).toBe(3);
    expect(await onB.remember('listing', produce)).toBe(3);
    stock = 2;
    onA.invalidate(['product:blouse']);
    expect(await within(async () => (await onB.remember('blouse detail', produce)) === 2)).toBe(true);
    expect(await onB.remember('listing', produce)).toBe(3);
    onA.invalidate();
    expect(await within(async () => (await onB.remember('listing', produce)) === 2)).toBe(true);
  });

  it('drops everything when a change was lost from the stream', async () => {
    const onB = await instanceCache(b);
    let value = 1;
    const produce = async () => value;
    expect(await onB.remember('v', produce)).toBe(1);
    expect(await onB.remember('v', produce)).toBe(1);
    value = 2;
    // a change numbered but never appended (the stream trimmed, say): B sees the gap at the next one
    await a.incr('catalog:changes:seq');
    await new CatalogChanges(a).publish(['product:other']);
    expect(await within(async () => (await onB.remember('v', produce)) === 2)).toBe(true);
  });

  it('sends a change Redis did not take once it answers again', async () => {
    // A reaches Redis through a TCP relay that the test cuts and restores
    const port = await freePort();
    const target = new URL(process.env.TEST_REDIS_URL!);
    const sockets = new Set<net.Socket>();
    const relay = () =>
      net
        .createServer((client) => {
          const upstream = net.connect(Number(target.port || 6379), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => {});
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        })
        .listen(port, '127.0.0.1');
    let server = relay();
    await once(server, 'listening');
    const viaRelay = await connect(`redis://127.0.0.1:${port}`);
    await once(viaRelay, 'ready');
    const onA = await instanceCache(viaRelay);
    const onB = await instanceCache(b);
    let value = 1;
    const produce = async () => value;
    expect(await onB.remember('r', produce)).toBe(1);
    expect(await onB.remember('r', produce)).toBe(1);
    server.close();
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 50));
    value = 2;
    onA.invalidate();
    await new Promise((r) => setTimeout(r, 300));
    // not taken: B still serves what it kept
    expect(await onB.remember('r', produce)).toBe(1);
    server = relay();
    await once(server, 'listening');
    const began = performance.now();
    while ((await onB.remember('r', produce)) !== 2) {
      expect(performance.now() - began).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    server.close();
    for (const s of sockets) s.destroy();
  });

  it('keeps nothing, and serves nothing kept, while Redis does not answer', async () => {
    const down = await connect(`redis://127.0.0.1:${await freePort()}`);
    const cache = await instanceCache(down);
    let calls = 0;
    const produce = async () => ++calls;
    expect(await cache.remember('n', produce)).toBe(1);
    expect(await cache.remember('n', produce)).toBe(2);
    cache.invalidate();
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

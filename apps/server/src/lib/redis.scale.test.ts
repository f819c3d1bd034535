import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { startFakeExchangeRate } from '@shop/test-fakes/exchange-rate';
import { startFakeProvinces } from '@shop/test-fakes/provinces';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/instances.js';
import { CatalogChanges, type Change } from '../delivery/catalog-changes.js';
import { ResponseCache } from '../delivery/response-cache.js';
import { ProvincesClient } from '../modules/address/provinces.client.js';
import { ExchangeRates } from '../modules/checkout/exchange-rates.js';
import { closeRedis, connectRedis, redisValues } from './redis.js';

const silent = { warn() {}, error() {} };

/** what a changes reader logs when its read of the stream fails (delivery/catalog-changes.ts) */
const NOT_READ = 'catalogue changes not read from Redis';
/** what it logs when Redis did not take a change it will send again */
const NOT_WRITTEN = 'catalogue change not written to Redis; retrying';

/**
 * Waits for `check` to hold: a change read, a connection lost or back. A normal run sees it within
 * milliseconds; the bound only turns a change that never comes into a failure naming it, before the
 * project's testTimeout (docs/decisions/0005-tests-wait-for-events.md).
 */
const arrives = (what: string, check: () => boolean | Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`${what}: not seen within 30 s`);
    },
    { timeout: 30_000, interval: 10 },
  );

/**
 * The caches two instances share through Redis, each "instance" here a connection of its
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
    // KEYS returns whole names, which the prefixing client would prefix again
    if (keys.length) await a.del(...keys.map((k) => k.slice(prefix.length)));
    await Promise.all(connections.map(closeRedis));
  });

  /**
   * A cache on `client` as an instance's, reading the others' changes every 20 ms; `applied` lists
   * the changes it read, `logged` what its changes reader logged. Resolves after its first read of
   * the stream, or, for a client that cannot reach Redis (`reachable: false`), after that read failed.
   */
  const instanceCache = async (
    client: Redis,
    options: { tagsOf?: (key: string) => string[]; reachable?: boolean } = {},
  ) => {
    const logged: string[] = [];
    const log = {
      warn: (_: object, msg: string) => logged.push(msg),
      error: (_: object, msg: string) => logged.push(msg),
    };
    const changes = new CatalogChanges(client, { pollMs: 20, log });
    const cache = new ResponseCache({ tagsOf: options.tagsOf, changes });
    const applied: Change[] = [];
    changes.start((change) => {
      applied.push(change);
      cache.invalidateLocally(change);
    });
    running.push(changes);
    if (options.reachable === false) {
      await arrives('a failed first read of the stream', () => logged.includes(NOT_READ));
    } else {
      await arrives('a first read of the stream', () => changes.current());
    }
    return Object.assign(cache, { applied, logged });
  };
  const running: CatalogChanges[] = [];
  afterAll(() => Promise.all(running.map((c) => c.stop())));

  /**
   * Until `check` holds, for at most a second: the time is the behaviour here, the lag a public
   * catalogue read may have behind another instance's write. The reader's lag is its poll (20 ms)
   * plus a round trip to Redis, so a second holds on a machine many times slower than a normal one.
   */
  const withinASecond = async (check: () => Promise<boolean>) => {
    const began = performance.now();
    while (!(await check())) {
      if (performance.now() - began > 1000) return false;
      await new Promise((r) => setTimeout(r, 10));
    }
    return true;
  };

  it("invalidates its own cached values at once and another instance's within a second of a write", async () => {
    const onA = await instanceCache(a);
    const onB = await instanceCache(b);
    let price = 100;
    const produce = async () => price;
    expect(await onA.wrap('price', produce)).toBe(100);
    expect(await onB.wrap('price', produce)).toBe(100);
    price = 200;
    // still cached: nothing was invalidated
    expect(await onB.wrap('price', produce)).toBe(100);
    onA.invalidate();
    expect(await onA.wrap('price', produce)).toBe(200);
    expect(await withinASecond(async () => (await onB.wrap('price', produce)) === 200)).toBe(true);
  });

  it("invalidates another instance's cached values of the tags a write names, and keeps the rest", async () => {
    const tagsOf = (key: string) => (key.startsWith('blouse') ? ['product:blouse'] : []);
    const onA = await instanceCache(a, { tagsOf });
    const onB = await instanceCache(b, { tagsOf });
    let stock = 3;
    const produce = async () => stock;
    expect(await onB.wrap('blouse detail', produce)).toBe(3);
    expect(await onB.wrap('listing', produce)).toBe(3);
    stock = 2;
    onA.invalidate(['product:blouse']);
    expect(await withinASecond(async () => (await onB.wrap('blouse detail', produce)) === 2)).toBe(true);
    expect(await onB.wrap('listing', produce)).toBe(3);
    onA.invalidate();
    expect(await withinASecond(async () => (await onB.wrap('listing', produce)) === 2)).toBe(true);
  });

  it('invalidates everything when a change was lost from the stream', async () => {
    const onB = await instanceCache(b);
    let value = 1;
    const produce = async () => value;
    expect(await onB.wrap('v', produce)).toBe(1);
    expect(await onB.wrap('v', produce)).toBe(1);
    value = 2;
    // a change numbered but never appended (the stream trimmed, say): B sees the gap at the next one
    await a.incr('catalog:changes:seq');
    await new CatalogChanges(a).publish(['product:other']);
    // everything invalidated (its first read invalidated everything too), not the change's own tag
    await arrives(
      'B invalidating everything at the gap',
      () => onB.applied.filter((c) => c === undefined).length > 1,
    );
    expect(onB.applied).not.toContainEqual(['product:other']);
    expect(await onB.wrap('v', produce)).toBe(2);
  });

  it('sends a change Redis did not take once it responds again', async () => {
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
    if (viaRelay.status !== 'ready') await once(viaRelay, 'ready');
    const tagsOf = (key: string) => [`product:${key}`];
    const onA = await instanceCache(viaRelay, { tagsOf });
    const onB = await instanceCache(b, { tagsOf });
    const cut = () => {
      server.close();
      for (const s of sockets) s.destroy();
    };
    let value = 1;
    const produce = async () => value;
    expect(await onB.wrap('r', produce)).toBe(1);
    expect(await onB.wrap('r', produce)).toBe(1);
    // not events.once: it rejects on the 'error' (ECONNRESET) that comes with the close
    const lost = new Promise((resolve) => viaRelay.once('close', resolve));
    cut();
    await lost;
    const numbered = await b.get('catalog:changes:seq');
    value = 2;
    onA.invalidate(['product:r']);
    await arrives('A keeping the change Redis did not take', () => onA.logged.includes(NOT_WRITTEN));
    // not taken: Redis numbered no change, and B read none
    expect(await b.get('catalog:changes:seq')).toBe(numbered);
    expect(onB.applied).not.toContainEqual(['product:r']);
    server = relay();
    await once(server, 'listening');
    await arrives("B reading A's change once Redis responds to A again", () =>
      onB.applied.some((change) => change?.[0] === 'product:r'),
    );
    expect(await onB.wrap('r', produce)).toBe(2);
    cut();
  });

  it('stores nothing, and serves nothing cached, while Redis does not respond', async () => {
    const down = await connect(`redis://127.0.0.1:${await freePort()}`);
    const cache = await instanceCache(down, { reachable: false });
    let calls = 0;
    const produce = async () => ++calls;
    expect(await cache.wrap('n', produce)).toBe(1);
    expect(await cache.wrap('n', produce)).toBe(2);
    cache.invalidate();
    expect(await cache.wrap('n', produce)).toBe(3);
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

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/instances.js';
import { RateLimitCounts } from './rate-limit-counts.js';
import { closeRedis, connectRedis } from './redis.js';

interface Result {
  current: number;
  ttl: number;
}

const silent = () => ({ warn: vi.fn(), info: vi.fn() });

const local = (max: number, windowMs = 60_000, capacity?: number) =>
  new RateLimitCounts({ max, windowMs, namespace: 'test-', log: silent(), capacity });

const incr = (counts: RateLimitCounts, key: string) =>
  new Promise<Result>((resolve, reject) => counts.incr(key, (err, r) => (err ? reject(err) : resolve(r))));

/** Whether the plugin would let the request through: it rejects when `current` is over `max`. */
const admitted = async (counts: RateLimitCounts, key: string) =>
  (await incr(counts, key)).current <= counts.max;

/** Requests of `key` admitted out of `n` asked one after the other through `take`. */
const takes = (counts: RateLimitCounts, key: string, n: number) =>
  Array.from({ length: n }, () => counts.take(key)).filter(Boolean).length;

describe('RateLimitCounts, counted in this process', () => {
  afterEach(() => vi.useRealTimers());

  it('admits exactly the limit per window, then rejects with the time left', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counts = local(30);
    const results: Result[] = [];
    for (let i = 0; i < 40; i++) results.push(await incr(counts, 'a'));
    expect(results.filter((r) => r.current <= 30)).toHaveLength(30);
    // once rejected, rejected for the rest of the window, by the plugin and the fast path alike
    expect(results.slice(30).every((r) => r.current > 30)).toBe(true);
    expect(counts.take('a')).toBe(false);
    expect(results[0]).toEqual({ current: 1, ttl: 60_000 });
    expect(results[29]?.current).toBe(30);
    // another client has its own count
    expect(takes(counts, 'b', 40)).toBe(30);
  });

  it('starts a new window when the last one ended, and tells the time left of it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counts = local(2);
    expect(await incr(counts, 'a')).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(20_000);
    expect(await incr(counts, 'a')).toEqual({ current: 2, ttl: 40_000 });
    expect(await incr(counts, 'a')).toEqual({ current: 3, ttl: 40_000 });
    vi.advanceTimersByTime(39_999);
    expect(counts.take('a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(takes(counts, 'a', 5)).toBe(2);
    expect((await incr(counts, 'a')).ttl).toBe(60_000);
  });

  it('counts a request once whether the front (take) or the plugin (incr) admits it', async () => {
    const counts = local(50);
    let admittedCount = 0;
    for (let i = 0; i < 80; i++) {
      if (i % 3 === 0) admittedCount += counts.take('a') ? 1 : 0;
      else admittedCount += (await admitted(counts, 'a')) ? 1 : 0;
    }
    expect(admittedCount).toBe(50);
    // the plugin's count goes on from the front's: the 50th was the last
    expect(await admitted(counts, 'a')).toBe(false);
  });

  it('holds at most its capacity of clients: ended windows go first, then the oldest', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counts = local(5, 60_000, 2);
    expect(takes(counts, 'old', 5)).toBe(5);
    vi.advanceTimersByTime(30_000);
    expect(takes(counts, 'a', 5)).toBe(5);
    expect(takes(counts, 'b', 1)).toBe(1); // full: 'old' was the oldest, and went
    // 'old' was forgotten, so its count starts again (at the price of 'a', the oldest now)
    expect(takes(counts, 'old', 9)).toBe(5);
    expect(takes(counts, 'b', 9)).toBe(4);
    expect(takes(counts, 'a', 9)).toBe(5);
    // past 'b' and 'old''s windows: both ended and go, 'a' (started later) stays
    vi.advanceTimersByTime(45_000);
    expect(takes(counts, 'c', 1)).toBe(1);
    expect(takes(counts, 'a', 9)).toBe(0);
  });

  it('gives the plugin a store class whose instances are this one, and children counted apart', () => {
    const counts = local(5);
    const Store = counts.pluginStore();
    expect(new Store({ max: 5, timeWindow: 60_000 })).toBe(counts);
    // the front counts with the store's own limits: other limits given to the plugin are a mistake
    expect(() => new Store({ max: 6, timeWindow: 60_000 })).toThrow(/other limits/);
    const child = counts.child({ max: 1, timeWindow: 1000, routeInfo: { method: 'GET', url: '/x' } });
    expect(child).not.toBe(counts);
    expect(takes(child, 'a', 3)).toBe(1);
    expect(takes(counts, 'a', 9)).toBe(5);
  });

  it('rejects through @fastify/rate-limit past the limit, with retry-after, and a route limit apart', async () => {
    const counts = local(3);
    const app = Fastify();
    await app.register(rateLimit, { max: 3, timeWindow: 60_000, store: counts.pluginStore() });
    app.get('/', async () => 'ok');
    app.get('/strict', { config: { rateLimit: { max: 1 } } }, async () => 'ok');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await app.inject('/')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await app.inject('/');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // the route's limit is its own count: the client rejected on '/' is served there once
    expect([(await app.inject('/strict')).statusCode, (await app.inject('/strict')).statusCode]).toEqual([
      200, 429,
    ]);
    await app.close();
  });
});

// with a Redis to count in (TEST_REDIS_URL, as .ci/run sets it); defined only then, so that a run
// without Redis lists no skipped test
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  /**
   * Two instances of the server, each with its own connection (as lib/redis.ts opens it), on one
   * Redis and a key prefix of this test's own.
   */
  describe('RateLimitCounts, leased from Redis by several instances', () => {
    const connections: Redis[] = [];
    let prefix: string;

    const connect = async (url = redisUrl) => {
      const client = await connectRedis(url, prefix);
      connections.push(client);
      return client;
    };
    const ready = async () => {
      const client = await connect();
      if (client.status !== 'ready') await once(client, 'ready');
      return client;
    };
    const instance = (redis: Redis, max: number, log = silent()) =>
      new RateLimitCounts({ max, windowMs: 60_000, redis, namespace: 'api-', log });

    /**
     * The commands `redis` sends that name `key` (MONITOR would show them too, but slows every other
     * user of a shared Redis).
     */
    const commandsOn = (redis: Redis, key: string) => {
      const sent: string[] = [];
      const send = redis.sendCommand.bind(redis);
      vi.spyOn(redis, 'sendCommand').mockImplementation((command, ...rest) => {
        if (command.args.some((arg) => String(arg) === prefix + key)) sent.push(command.name);
        return send(command, ...rest);
      });
      return sent;
    };

    beforeEach(() => {
      prefix = `shop-counts-test-${randomBytes(6).toString('hex')}:`;
    });
    afterEach(async () => {
      vi.useRealTimers();
      const cleaner = await ready();
      const keys = await cleaner.keys(`${prefix}*`);
      // KEYS returns whole names, which the prefixing client would prefix again
      if (keys.length) await cleaner.del(...keys.map((k) => k.slice(prefix.length)));
      await Promise.all(connections.splice(0).map(closeRedis));
    });

    it('admits a client on one instance exactly the limit, one INCRBY per lease, under an expiring key', async () => {
      const redis = await ready();
      const counts = instance(redis, 100);
      expect(counts.chunk).toBe(5);
      // the script is loaded (EVALSHA runs at once) by a lease of another client
      expect(await admitted(counts, '198.51.100.99')).toBe(true);
      const sent = commandsOn(redis, 'api-198.51.100.1');
      let admittedCount = 0;
      for (let i = 0; i < 130; i++) {
        // every other request through the front, which leaves it to the plugin when it holds no token
        const front = i % 2 === 0 && counts.take('198.51.100.1');
        if (front || (await admitted(counts, '198.51.100.1'))) admittedCount += 1;
      }
      expect(admittedCount).toBe(100);
      // 20 leases of 5, the last of which reached the limit: none for the 429s after it
      expect(sent).toEqual(Array(20).fill('evalsha'));
      expect(await redis.get('api-198.51.100.1')).toBe('100');
      const ttl = await redis.pttl('api-198.51.100.1');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });

    it('never admits a client alternating between two instances more than the limit', async () => {
      const [a, b] = [instance(await ready(), 100), instance(await ready(), 100)];
      let admittedCount = 0;
      for (let i = 0; i < 200; i++) {
        if (await admitted(i % 2 === 0 ? a : b, '203.0.113.9')) admittedCount += 1;
      }
      expect(admittedCount).toBeLessThanOrEqual(100);
      // what the other instance holds unused is at most a lease
      expect(admittedCount).toBeGreaterThanOrEqual(100 - a.chunk * (2 - 1));
    });

    it('shares one INCRBY among concurrent requests waiting for a lease, and stays within the limit across instances', async () => {
      const [a, b] = [instance(await ready(), 100), instance(await ready(), 100)];
      const verdicts = await Promise.all(
        Array.from({ length: 200 }, (_, i) => admitted(i % 2 === 0 ? a : b, '203.0.113.10')),
      );
      const admittedCount = verdicts.filter(Boolean).length;
      expect(admittedCount).toBeLessThanOrEqual(100);
      expect(admittedCount).toBeGreaterThanOrEqual(100 - a.chunk);
      // an INCRBY per request would be 200 (or 100 once rejected); leases of 5 are 20, plus at most one
      // per instance that finds the count at its end
      const total = Number(await (await ready()).get('api-203.0.113.10'));
      expect(total % a.chunk).toBe(0);
      expect(total / a.chunk).toBeLessThanOrEqual(100 / a.chunk + 2);
    });

    it('counts the pages apart from the API under another namespace', async () => {
      const redis = await ready();
      const api = instance(redis, 3);
      const pages = new RateLimitCounts({
        max: 3,
        windowMs: 60_000,
        redis,
        namespace: 'page-',
        log: silent(),
      });
      for (let i = 0; i < 3; i++) expect(await admitted(api, '192.0.2.1')).toBe(true);
      expect(await admitted(api, '192.0.2.1')).toBe(false);
      expect(await admitted(pages, '192.0.2.1')).toBe(true);
      expect(Number(await redis.get('api-192.0.2.1'))).toBeGreaterThanOrEqual(3);
      expect(Number(await redis.get('page-192.0.2.1'))).toBe(1);
    });

    it('counts per instance while Redis does not respond, with one warning', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const down = await connect(`redis://127.0.0.1:${await freePort()}`);
      const log = silent();
      const counts = instance(down, 20, log);
      const verdicts: boolean[] = [];
      for (let i = 0; i < 30; i++) verdicts.push(await admitted(counts, '198.51.100.2'));
      expect(verdicts.filter(Boolean)).toHaveLength(20);
      expect(verdicts.slice(20).some(Boolean)).toBe(false);
      // Redis is tried again a second later, and still does not respond: no second warning
      vi.setSystemTime(Date.now() + 1_001);
      const lease = vi.spyOn(down as Redis & { rateLimitLease: () => unknown }, 'rateLimitLease');
      expect(takes(counts, '198.51.100.3', 1)).toBe(0);
      expect(lease).toHaveBeenCalled();
      // once the failed lease has settled (at once, Redis being down): a bound far above that
      await vi.waitFor(
        () => expect(takes(counts, '198.51.100.3', 25), 'requests admitted once counted here').toBe(20),
        { timeout: 15_000 },
      );
      expect(log.warn).toHaveBeenCalledTimes(1);
    });

    it('goes back to Redis once it responds again', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const redis = await ready();
      const log = silent();
      const counts = instance(redis, 100, log);
      expect(await admitted(counts, '198.51.100.4')).toBe(true);
      expect(await redis.get('api-198.51.100.4')).toBe('5');

      redis.disconnect();
      // the lease's four tokens, then leases counted here
      for (let i = 0; i < 14; i++) expect(await admitted(counts, '198.51.100.4')).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(1);

      if (redis.status !== 'end') await once(redis, 'end');
      await redis.connect();
      vi.setSystemTime(Date.now() + 1_001);
      for (let i = 0; i < 5; i++) expect(await admitted(counts, '198.51.100.4')).toBe(true);
      expect(await redis.get('api-198.51.100.4')).toBe('10');
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledTimes(1);
    });
  });
}

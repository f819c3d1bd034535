import type { Redis } from 'ioredis';

/** The subset of a logger this module writes to. */
interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The one Redis connection of an instance, when REDIS_URL is set: what several instances of the shop
 * share goes through it, the rate limits, the catalogue's cache invalidations
 * (delivery/catalog-changes.ts) and the shared values below. Without REDIS_URL none of them exists and
 * every cache stays in process.
 *
 * Every key carries `keyPrefix` (REDIS_KEY_PREFIX), so that one Redis can serve several shops, or
 * several test suites. While the connection is down a command fails at once instead of waiting for
 * Redis to come back (ioredis queues it by default, through 20 reconnections): each caller has a
 * fallback that is better than a hung request.
 *
 * ioredis (45 modules) is loaded here, when it is used: an instance without REDIS_URL starts without it.
 */
export async function connectRedis(url: string, keyPrefix: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: reconnectDelay,
    // commands sent in one tick share one write: the catalogue version is read on many requests
    enableAutoPipelining: true,
  });
  // a connection error is retried by ioredis; the commands that fail meanwhile say so themselves
  client.on('error', () => {});
  return client;
}

/** The longest wait between two attempts to reach Redis again (ioredis's `retryStrategy`). */
const RECONNECT_MAX_MS = 1_000;

/**
 * ioredis's `retryStrategy`: the wait before the `attempt`-th try to reconnect, doubling from 50 ms
 * as ioredis's own does, but never above RECONNECT_MAX_MS (ioredis's goes up to 5 s). Until the
 * connection is ready again the catalogue caches are bypassed and the rate limits counted per
 * instance, so an instance that waited out a 5 s back-off would go on doing so for up to 5 s after
 * Redis responds again; within a second it is back, the lag a catalogue read may have
 * (delivery/catalog-changes.ts) and the rate limits' own retry (lib/rate-limit-counts.ts). An attempt
 * costs a refused connection while Redis is down. The jitter keeps the instances of a shop from
 * all reconnecting in the same millisecond when Redis restarts
 * (docs/decisions/0005-tests-wait-for-events.md).
 */
export function reconnectDelay(attempt: number): number {
  const backOff = Math.min(50 * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_MS - 100);
  return backOff + Math.floor(Math.random() * 100);
}

/** Closes the connection, waiting for the replies of commands already sent. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

/**
 * A value kept for a time and shared by every instance (exchange rates, provinces): JSON under a key,
 * expiring after `ttlMs`. Redis not responding reads as a miss and drops the write, so the callers fall
 * back to asking the upstream service as a single instance would.
 */
export interface SharedValues {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}

export function redisValues(client: Redis, log: Log): SharedValues {
  return {
    async get<T>(key: string) {
      try {
        const raw = await client.get(key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch (err) {
        log.warn({ err, key }, 'redis: shared value not read');
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await client.set(key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
      } catch (err) {
        log.warn({ err, key }, 'redis: shared value not written');
      }
    },
  };
}

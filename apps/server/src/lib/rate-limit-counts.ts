import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** Clients are counted by IPv6 /64 (one household or phone), as @fastify/rate-limit does by default. */
export const IPV6_SUBNET = 64;

/** RATE_LIMIT_PER_MINUTE counts requests in windows of a minute (the API's and the pages'). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Who the server trusts to say who the client is (X-Forwarded-For): Fastify's `trustProxy`. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(production: boolean): ProxyTrust {
  // in production a reverse proxy on the same machine forwards the shopper's address
  return production ? proxyAddr.compile('loopback') : () => false;
}

/** A raw request's client address, as Fastify's `request.ip` gives it with the same trust. */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string | undefined {
  return req.headers['x-forwarded-for'] ? proxyAddr(req, trust) : req.socket.remoteAddress;
}

/** The rate limiter's key for a client address, as @fastify/rate-limit's default key generator makes it. */
export function rateLimitKey(ip: string): string {
  return normalizeIP(ip, IPV6_SUBNET);
}

/** The subset of a logger this module writes to. */
interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RateLimitCountsOptions {
  /** requests a client may make per window (the `max` given to @fastify/rate-limit with this store) */
  max: number;
  windowMs: number;
  /** the connection every instance shares (REDIS_URL); without it the counts are this process's */
  redis?: Redis | undefined;
  /** put before each client's key in Redis, so that the API's and the pages' counts differ */
  namespace: string;
  log: Log;
  /** clients held in memory at most: a flood from many addresses cannot grow it further */
  capacity?: number;
}

/** What the plugin's store returns: the client's count in its window, and the time left of that window. */
type Counted = (err: Error | null, result: { current: number; ttl: number }) => void;

/** One client's window, as this instance knows it. */
interface Client {
  /** when the window ends, by this process's clock; Infinity until a lease has started one */
  endsAt: number;
  /** requests this instance may still admit in the window without asking anyone */
  left: number;
  /** the window's count as last known: the shared count (at most `max`), or this instance's grants */
  counted: number;
  /** the window's count reached `max`: no lease gives more before it ends */
  closed: boolean;
  /** the lease under way, which every request of this client that finds no token waits for */
  leasing: Promise<void> | undefined;
}

/** Whether Redis responds, shared by a store and its children so that an outage is logged once. */
interface Health {
  down: boolean;
  /** while down, leases are counted locally until then without trying Redis */
  retryAt: number;
}

/** While Redis does not respond, how long leases are counted locally before Redis is tried again. */
const REDIS_RETRY_MS = 1_000;

/**
 * One lease in one round trip: adds `chunk` to the client's count and returns the count with the
 * time left of its window. The key's lifetime is the window, started by the first lease of any
 * instance (as @fastify/rate-limit's own Redis store starts it): the instances agree on it without
 * comparing clocks. A script, so that no key is ever left without its expiry (which would reject the
 * client for good) and the expiry cannot pass between the INCRBY and the PTTL.
 */
const LEASE_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

type LeasingRedis = Redis & {
  rateLimitLease(key: string, chunk: number, windowMs: number): Promise<[number, number]>;
};

/**
 * Requests counted per client in fixed windows: the store of @fastify/rate-limit
 * (`store: counts.pluginStore()`) and the cache hits sent before routing
 * (delivery/cache-hit-fast-path.ts, `take`) count in them, so that a client has one count whichever
 * sends its response. The same code counts with and without Redis; Redis only changes where a lease
 * comes from.
 *
 * Why leases: with several instances (REDIS_URL), @fastify/rate-limit's Redis store makes one round
 * trip per request, and in the deployed configuration that round trip is most of what Redis costs a
 * cache hit (bench/NOTES.md, "Several instances"). So a client's requests are admitted from tokens
 * this instance holds, leased from the shared count `chunk` at a time by one INCRBY; the lease that
 * crosses `max` gets only what was left, so across every instance a client is admitted at most `max`
 * a window, never more, and on one instance exactly `max`. What leasing gives up is the tokens other
 * instances hold unused when the count is reached: at most `chunk` each, so a client spread over n
 * instances gets at least `max − chunk × (n − 1)`, under the limit rather than over it. Without
 * Redis the lease comes from this instance's own count, and is exact.
 *
 * While Redis does not respond, leases are counted locally (the limit then holds per instance, from
 * what this instance already knew of the window), one warning says so, and Redis is tried again
 * every second. At most `capacity` clients are held; when full, ended windows go first, then the
 * oldest.
 */
export class RateLimitCounts {
  readonly max: number;
  readonly windowMs: number;
  /**
   * Tokens one lease takes: 5 % of `max`, at least 1. Larger leases mean fewer round trips (a client
   * at its limit on one instance costs max / chunk = 20 a window, where it cost `max`); smaller ones
   * leave fewer tokens unused on the other instances when the count is reached.
   */
  readonly chunk: number;
  private readonly redis: LeasingRedis | undefined;
  private readonly namespace: string;
  private readonly log: Log;
  private readonly capacity: number;
  private readonly health: Health;
  /** in the order the clients' windows started, oldest first (re-inserted on a new window) */
  private readonly clients = new Map<string, Client>();

  /** `health` is given by `child` only: a store and its children share one view of Redis. */
  constructor(options: RateLimitCountsOptions, health: Health = { down: false, retryAt: 0 }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.chunk = Math.max(1, Math.floor(options.max * 0.05));
    this.namespace = options.namespace;
    this.log = options.log;
    this.capacity = options.capacity ?? 5000;
    this.health = health;
    const redis = options.redis as LeasingRedis | undefined;
    if (redis && typeof redis.rateLimitLease !== 'function') {
      redis.defineCommand('rateLimitLease', { numberOfKeys: 1, lua: LEASE_SCRIPT });
    }
    this.redis = redis;
  }

  /**
   * Admits a request of `key` from the tokens this instance holds and returns true; returns false,
   * counting nothing, when it holds none: the caller then leaves the request to the plugin, whose
   * `incr` waits for a lease and admits it, or sends the 429 with its headers.
   */
  take(key: string): boolean {
    const now = Date.now();
    const client = this.client(key, now);
    // a local lease is granted at once; one from Redis is under way for the plugin's `incr` to wait on
    if (client.left === 0 && !client.closed && !client.leasing) this.lease(key, client, now);
    if (client.left === 0) return false;
    client.left -= 1;
    return true;
  }

  /**
   * The plugin's store: counts a request of `key`. The plugin also passes the window and the limit,
   * which are the ones this was made with (`pluginStore` checks).
   */
  incr(key: string, counted: Counted): void {
    const now = Date.now();
    const client = this.client(key, now);
    if (client.left === 0 && !client.closed) {
      const leasing = client.leasing ?? this.lease(key, client, now);
      if (leasing) {
        // again once the lease is in: the tokens may be gone to the requests that waited with this one
        void leasing.then(() => this.incr(key, counted));
        return;
      }
    }
    const ttl = Math.max(0, client.endsAt - now);
    if (client.left === 0) {
      counted(null, { current: this.max + 1, ttl });
      return;
    }
    client.left -= 1;
    counted(null, { current: client.counted - client.left, ttl });
  }

  /**
   * The plugin's store for a route with limits of its own (none has them now): counted apart, under
   * a namespace of the route's. The plugin passes the route's limits merged over the global ones.
   */
  child(params: object): RateLimitCounts {
    const { max, timeWindow, routeInfo } = params as {
      max?: unknown;
      timeWindow?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    };
    const route =
      routeInfo?.url === undefined ? 'child' : `${String(routeInfo.method)}${String(routeInfo.url)}`;
    return new RateLimitCounts(
      {
        max: typeof max === 'number' ? max : this.max,
        windowMs: typeof timeWindow === 'number' ? timeWindow : this.windowMs,
        redis: this.redis,
        namespace: `${this.namespace}${route}-`,
        log: this.log,
        capacity: this.capacity,
      },
      this.health,
    );
  }

  /** The class @fastify/rate-limit's `store` option wants: each instance it makes is this one. */
  pluginStore(): FastifyRateLimitStoreCtor {
    const counts = this;
    return class {
      constructor(params: { max?: unknown; timeWindow?: unknown }) {
        // the cache hits (`take`) count with this store's limits: the plugin's must be the same
        if (params.max !== counts.max || params.timeWindow !== counts.windowMs) {
          throw new Error('@fastify/rate-limit was given other limits than its store, RateLimitCounts');
        }
        // biome-ignore lint/correctness/noConstructorReturn: the plugin news its store; it gets this one
        return counts;
      }
    } as unknown as FastifyRateLimitStoreCtor;
  }

  /** `key`'s window, a new one when the last has ended. */
  private client(key: string, now: number): Client {
    const held = this.clients.get(key);
    if (held && now < held.endsAt) return held;
    // re-inserted: the map's order is the order windows started in, oldest first
    if (held) this.clients.delete(key);
    else if (this.clients.size >= this.capacity) this.evict(now);
    const client: Client = {
      endsAt: Number.POSITIVE_INFINITY,
      left: 0,
      counted: 0,
      closed: false,
      leasing: undefined,
    };
    this.clients.set(key, client);
    return client;
  }

  private evict(now: number): void {
    for (const [key, client] of this.clients) {
      if (now < client.endsAt) break;
      this.clients.delete(key);
    }
    if (this.clients.size >= this.capacity) {
      const oldest = this.clients.keys().next().value;
      if (oldest !== undefined) this.clients.delete(oldest);
    }
  }

  /** Gives `client` tokens: at once when counted here, else a promise of them (which never fails). */
  private lease(key: string, client: Client, now: number): Promise<void> | undefined {
    if (!this.redis || now < this.health.retryAt) {
      this.leaseLocally(client, now);
      return undefined;
    }
    const leasing = this.leaseFromRedis(this.redis, key, client, now).finally(() => {
      // before the requests that wait on it run again: they may need the next lease
      if (client.leasing === leasing) client.leasing = undefined;
    });
    client.leasing = leasing;
    return leasing;
  }

  private leaseLocally(client: Client, now: number): void {
    if (client.endsAt === Number.POSITIVE_INFINITY) {
      client.endsAt = now + this.windowMs;
      client.counted = 0;
    }
    const granted = Math.min(this.chunk, this.max - client.counted);
    client.counted += granted;
    client.left = granted;
    client.closed = client.counted >= this.max;
  }

  private async leaseFromRedis(
    redis: LeasingRedis,
    key: string,
    client: Client,
    sentAt: number,
  ): Promise<void> {
    try {
      const [count, ttl] = await redis.rateLimitLease(this.namespace + key, this.chunk, this.windowMs);
      if (this.health.down) {
        this.health.down = false;
        this.log.info({}, 'rate limits: Redis answers again; counted in Redis');
      }
      // what was left before this lease, at most a chunk: the lease that crosses `max` is clamped
      client.left = Math.max(0, Math.min(this.chunk, this.max - (count - this.chunk)));
      client.counted = Math.min(count, this.max);
      client.closed = count >= this.max;
      // from when it was sent: the window ends no later here than in Redis
      client.endsAt = sentAt + ttl;
    } catch (err) {
      const now = Date.now();
      this.health.retryAt = now + REDIS_RETRY_MS;
      if (!this.health.down) {
        this.health.down = true;
        this.log.warn({ err }, 'rate limits: Redis does not answer; counted per instance until it does');
      }
      this.leaseLocally(client, now);
    }
  }
}

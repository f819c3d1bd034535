import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';

/** Clients are counted by IPv6 /64 (one household or phone), as @fastify/rate-limit does by default. */
export const IPV6_SUBNET = 64;

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

interface Window {
  current: number;
  startMs: number;
}

type Counted = (err: Error | null, result: { current: number; ttl: number }) => void;

/**
 * Requests counted per client in fixed windows, in this process: the store of @fastify/rate-limit
 * (`store: counts.pluginStore()`) when there is no Redis, and what the front of the server
 * (lib/cached-hits.ts) counts its answers in, so that a client has one count whichever answers it.
 *
 * At most `capacity` clients are held; when full, the windows that ended go first, then the oldest.
 */
export class RequestCounts {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly capacity = 5000,
  ) {}

  /**
   * Counts a request of `key` when it is within the limit and answers true; answers false, counting
   * nothing, when it would go over: the caller then leaves the request to the plugin, which counts it
   * and refuses it with its headers.
   */
  take(key: string): boolean {
    const now = Date.now();
    const window = this.windows.get(key);
    if (window && now < window.startMs + this.windowMs) {
      if (window.current >= this.max) return false;
      window.current += 1;
    } else this.start(key, now);
    return true;
  }

  /** The plugin's store: counts `key` (its limits are the ones this was made with). */
  incr(key: string, counted: Counted): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (window && now < window.startMs + this.windowMs) window.current += 1;
    else window = this.start(key, now);
    counted(null, { current: window.current, ttl: window.startMs + this.windowMs - now });
  }

  /** The plugin's store: the count of `key`, unchanged. */
  read(key: string, counted: Counted): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || now >= window.startMs + this.windowMs) counted(null, { current: 0, ttl: 0 });
    else counted(null, { current: window.current, ttl: window.startMs + this.windowMs - now });
  }

  /**
   * The plugin's store for a route with limits of its own (none has them now): counted apart. The
   * plugin passes the route's limits merged over the global ones (typed as the route's options).
   */
  child(params: object): RequestCounts {
    const { max, timeWindow } = params as { max?: unknown; timeWindow?: unknown };
    return new RequestCounts(
      typeof max === 'number' ? max : this.max,
      typeof timeWindow === 'number' ? timeWindow : this.windowMs,
      this.capacity,
    );
  }

  /** The class @fastify/rate-limit's `store` option wants: each instance it makes is this one. */
  pluginStore(): FastifyRateLimitStoreCtor {
    const counts = this;
    return class {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: the plugin news its store; it gets this one
        return counts;
      }
    } as unknown as FastifyRateLimitStoreCtor;
  }

  private start(key: string, now: number): Window {
    // re-inserted: the map's order is the order windows started in, oldest first
    this.windows.delete(key);
    if (this.windows.size >= this.capacity) this.evict(now);
    const window = { current: 1, startMs: now };
    this.windows.set(key, window);
    return window;
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (now >= window.startMs + this.windowMs) this.windows.delete(key);
    }
    if (this.windows.size >= this.capacity) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

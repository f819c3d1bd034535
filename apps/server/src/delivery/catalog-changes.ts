import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const STREAM = 'catalog:changes';
const SEQUENCE = 'catalog:changes:seq';
/** Changes kept in the stream: far more than any instance reads between two polls. */
const STREAM_LENGTH = 10_000;

/** One change: the cache tags it invalidates, or undefined for the whole catalogue. */
export type Change = readonly string[] | undefined;

export interface CatalogChangesOptions {
  /** how often the stream is read (the lag of another instance's change, plus one round trip) */
  pollMs?: number;
  /** how long since the last successful read the cache may still serve (a public read may lag a second) */
  maxLagMs?: number;
  /** how long a change that Redis did not take is retried: the cache entries have expired by then */
  retryForMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Appends a change with the next sequence number (the reader sees a gap if the stream lost one): the
 * entry's fields are `n`, `origin` (the instance) and `scopes` (its tags as JSON, or null).
 */
const APPEND = `
local n = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[3], '*', 'n', n, 'origin', ARGV[1], 'scopes', ARGV[2])
return n`;

/**
 * The cache invalidations of several instances (REDIS_URL), shared through a Redis stream: a write
 * that changes what shoppers see appends its invalidation (`publish`), and every instance reads the
 * stream a few times a second (`start`) and invalidates the cache entries of the tags named
 * (response-cache.ts).
 *
 * Why not ask Redis on every request whether the catalogue changed: a round trip on every cache hit
 * costs far more than the hit itself (bench/NOTES.md). A public catalogue read may lag a staff write
 * made on another instance by up to a second; the instance that made the write invalidates its own
 * entries at once. Here the lag is at most `pollMs` plus a round trip, and the cache serves nothing
 * once its last read of the stream is older than `maxLagMs` (Redis not responding): responses then
 * come from the database until a read succeeds again.
 *
 * Each change carries a sequence number (one INCR in the script that appends it). A reader that
 * finds a number missing, or that lost Redis for a while, invalidates everything and starts again
 * from the stream's end: none of its cache entries can be older than a change it did not read.
 */
export class CatalogChanges {
  private readonly origin = randomUUID();
  private readonly pollMs: number;
  private readonly maxLagMs: number;
  private readonly retryForMs: number;
  /** the last change read, by stream id and sequence number; undefined until the first read */
  private position: { id: string; n: number } | undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  /** changes Redis did not take yet, with the time they give up */
  private unsent: { tags: string; until: number }[] = [];
  private failing = false;

  constructor(
    private readonly redis: Redis,
    options: CatalogChangesOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 250;
    this.maxLagMs = options.maxLagMs ?? 1_000;
    this.retryForMs = options.retryForMs ?? 60_000;
    this.log = options.log;
  }

  private readonly log: CatalogChangesOptions['log'];

  /** Whether another instance's change made more than `maxLagMs` ago has surely been read. */
  current(): boolean {
    return performance.now() - this.readAt <= this.maxLagMs;
  }

  /** Reads the stream every `pollMs` from now on; `apply` gets each other instance's change. */
  start(apply: (change: Change) => void): void {
    const tick = () => {
      this.reading ??= this.read(apply).finally(() => (this.reading = undefined));
    };
    tick();
    this.timer = setInterval(tick, this.pollMs);
    this.timer.unref();
  }

  /** Stops reading; waits for a read in flight. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.reading;
  }

  /** Appends a change made here (undefined: the whole catalogue); retried while Redis does not take it. */
  async publish(change: Change): Promise<void> {
    const tags = JSON.stringify(change ?? null);
    try {
      await this.append(tags);
    } catch (err) {
      this.log?.error({ err }, 'catalogue change not written to Redis; retrying');
      this.unsent.push({ tags, until: performance.now() + this.retryForMs });
    }
  }

  private append(tags: string): Promise<unknown> {
    return this.redis.eval(APPEND, 2, SEQUENCE, STREAM, this.origin, tags, STREAM_LENGTH);
  }

  /** One poll: sends what is owed, then reads what other instances appended since the last read. */
  async read(apply: (change: Change) => void): Promise<void> {
    try {
      await this.resend();
      if (!this.position) {
        // from the stream's end: what was cached before this (nothing, or older) is invalidated
        const [last] = await this.redis.xrevrange(STREAM, '+', '-', 'COUNT', 1);
        const n = last ? Number(fieldsOf(last[1]).n) : Number((await this.redis.get(SEQUENCE)) ?? 0);
        this.position = { id: last?.[0] ?? '0-0', n };
        apply(undefined);
      }
      for (;;) {
        const read: StreamRead = await this.redis.xread('COUNT', 1000, 'STREAMS', STREAM, this.position.id);
        const entries: [id: string, fields: string[]][] = read?.[0]?.[1] ?? [];
        for (const [id, fields] of entries) {
          const entry = fieldsOf(fields);
          const n = Number(entry.n);
          if (n !== this.position.n + 1) {
            // a change was lost (the stream trimmed, Redis restarted): invalidate everything
            apply(undefined);
          } else if (entry.origin !== this.origin) {
            apply((JSON.parse(entry.scopes ?? 'null') as string[] | null) ?? undefined);
          }
          this.position = { id, n };
        }
        if (entries.length < 1000) break;
      }
      this.readAt = performance.now();
      if (this.failing) this.log?.warn({}, 'catalogue changes read from Redis again');
      this.failing = false;
    } catch (err) {
      // read again from the stream's end when Redis responds: what was missed meanwhile is unknown
      this.position = undefined;
      if (!this.failing) this.log?.warn({ err }, 'catalogue changes not read from Redis');
      this.failing = true;
    }
  }

  private async resend(): Promise<void> {
    const now = performance.now();
    this.unsent = this.unsent.filter((u) => u.until > now);
    while (this.unsent.length) {
      await this.append(this.unsent[0]!.tags);
      this.unsent.shift();
    }
  }
}

/** XREAD's reply: per stream, its entries as [id, [field, value, …]]; null when there are none. */
type StreamRead = [key: string, entries: [id: string, fields: string[]][]][] | null;

function fieldsOf(fields: string[]): Record<string, string> {
  const entry: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) entry[fields[i]!] = fields[i + 1]!;
  return entry;
}

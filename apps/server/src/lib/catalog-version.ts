import type { Redis } from 'ioredis';

const KEY = 'catalog:version';
const scopeKey = (scope: string) => `${KEY}:${scope}`;
/**
 * A scope's counter lives this long after its last increment: far longer than any cached answer
 * (ResponseCache's ttlMs), so a counter that expired and starts again from 0 never meets an answer
 * stamped with its old value; and the products' counters do not pile up in Redis.
 */
const SCOPE_TTL_S = 86_400;

interface Batch {
  /** the keys the batch's MGET asks for: the catalogue's first, then the scopes' */
  keys: string[];
  /** a scope's index in `keys` */
  index: Map<string, number>;
  values: Promise<number[]>;
}

/**
 * The catalogue's versions, counters in Redis shared by every instance: a write that changes what
 * shoppers see increments the catalogue's (`bump()`) or, when it changes only some parts of it, those
 * parts' (`bump(scopes)`: an order changes its products' stock, not the rest); an instance's cached
 * answers are good only for the versions they were made at (lib/response-cache.ts).
 *
 * `read()` answers versions fetched from Redis *after* the call: a request that began after some
 * write's answer was sent (by any instance) thus sees that write's increment. Reads are coalesced:
 * every call made before the next MGET leaves joins it, so an instance under load pays one round trip
 * per turn of its event loop, not one per request.
 */
export class CatalogVersion {
  private next: Batch | undefined;

  constructor(private readonly redis: Redis) {}

  /** The catalogue's version, then each scope's (0 for one never incremented). */
  read(scopes: readonly string[] = []): Promise<number[]> {
    const batch = this.next ?? this.open();
    for (const scope of scopes) {
      if (!batch.index.has(scope)) batch.index.set(scope, batch.keys.push(scopeKey(scope)) - 1);
    }
    // the batch may hold other callers' scopes too: answer this caller's only
    return batch.values.then((values) => [values[0]!, ...scopes.map((s) => values[batch.index.get(s)!]!)]);
  }

  private open(): Batch {
    const batch: Batch = { keys: [KEY], index: new Map(), values: undefined! };
    // setImmediate runs after the I/O callbacks of this turn: the requests that arrived in it all
    // join, and the MGET is sent after every one of them arrived
    batch.values = new Promise<number[]>((resolve, reject) => {
      setImmediate(() => {
        this.next = undefined;
        this.redis.mget(batch.keys).then((values) => resolve(values.map((v) => Number(v ?? 0))), reject);
      });
    });
    this.next = batch;
    return batch;
  }

  /** Increments the catalogue's version, or only the scopes' when some are named. */
  async bump(scopes: readonly string[] = []): Promise<void> {
    if (!scopes.length) {
      await this.redis.incr(KEY);
      return;
    }
    const pipeline = this.redis.multi();
    for (const scope of scopes) pipeline.incr(scopeKey(scope)).expire(scopeKey(scope), SCOPE_TTL_S);
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err)?.[0];
    if (failed) throw failed;
  }
}

import type { Redis } from 'ioredis';

const KEY = 'catalog:version';

/**
 * The catalogue's version, a counter in Redis shared by every instance: a write that changes what
 * shoppers see increments it (`bump`), and an instance's cached answers are good only for the
 * version they were made at (lib/response-cache.ts).
 *
 * `read()` answers a version fetched from Redis *after* the call: a request that began after some
 * write's answer was sent (by any instance) thus sees that write's increment. Reads are coalesced:
 * every call made before the next GET leaves joins it, so an instance under load pays one round trip
 * per turn of its event loop, not one per request.
 */
export class CatalogVersion {
  private next: Promise<number> | undefined;

  constructor(private readonly redis: Redis) {}

  read(): Promise<number> {
    // setImmediate runs after the I/O callbacks of this turn: the requests that arrived in it all
    // join, and the GET is sent after every one of them arrived
    this.next ??= new Promise<number>((resolve, reject) => {
      setImmediate(() => {
        this.next = undefined;
        this.redis.get(KEY).then((v) => resolve(Number(v ?? 0)), reject);
      });
    });
    return this.next;
  }

  /** Increments the version; answers the new one. */
  bump(): Promise<number> {
    return this.redis.incr(KEY);
  }
}

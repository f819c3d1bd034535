import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/instances.js';
import { closeRedis, connectRedis } from './redis.js';

/**
 * Resolves when `listen`'s callback is called, or fails naming `what` after `ms` of real time
 * (node:timers/promises, which the faked setTimeout leaves alone).
 */
async function announcedWithin(ms: number, what: string, listen: (resolve: () => void) => void) {
  const giveUp = new AbortController();
  try {
    await Promise.race([
      new Promise<void>(listen),
      sleep(ms, undefined, { signal: giveUp.signal }).then(() => {
        throw new Error(`${what} not tried within ${ms / 1000} s`);
      }),
    ]);
  } finally {
    giveUp.abort();
  }
}

describe('the Redis connection', () => {
  afterEach(() => vi.useRealTimers());

  it('tries Redis again at least once a second, however long it has been down', async () => {
    // ioredis waits between reconnections with setTimeout: faked, a dozen waits take no time
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = await connectRedis(`redis://127.0.0.1:${await freePort()}`, 'shop-test:');
    const waits: number[] = [];
    let announced = () => {};
    client.on('reconnecting', (ms: number) => {
      waits.push(ms);
      announced();
    });
    try {
      for (let n = 1; n <= 12; n++) {
        // each attempt is a real connection refused, then the wait before the next one is announced
        if (waits.length < n) await announcedWithin(10_000, `reconnection ${n}`, (r) => (announced = r));
        vi.advanceTimersByTime(waits[n - 1]!);
      }
    } finally {
      await closeRedis(client);
    }
    // a blip is retried at once, a long outage no less often than once a second
    expect(waits[0]).toBeLessThan(200);
    expect(Math.max(...waits)).toBeLessThanOrEqual(1_000);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(50);
  });
});

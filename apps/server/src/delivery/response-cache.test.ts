import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache.js';

/** `produce` counting its calls, answering `value()` at the time of the call. */
function producer<T>(value: () => T) {
  const made = { calls: 0 };
  const produce = async () => {
    made.calls += 1;
    return value();
  };
  return { made, produce };
}

describe('the response cache', () => {
  it('keeps a value until a change of the catalogue drops it', async () => {
    const cache = new ResponseCache();
    let price = 100;
    const { made, produce } = producer(() => price);
    expect(await cache.remember('price', produce)).toBe(100);
    price = 200;
    expect(await cache.remember('price', produce)).toBe(100);
    cache.invalidate();
    expect(await cache.remember('price', produce)).toBe(200);
    expect(made.calls).toBe(2);
  });

  it('drops only the values of the scopes a change names', async () => {
    const cache = new ResponseCache({
      scopesOf: (key) => (key.startsWith('blouse') ? ['product:blouse'] : []),
    });
    let stock = 3;
    const { produce } = producer(() => stock);
    await cache.remember('blouse detail', produce);
    await cache.remember('listing', produce);
    stock = 2;
    cache.invalidate(['product:blouse']);
    expect(await cache.remember('blouse detail', produce)).toBe(2);
    expect(await cache.remember('listing', produce)).toBe(3);
    // no scope named: nothing changed
    cache.invalidate([]);
    stock = 1;
    expect(await cache.remember('blouse detail', produce)).toBe(2);
  });

  it('makes a value once for the requests that miss it together', async () => {
    const cache = new ResponseCache();
    let release!: (v: number) => void;
    const produce = vi.fn(() => new Promise<number>((r) => (release = r)));
    const waiting = Promise.all([cache.remember('k', produce), cache.remember('k', produce)]);
    await Promise.resolve();
    release(7);
    expect(await waiting).toEqual([7, 7]);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value made while a change of its scopes came', async () => {
    const cache = new ResponseCache();
    let release!: (v: number) => void;
    const slow = cache.remember('k', () => new Promise<number>((r) => (release = r)));
    await Promise.resolve();
    cache.invalidate();
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.remember('k', async () => 2)).toBe(2);
  });

  it('drops the least recently used entry when full, not everything', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    await cache.remember('a', async () => 'a1');
    await cache.remember('b', async () => 'b1');
    await cache.remember('a', async () => 'a2'); // a is used again
    await cache.remember('c', async () => 'c1'); // b goes
    expect(await cache.remember('a', async () => 'a3')).toBe('a1');
    expect(await cache.remember('c', async () => 'c2')).toBe('c1');
    expect(await cache.remember('b', async () => 'b2')).toBe('b2');
  });

  it('expires entries after their time', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache({ ttlMs: 1000 });
      await cache.remember('k', async () => 1);
      vi.advanceTimersByTime(999);
      expect(await cache.remember('k', async () => 2)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await cache.remember('k', async () => 3)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells other instances of a change made here, and applies theirs without telling back', async () => {
    const published: (readonly string[] | undefined)[] = [];
    const cache = new ResponseCache({ changes: { publish: (c) => published.push(c), current: () => true } });
    let v = 1;
    const { produce } = producer(() => v);
    await cache.remember('k', produce);
    cache.invalidate(['product:x']);
    cache.invalidate();
    expect(published).toEqual([['product:x'], undefined]);
    v = 2;
    expect(await cache.remember('k', produce)).toBe(2);
    v = 3;
    cache.drop(undefined);
    expect(await cache.remember('k', produce)).toBe(3);
    expect(published).toHaveLength(2);
  });

  it("serves and keeps nothing while other instances' changes are not known", async () => {
    let current = false;
    const cache = new ResponseCache({ changes: { publish() {}, current: () => current } });
    const { made, produce } = producer(() => 0);
    await cache.remember('k', produce);
    await cache.remember('k', produce);
    expect(made.calls).toBe(2);
    current = true;
    await cache.remember('k', produce);
    await cache.remember('k', produce);
    expect(made.calls).toBe(3);
    current = false;
    await cache.remember('k', produce);
    expect(made.calls).toBe(4);
  });
});

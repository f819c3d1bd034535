import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache.js';

/** `produce` counting its calls, returning `value()` at the time of the call. */
function producer<T>(value: () => T) {
  const made = { calls: 0 };
  const produce = async () => {
    made.calls += 1;
    return value();
  };
  return { made, produce };
}

describe('the response cache', () => {
  it('keeps a value until an invalidation of the catalogue', async () => {
    const cache = new ResponseCache();
    let price = 100;
    const { made, produce } = producer(() => price);
    expect(await cache.wrap('price', produce)).toBe(100);
    price = 200;
    expect(await cache.wrap('price', produce)).toBe(100);
    cache.invalidate();
    expect(await cache.wrap('price', produce)).toBe(200);
    expect(made.calls).toBe(2);
  });

  it('invalidates only the values tagged with the tags named', async () => {
    const cache = new ResponseCache({
      tagsOf: (key) => (key.startsWith('blouse') ? ['product:blouse'] : []),
    });
    let stock = 3;
    const { produce } = producer(() => stock);
    await cache.wrap('blouse detail', produce);
    await cache.wrap('listing', produce);
    stock = 2;
    cache.invalidate(['product:blouse']);
    expect(await cache.wrap('blouse detail', produce)).toBe(2);
    expect(await cache.wrap('listing', produce)).toBe(3);
    // no tag named: nothing invalidated
    cache.invalidate([]);
    stock = 1;
    expect(await cache.wrap('blouse detail', produce)).toBe(2);
  });

  it('makes a value once for the requests that miss it together', async () => {
    const cache = new ResponseCache();
    let release!: (v: number) => void;
    const produce = vi.fn(() => new Promise<number>((r) => (release = r)));
    const waiting = Promise.all([cache.wrap('k', produce), cache.wrap('k', produce)]);
    await Promise.resolve();
    release(7);
    expect(await waiting).toEqual([7, 7]);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('does not store a value made while an invalidation of its tags came', async () => {
    const cache = new ResponseCache();
    let release!: (v: number) => void;
    const slow = cache.wrap('k', () => new Promise<number>((r) => (release = r)));
    await Promise.resolve();
    cache.invalidate();
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.wrap('k', async () => 2)).toBe(2);
  });

  it('evicts the least recently used entry when full, not everything', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    await cache.wrap('a', async () => 'a1');
    await cache.wrap('b', async () => 'b1');
    await cache.wrap('a', async () => 'a2'); // a is used again
    await cache.wrap('c', async () => 'c1'); // b goes
    expect(await cache.wrap('a', async () => 'a3')).toBe('a1');
    expect(await cache.wrap('c', async () => 'c2')).toBe('c1');
    expect(await cache.wrap('b', async () => 'b2')).toBe('b2');
  });

  it('expires entries after their time', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache({ ttlMs: 1000 });
      await cache.wrap('k', async () => 1);
      vi.advanceTimersByTime(999);
      expect(await cache.wrap('k', async () => 2)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await cache.wrap('k', async () => 3)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("publishes an invalidation made here, and applies the others' without publishing them again", async () => {
    const published: (readonly string[] | undefined)[] = [];
    const cache = new ResponseCache({ changes: { publish: (c) => published.push(c), current: () => true } });
    let v = 1;
    const { produce } = producer(() => v);
    await cache.wrap('k', produce);
    cache.invalidate(['product:x']);
    cache.invalidate();
    expect(published).toEqual([['product:x'], undefined]);
    v = 2;
    expect(await cache.wrap('k', produce)).toBe(2);
    v = 3;
    cache.invalidateLocally(undefined);
    expect(await cache.wrap('k', produce)).toBe(3);
    expect(published).toHaveLength(2);
  });

  it("serves and stores nothing while other instances' invalidations are not known", async () => {
    let current = false;
    const cache = new ResponseCache({ changes: { publish() {}, current: () => current } });
    const { made, produce } = producer(() => 0);
    await cache.wrap('k', produce);
    await cache.wrap('k', produce);
    expect(made.calls).toBe(2);
    current = true;
    await cache.wrap('k', produce);
    await cache.wrap('k', produce);
    expect(made.calls).toBe(3);
    current = false;
    await cache.wrap('k', produce);
    expect(made.calls).toBe(4);
  });
});

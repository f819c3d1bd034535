import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestCounts } from './request-counts.js';

const counted = (counts: RequestCounts, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve) => counts.incr(key, (_err, r) => resolve(r)));
const read = (counts: RequestCounts, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve) => counts.read(key, (_err, r) => resolve(r)));

describe('RequestCounts', () => {
  afterEach(() => vi.useRealTimers());

  it('takes requests up to the limit, then takes none and counts none', async () => {
    const counts = new RequestCounts(3, 60_000);
    expect([1, 2, 3, 4].map(() => counts.take('a'))).toEqual([true, true, true, false]);
    expect((await read(counts, 'a')).current).toBe(3);
    // the limiter counts the refused one, and its count is the one the front reads
    expect((await counted(counts, 'a')).current).toBe(4);
    expect(counts.take('a')).toBe(false);
    expect(counts.take('b')).toBe(true);
  });

  it('starts a new window when the last one ended, and tells the time left', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counts = new RequestCounts(2, 60_000);
    expect(await counted(counts, 'a')).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(20_000);
    expect(await counted(counts, 'a')).toEqual({ current: 2, ttl: 40_000 });
    expect(counts.take('a')).toBe(false);
    vi.advanceTimersByTime(40_000);
    expect(await read(counts, 'a')).toEqual({ current: 0, ttl: 0 });
    expect(counts.take('a')).toBe(true);
    expect((await read(counts, 'a')).current).toBe(1);
  });

  it('holds at most its capacity of clients: ended windows go first, then the oldest', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counts = new RequestCounts(5, 60_000, 2);
    counts.take('old');
    vi.advanceTimersByTime(30_000);
    counts.take('a');
    counts.take('a');
    counts.take('b'); // full: 'old' was the oldest window
    expect((await read(counts, 'old')).current).toBe(0);
    expect((await read(counts, 'a')).current).toBe(2);
    vi.advanceTimersByTime(30_000); // 'a' and 'b' are still open; nothing has ended
    counts.take('c');
    expect((await read(counts, 'a')).current).toBe(0);
    expect((await read(counts, 'b')).current).toBe(1);
    expect((await read(counts, 'c')).current).toBe(1);
  });

  it('gives the plugin a store class whose instances are this one, and children counted apart', () => {
    const counts = new RequestCounts(5, 60_000);
    const Store = counts.pluginStore();
    expect(new Store({})).toBe(counts);
    const child = counts.child({ max: 1, timeWindow: 1000 });
    expect(child).not.toBe(counts);
    expect([child.take('a'), child.take('a')]).toEqual([true, false]);
    expect(counts.take('a')).toBe(true);
  });
});

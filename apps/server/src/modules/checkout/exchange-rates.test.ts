import { type FakeExchangeRate, startFakeExchangeRate } from '@shop/test-fakes/exchange-rate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeRates } from './exchange-rates.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('exchange rates (cached 5 minutes, stale on failure, a configured fallback)', () => {
  let fake: FakeExchangeRate;
  beforeAll(async () => {
    fake = await startFakeExchangeRate(25_400);
  });
  afterAll(() => fake.stop());

  it('fetches the dollar rate and keeps it for the cache time', async () => {
    fake.fail(false);
    const rates = new ExchangeRates({ url: fake.url, fallbackVndPerUsd: 26_000 });
    const before = fake.requests;
    const first = await rates.usd();
    expect(first).toMatchObject({ vndPerUsd: 25_400, source: 'live' });
    expect(first.fetchedAt).not.toBeNull();
    fake.setRate(30_000);
    await Promise.all([rates.usd(), rates.usd(), rates.usd()]);
    expect((await rates.usd()).vndPerUsd).toBe(25_400);
    expect(fake.requests - before).toBe(1);
    fake.setRate(25_400);
  });

  it('asks again after the cache time, and concurrent callers share one request', async () => {
    fake.fail(false);
    const rates = new ExchangeRates({ url: fake.url, fallbackVndPerUsd: 26_000, ttlMs: 30 });
    await rates.usd();
    await wait(40);
    fake.setRate(25_500);
    const before = fake.requests;
    const quoted = await Promise.all(Array.from({ length: 5 }, () => rates.usd()));
    expect(quoted.map((a) => a.vndPerUsd)).toEqual([25_500, 25_500, 25_500, 25_500, 25_500]);
    expect(fake.requests - before).toBe(1);
    fake.setRate(25_400);
  });

  it.each([
    'http',
    'bad-body',
  ] as const)('uses the expired value when the service fails (%s)', async (mode) => {
    fake.fail(false);
    const rates = new ExchangeRates({ url: fake.url, fallbackVndPerUsd: 26_000, ttlMs: 20, retryAfterMs: 0 });
    await rates.usd();
    await wait(30);
    fake.fail(mode);
    try {
      expect(await rates.usd()).toMatchObject({ vndPerUsd: 25_400, source: 'stale' });
    } finally {
      fake.fail(false);
    }
    expect(await rates.usd()).toMatchObject({ source: 'live' });
  });

  it.each([
    ['http', /^HTTP error! status: 5\d\d$/],
    ['bad-body', /^Exchange rate for VND not found$/],
  ] as const)('logs a failure (%s) in the specified words instead of swallowing it', async (mode, reason) => {
    const warned: Array<{ err?: string }> = [];
    const log = { warn: (obj: { err?: string }) => void warned.push(obj) };
    fake.fail(mode);
    try {
      const rates = new ExchangeRates({ url: fake.url, fallbackVndPerUsd: 26_000, log: log as never });
      expect(await rates.usd()).toMatchObject({ source: 'fallback' });
    } finally {
      fake.fail(false);
    }
    expect(warned).toHaveLength(1);
    expect(warned[0]?.err).toMatch(reason);
  });

  it('uses the configured fallback when the service never responded', async () => {
    const rates = new ExchangeRates({
      url: 'http://127.0.0.1:9/unreachable',
      fallbackVndPerUsd: 26_100,
      timeoutMs: 500,
    });
    expect(await rates.usd()).toEqual({ vndPerUsd: 26_100, source: 'fallback', fetchedAt: null });
    fake.fail('bad-body');
    try {
      const other = new ExchangeRates({ url: fake.url, fallbackVndPerUsd: 26_200 });
      expect(await other.usd()).toMatchObject({ vndPerUsd: 26_200, source: 'fallback' });
    } finally {
      fake.fail(false);
    }
  });
});

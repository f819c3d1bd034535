import type { ExchangeRateInfo } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedValues } from '../../lib/redis.js';

export interface ExchangeRatesOptions {
  /** base URL of an open.er-api.com-style service: GET `${url}/USD` → { result, rates: { VND } } */
  url: string;
  /** dong per dollar when the service never responded */
  fallbackVndPerUsd: number;
  /** how long a rate is kept (5 minutes: docs/requirements/limits.md) */
  ttlMs?: number;
  /** after a failure, the stale or fallback value is used this long before asking again */
  retryAfterMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** with several instances (REDIS_URL): the last rate fetched by any of them */
  shared?: SharedValues;
  /**
   * where a failure is told ('HTTP error! status: N', 'Exchange rate for VND not found':
   * docs/requirements/errors.md)
   */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const SHARED_KEY = 'exchange-rate:usd';
/** the shared rate outlives its freshness: a stale one is still better than the fallback */
const SHARED_KEEP_MS = 24 * 60 * 60_000;

interface Cached {
  vndPerUsd: number;
  fetchedAt: Date;
}

/**
 * The dollar's rate in dong (docs/decisions/0019-international-shipping-in-dollars.md): fetched from
 * EXCHANGE_RATE_URL, kept 5 minutes;
 * when the service fails the last value is used (stale), and when it never responded, the configured
 * fallback rate. Concurrent callers share one request. With several instances the rate is shared
 * through Redis: an instance whose rate is old takes a fresher one another instance fetched before
 * asking the service, so they all quote one rate and the service is asked once per 5 minutes.
 */
export class ExchangeRates {
  private cached: Cached | undefined;
  private failedAt = 0;
  private inFlight: Promise<void> | undefined;
  private readonly ttlMs: number;
  private readonly retryAfterMs: number;

  constructor(private readonly options: ExchangeRatesOptions) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.retryAfterMs = options.retryAfterMs ?? 30_000;
  }

  async usd(): Promise<ExchangeRateInfo> {
    if (this.options.shared && !this.isFresh()) await this.adoptShared(this.options.shared);
    if (!this.isFresh() && Date.now() - this.failedAt >= this.retryAfterMs) {
      this.inFlight ??= this.refresh().finally(() => {
        this.inFlight = undefined;
      });
      await this.inFlight;
    }
    const cached = this.cached;
    if (!cached) return { vndPerUsd: this.options.fallbackVndPerUsd, source: 'fallback', fetchedAt: null };
    const live = Date.now() - cached.fetchedAt.getTime() < this.ttlMs;
    return {
      vndPerUsd: cached.vndPerUsd,
      source: live ? 'live' : 'stale',
      fetchedAt: cached.fetchedAt.toISOString(),
    };
  }

  private isFresh(): boolean {
    return this.cached !== undefined && Date.now() - this.cached.fetchedAt.getTime() < this.ttlMs;
  }

  private async adoptShared(shared: SharedValues): Promise<void> {
    const stored = await shared.get<{ vndPerUsd: number; fetchedAt: string }>(SHARED_KEY);
    const fetchedAt = stored ? new Date(stored.fetchedAt) : undefined;
    if (stored && fetchedAt && fetchedAt > (this.cached?.fetchedAt ?? new Date(0))) {
      this.cached = { vndPerUsd: stored.vndPerUsd, fetchedAt };
    }
  }

  private async refresh(): Promise<void> {
    try {
      const doFetch = this.options.fetch ?? fetch;
      const res = await doFetch(`${this.options.url.replace(/\/+$/, '')}/USD`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      // the two failures in the words of docs/requirements/errors.md
      if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
      const body = (await res.json()) as { result?: string; rates?: Record<string, unknown> };
      const rate = body.rates?.VND;
      if (
        (body.result !== undefined && body.result !== 'success') ||
        typeof rate !== 'number' ||
        !(rate > 0)
      ) {
        throw new Error('Exchange rate for VND not found');
      }
      this.cached = { vndPerUsd: rate, fetchedAt: new Date() };
      this.failedAt = 0;
      await this.options.shared?.set(SHARED_KEY, this.cached, SHARED_KEEP_MS);
    } catch (err) {
      this.failedAt = Date.now();
      // the stale or fallback rate is used meanwhile; the log says why the live one could not
      this.options.log?.warn(
        {
          err: err instanceof Error ? err.message : String(err),
          source: 'live',
          using: this.cached ? 'stale' : 'fallback',
        },
        'exchange rate fetch failed',
      );
    }
  }
}

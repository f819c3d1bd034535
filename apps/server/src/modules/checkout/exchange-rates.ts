import type { ExchangeRateInfo } from '@shop/shared';

export interface ExchangeRatesOptions {
  /** base URL of an open.er-api.com-style service: GET `${url}/USD` → { result, rates: { VND } } */
  url: string;
  /** dong per dollar when the service never answered */
  fallbackVndPerUsd: number;
  /** SPEC §7: cached 5 minutes */
  ttlMs?: number;
  /** after a failure, the stale or fallback value is used this long before asking again */
  retryAfterMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Cached {
  vndPerUsd: number;
  fetchedAt: Date;
}

/**
 * The dollar's rate in dong (SPEC §7, DECISIONS §6): fetched from EXCHANGE_RATE_URL, kept 5 minutes;
 * when the service fails the last value is used (stale), and when it never answered, the configured
 * fallback rate. Concurrent callers share one request.
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
    const now = Date.now();
    const fresh = this.cached && now - this.cached.fetchedAt.getTime() < this.ttlMs;
    if (!fresh && now - this.failedAt >= this.retryAfterMs) {
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

  private async refresh(): Promise<void> {
    try {
      const doFetch = this.options.fetch ?? fetch;
      const res = await doFetch(`${this.options.url.replace(/\/+$/, '')}/USD`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      // SPEC §8 wording of the two failures
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
    } catch {
      this.failedAt = Date.now();
    }
  }
}

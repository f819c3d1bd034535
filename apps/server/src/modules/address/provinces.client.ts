import { MESSAGES, type ProvincesResponse, VN_PROVINCES, type WardsResponse } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedValues } from '../../lib/redis.js';

export interface ProvincesOptions {
  /** the v2 API base: GET `${url}/p/`, GET `${url}/w/?province=<code>` */
  url: string;
  /** divisions change rarely: kept a day */
  ttlMs?: number;
  /** after a failure, the fallback (or the last list) is used this long before asking again */
  retryAfterMs?: number;
  timeoutMs?: number;
  /** with several instances (REDIS_URL): the lists any of them fetched */
  shared?: SharedValues;
  /** where a failure is told, in the words of docs/requirements/errors.md: 'Failed to fetch provinces' */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

interface Division {
  code: number;
  name: string;
}
interface Cached<T> {
  value: T;
  at: number;
}

/** The v2 API returns a list; some deployments wrap it ({ results } / { data }). */
function divisions(body: unknown): Division[] {
  const list = Array.isArray(body)
    ? body
    : ((body as { results?: unknown; data?: unknown })?.results ?? (body as { data?: unknown })?.data);
  if (!Array.isArray(list)) throw new Error('unexpected response');
  return list
    .map((d: { code?: unknown; name?: unknown }) => ({
      code: Number(d?.code),
      name: String(d?.name ?? '').trim(),
    }))
    .filter((d) => Number.isInteger(d.code) && d.code > 0 && d.name);
}

/**
 * Vietnam's provinces and wards (docs/decisions/0037-addresses-the-34-provinces.md) from PROVINCES_API_URL
 * (v2 shape), cached; the 34 provinces are bundled so checkout works when the service is unreachable (the
 * ward is then typed by hand: `source: 'unavailable'`). With several instances the lists are shared through
 * Redis: an instance looks there before asking the service, and stores what it fetched for the others.
 */
export class ProvincesClient {
  private provinceList: Cached<Division[]> | undefined;
  private provincesFailedAt = 0;
  private readonly wardLists = new Map<number, Cached<Division[]>>();
  private readonly wardsFailedAt = new Map<number, number>();
  private readonly inFlight = new Map<string, Promise<Division[] | undefined>>();
  private readonly ttlMs: number;
  private readonly retryAfterMs: number;

  constructor(private readonly options: ProvincesOptions) {
    this.ttlMs = options.ttlMs ?? 24 * 60 * 60_000;
    this.retryAfterMs = options.retryAfterMs ?? 60_000;
  }

  /** The list at `path`, from the shared lists (when fresh) or else from the service. */
  private async fetchShared(path: string): Promise<Cached<Division[]> | undefined> {
    const shared = this.options.shared;
    const key = `provinces:${path}`;
    const stored = await shared?.get<Cached<Division[]>>(key);
    if (stored && Date.now() - stored.at < this.ttlMs) return stored;
    const fetched = await this.fetchList(path);
    if (!fetched) return undefined;
    const cached = { value: fetched, at: Date.now() };
    await shared?.set(key, cached, this.ttlMs);
    return cached;
  }

  private fetchList(path: string): Promise<Division[] | undefined> {
    let pending = this.inFlight.get(path);
    if (!pending) {
      pending = (async () => {
        try {
          const res = await fetch(`${this.options.url.replace(/\/+$/, '')}${path}`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          const list = divisions(await res.json());
          if (!list.length) throw new Error('empty list');
          return list;
        } catch (err) {
          this.options.log?.warn(
            { err: err instanceof Error ? err.message : String(err), path },
            MESSAGES.provincesFailed,
          );
          return undefined;
        }
      })().finally(() => this.inFlight.delete(path));
      this.inFlight.set(path, pending);
    }
    return pending;
  }

  async provinces(): Promise<ProvincesResponse> {
    const now = Date.now();
    const cached = this.provinceList;
    if ((!cached || now - cached.at >= this.ttlMs) && now - this.provincesFailedAt >= this.retryAfterMs) {
      const fetched = await this.fetchShared('/p/');
      if (fetched) this.provinceList = fetched;
      else this.provincesFailedAt = Date.now();
    }
    if (this.provinceList) return { provinces: this.provinceList.value, source: 'live' };
    return {
      provinces: VN_PROVINCES.map((p) => ({ ...p })),
      source: 'fallback',
      error: MESSAGES.provincesFailed,
    };
  }

  async wards(province: number): Promise<WardsResponse> {
    const now = Date.now();
    const cached = this.wardLists.get(province);
    const failedAt = this.wardsFailedAt.get(province) ?? 0;
    if ((!cached || now - cached.at >= this.ttlMs) && now - failedAt >= this.retryAfterMs) {
      const fetched = await this.fetchShared(`/w/?province=${province}`);
      if (fetched) {
        // a bounded cache: 34 provinces, but the code is the caller's
        if (this.wardLists.size >= 200) this.wardLists.clear();
        this.wardLists.set(province, fetched);
        this.wardsFailedAt.delete(province);
      } else {
        if (this.wardsFailedAt.size >= 200) this.wardsFailedAt.clear();
        this.wardsFailedAt.set(province, Date.now());
      }
    }
    const list = this.wardLists.get(province);
    return list
      ? { wards: list.value, source: 'live' }
      : { wards: [], source: 'unavailable', error: MESSAGES.provincesFailed };
  }
}

/** A dependency's check: resolves when it responds, rejects (or hangs) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export interface ReadinessReport {
  ready: boolean;
  /** each dependency by the name it was added under */
  checks: Record<string, 'ok' | 'failed'>;
}

/**
 * The dependencies an instance cannot serve without (the database; Redis when REDIS_URL is set).
 * /api/health/ready runs them all, side by side, so that the reverse proxy sends no traffic to an
 * instance that would only fail it. plugins/services.ts adds each one where it opens the connection:
 * `readiness.add('redis', () => redis.ping())`.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  /** @param timeoutMs a check still running after this counts as failed: a probe must respond in time */
  constructor(private readonly timeoutMs = 2_000) {}

  add(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check "${name}" is already added`);
    this.checks.set(name, check);
  }

  async run(): Promise<ReadinessReport> {
    const names = [...this.checks.keys()];
    const results = await Promise.all([...this.checks.values()].map((check) => this.passes(check)));
    const checks: ReadinessReport['checks'] = {};
    names.forEach((name, i) => {
      checks[name] = results[i] ? 'ok' : 'failed';
    });
    return { ready: results.every(Boolean), checks };
  }

  private async passes(check: ReadinessCheck): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    try {
      return await Promise.race([
        Promise.resolve()
          .then(check)
          .then(() => true),
        timeout,
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}

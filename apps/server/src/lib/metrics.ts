import type { PaymentMethod } from '@shop/shared';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type pg from 'pg';
import type { Counter, Histogram, Registry } from 'prom-client';

type PromClient = typeof import('prom-client');

export interface MetricsSources {
  /** the PostgreSQL pool; undefined on PGlite, which has no pool to watch */
  pool: pg.Pool | undefined;
  /** the mail outbox by status (read from the table on each scrape, so every instance agrees) */
  mailCounts: () => Promise<Record<'pending' | 'sending' | 'sent' | 'failed', number>>;
}

/** a request no route matched (a 404): one label value, not one per scanned URL */
const UNMATCHED = 'unmatched';

/**
 * The Prometheus metrics of one app, in a registry of its own so that several apps in one
 * process (tests) never mix their counts. Built only when METRICS_TOKEN is set: without it, requests
 * pay nothing at all, and prom-client (over 10 MB) is never loaded.
 */
export class Metrics {
  readonly registry: Registry;
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly orders: Counter<'payment_method'>;

  /** imported here rather than at the top: the bundled server would load it in every instance */
  static async create(sources: MetricsSources): Promise<Metrics> {
    return new Metrics(sources, await import('prom-client'));
  }

  private constructor(sources: MetricsSources, prom: PromClient) {
    const { Counter, Gauge, Histogram } = prom;
    this.registry = new prom.Registry();
    const registers = [this.registry];
    prom.collectDefaultMetrics({ register: this.registry });
    // its _count series is the request counter: one observe a request gives rate and latency both
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: latency in seconds; _count is the request count',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.orders = new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed at checkout, by payment method',
      labelNames: ['payment_method'],
      registers,
    });
    const { pool, mailCounts } = sources;
    if (pool) {
      new Gauge({
        name: 'shop_db_pool_connections',
        help: 'PostgreSQL connections this instance holds open (busy and idle)',
        registers,
        collect() {
          this.set(pool.totalCount);
        },
      });
      new Gauge({
        name: 'shop_db_pool_idle_connections',
        help: 'PostgreSQL connections open and idle',
        registers,
        collect() {
          this.set(pool.idleCount);
        },
      });
      new Gauge({
        name: 'shop_db_pool_waiting_queries',
        help: 'Queries waiting for a free PostgreSQL connection (above 0 for long: the pool is too small)',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    new Gauge({
      name: 'shop_mail_outbox_mails',
      help: 'Mails in the outbox by status: pending and sending are the queue depth, failed gave up after every retry',
      labelNames: ['status'],
      registers,
      async collect() {
        try {
          const counts = await mailCounts();
          for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
        } catch {
          // the database is down: no figure rather than a stale one; the rest of the scrape still responds
          this.reset();
        }
      },
    });
  }

  /** The onResponse hook: one histogram observation, labelled by the route pattern, never the raw URL. */
  readonly onResponse = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void => {
    this.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  };

  /** One request and its response: `route` is its pattern (undefined: no route matched), `ms` its time. */
  observe(method: string, route: string | undefined, status: number, ms: number): void {
    this.requests.observe({ method, route: route ?? UNMATCHED, status_code: status }, ms / 1000);
  }

  readonly orderPlaced = (method: PaymentMethod): void => {
    this.orders.inc({ payment_method: method });
  };
}

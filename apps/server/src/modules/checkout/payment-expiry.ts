import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import type { OrdersService } from '../orders/orders.service.js';

export interface PaymentExpiryOptions {
  /** how often the sweep runs */
  intervalMs: number;
  /** orders canceled per transaction */
  batchSize: number;
}

/**
 * DECISIONS §7: a QR or PayPal order not paid within PAYMENT_TTL_MINUTES is canceled, its payment
 * failed and its stock released. The deadline is the order's `expires_at`, in the database, so the
 * rule survives restarts: each instance sweeps periodically (and once at start), locking each due
 * order with FOR UPDATE SKIP LOCKED and checking it is still due under the lock, so that with several
 * instances each order is canceled exactly once, and an order being paid at that moment (its row
 * locked by the webhook) is skipped and looked at again next time.
 */
export class PaymentExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly log: FastifyBaseLogger,
    private readonly options: PaymentExpiryOptions = { intervalMs: 30_000, batchSize: 25 },
  ) {}

  start(): void {
    if (this.timer) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** Cancels every overdue unpaid order; answers how many. One sweep at a time per instance. */
  sweep(): Promise<number> {
    this.running ??= this.sweepAll()
      .catch((err) => {
        this.log.error({ err }, 'payment expiry sweep failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async sweepAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await new OrdersRepository(this.db).dueForExpiry(this.options.batchSize);
      let canceled = 0;
      // one order per transaction: its locks (stock, sold counts, coupon) are taken in the same order
      // as a checkout takes them, which a transaction spanning several orders could not promise
      for (const id of due) {
        const applied = await this.db.transaction(async (tx) => {
          const order = await new OrdersRepository(tx).lockIfDue(id);
          if (!order) return undefined;
          return this.orders.applyLocked(
            tx,
            order,
            { status: 'Canceled', paymentStatus: 'failed' },
            { kind: 'system', note: 'Payment not received in time' },
          );
        });
        if (applied) {
          this.orders.afterCommit([applied]);
          canceled += 1;
        }
      }
      total += canceled;
      if (due.length < this.options.batchSize || canceled === 0) break;
    }
    if (total) this.log.info({ canceled: total }, 'unpaid orders expired');
    return total;
  }
}

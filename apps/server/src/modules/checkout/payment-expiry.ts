import { COD_STAFF_CONFIRM_DAYS } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { Actor, ExpiryRule, OrdersService, OrderTransaction } from '../orders/orders.service.js';

export interface PaymentExpiryOptions {
  /** how often the expiry jobs run */
  intervalMs: number;
  /** orders canceled per transaction */
  batchSize: number;
  /**
   * hours after which a pending COD order confirmed by no one is canceled (COD_CONFIRM_HOURS); unset,
   * that job does not run
   */
  codConfirmHours?: number | undefined;
  /**
   * days after which a pending COD order the buyer confirmed but staff did not is canceled;
   * COD_STAFF_CONFIRM_DAYS when unset
   */
  staffConfirmDays?: number | undefined;
}

const UNCONFIRMED = { kind: 'system' as const, note: 'Not confirmed in time (cash on delivery)' };
const notConfirmedByStaff = (days: number): Actor => ({
  kind: 'system',
  note: `Not confirmed by staff within ${days} days (cash on delivery)`,
});

/**
 * The expiry jobs (docs/decisions/0036-unpaid-orders-expire.md). A QR or PayPal order, or a HIGH-risk
 * COD order's deposit, not paid within PAYMENT_TTL_MINUTES is canceled, its payment failed and its
 * stock released. The deadline is the order's `expires_at`, in the database, so the rule survives
 * restarts: each instance runs the job periodically (and once at start), locking each due order with
 * FOR UPDATE SKIP LOCKED and checking it is still due under the lock, so that with several instances
 * each order is canceled exactly once, and an order being paid at that moment (its row locked by the
 * webhook) is skipped and looked at again next time. On the same schedule, `cancelUnconfirmed` and
 * `cancelNotConfirmedByStaff` cancel the COD orders no one confirmed in time
 * (docs/decisions/0046-the-buyer-confirms-a-cod-order.md).
 */
export class PaymentExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private runningUnconfirmed: Promise<number> | undefined;
  private runningStaff: Promise<number> | undefined;

  constructor(
    /** unused: the orders' workflow opens each change's transaction (OrdersService.runOrderChange) */
    _db: Db,
    private readonly orders: OrdersService,
    private readonly log: FastifyBaseLogger,
    private readonly options: PaymentExpiryOptions = { intervalMs: 30_000, batchSize: 25 },
  ) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.expireUnpaid();
      void this.cancelUnconfirmed();
      void this.cancelNotConfirmedByStaff();
    };
    tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([
      this.running?.catch(() => {}),
      this.runningUnconfirmed?.catch(() => {}),
      this.runningStaff?.catch(() => {}),
    ]);
  }

  /** Cancels every overdue unpaid order; returns how many. One run at a time per instance. */
  expireUnpaid(): Promise<number> {
    this.running ??= this.expireAllUnpaid()
      .catch((err) => {
        this.log.error({ err }, 'payment expiry job failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * Cancels every pending COD order that no one confirmed within `codConfirmHours` (no buyer's link,
   * no deposit asked, staff did not confirm), as UNCONFIRMED: stock back, the status mail says why.
   * Returns how many. The same pattern and schedule as the payment expiry: one order per
   * transaction, locked with FOR UPDATE SKIP LOCKED and checked again under the lock, so with several
   * instances each is canceled once, and an order the buyer is confirming right now is left alone.
   */
  cancelUnconfirmed(): Promise<number> {
    const hours = this.options.codConfirmHours;
    if (hours === undefined) return Promise.resolve(0);
    this.runningUnconfirmed ??= this.cancelUnconfirmedAfter(hours)
      .catch((err) => {
        this.log.error({ err }, 'unconfirmed COD job failed');
        return 0;
      })
      .finally(() => {
        this.runningUnconfirmed = undefined;
      });
    return this.runningUnconfirmed;
  }

  /**
   * Cancels every pending COD order the buyer confirmed from the mail but staff did not confirm
   * within `staffConfirmDays` of its placing, as NOT_CONFIRMED_BY_STAFF: stock back, the status mail
   * says why. The buyer's click is no proof of anything staff can ship on (the link goes to a mailbox
   * the buyer controls), so it must not hold the stock for good. Same pattern and schedule as the
   * other jobs: each order locked with FOR UPDATE SKIP LOCKED and checked again, so several instances
   * cancel each once, and one staff are confirming right now is left alone.
   */
  cancelNotConfirmedByStaff(): Promise<number> {
    const days = this.options.staffConfirmDays ?? COD_STAFF_CONFIRM_DAYS;
    this.runningStaff ??= this.cancelEach(
      { kind: 'not-confirmed-by-staff', days },
      notConfirmedByStaff(days),
      'NOT_CONFIRMED_BY_STAFF',
    )
      .then((total) => {
        if (total) this.log.info({ canceled: total }, 'COD orders not confirmed by staff canceled');
        return total;
      })
      .catch((err) => {
        this.log.error({ err }, 'COD staff-confirmation job failed');
        return 0;
      })
      .finally(() => {
        this.runningStaff = undefined;
      });
    return this.runningStaff;
  }

  private async cancelUnconfirmedAfter(hours: number): Promise<number> {
    const total = await this.cancelEach({ kind: 'unconfirmed', hours }, UNCONFIRMED, 'UNCONFIRMED');
    if (total) this.log.info({ canceled: total }, 'unconfirmed COD orders canceled');
    return total;
  }

  /**
   * Cancels the COD orders `rule` makes due, one per transaction, each only if it is still due under
   * its row lock (skipping one another transaction holds), with `reason` kept on the order.
   */
  private async cancelEach(
    rule: ExpiryRule,
    actor: Actor,
    reason: 'UNCONFIRMED' | 'NOT_CONFIRMED_BY_STAFF',
  ): Promise<number> {
    return this.cancelDue(rule, async (tx, order) => {
      await this.orders.applyLocked(tx, order, { status: 'Canceled' }, actor, {
        extra: { cancelReason: reason },
      });
    });
  }

  private async expireAllUnpaid(): Promise<number> {
    const total = await this.cancelDue({ kind: 'unpaid' }, async (tx, order) => {
      await this.orders.applyLocked(
        tx,
        order,
        { status: 'Canceled', paymentStatus: 'failed' },
        { kind: 'system', note: 'Payment not received in time' },
      );
    });
    if (total) this.log.info({ canceled: total }, 'unpaid orders expired');
    return total;
  }

  /**
   * Cancels every order `rule` makes due, in batches, one order per change: its locks (stock, sold
   * counts, coupon) are taken in the same order as a checkout takes them, which a transaction
   * spanning several orders could not promise. Returns how many were canceled.
   */
  private async cancelDue(
    rule: ExpiryRule,
    cancel: (tx: OrderTransaction, order: OrderRow) => Promise<void>,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.orders.due(rule, this.options.batchSize);
      let canceled = 0;
      for (const id of ids) {
        const done = await this.orders.runOrderChange(async (tx) => {
          const order = await this.orders.lockIfDue(tx, rule, id);
          if (!order) return false;
          await cancel(tx, order);
          return true;
        });
        if (done) canceled += 1;
      }
      total += canceled;
      if (ids.length < this.options.batchSize || canceled === 0) break;
    }
    return total;
  }
}

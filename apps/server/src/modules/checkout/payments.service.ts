import {
  type BankWebhookBody,
  bankWebhookBodySchema,
  formatUsdCents,
  ORDER_CODE_IN_TEXT,
  ORDER_CODE_PREFIX,
  PURCHASE_CANCEL_ROUTE,
  PURCHASE_SUCCESS_ROUTE,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sameSecret } from '../../lib/tokens.js';
import type { OrdersService, OrderTransaction } from '../orders/orders.service.js';
import { PaymentsRepository } from './payments.repository.js';
import { completedCapture, type PaypalClient, PaypalError, type PaypalOrder } from './paypal.client.js';
import { isCancelSignature } from './paypal-cancel.js';

type WebhookBody = z.output<typeof bankWebhookBodySchema>;

export interface PaymentsDeps {
  db: Db;
  /** jwtSecret: the key of the PayPal cancel link's signature (paypal-cancel.ts) */
  config: Pick<Config, 'bank' | 'publicUrl' | 'jwtSecret'>;
  orders: OrdersService;
  paypal: PaypalClient | undefined;
  log: FastifyBaseLogger;
}

/** What the bank webhook did with a transfer (kept on its row, for staff). */
export type BankOutcome =
  | 'paid'
  /** a COD order's deposit reached: the carrier collects the rest */
  | 'deposit'
  | 'underpaid'
  | 'overpaid'
  | 'late'
  | 'no-order'
  | 'wrong-account'
  | 'ignored'
  | 'duplicate';

/** How long a PayPal capture keeps its order off the expiry job. */
const CAPTURE_HOLD_MS = 10 * 60_000;

const BANK_SYSTEM = { kind: 'system' as const, note: 'Bank transfer received' };

/**
 * Payments after checkout (docs/decisions/0034-vietqr-and-bank-transfer-matching.md,
 * docs/decisions/0035-paypal-order-before-the-transaction.md): the bank-transfer webhook that settles QR
 * orders, and the PayPal return that captures, with no transaction open while PayPal is asked. Both are
 * idempotent: a transfer is recorded once per provider id, and an order's payment moves from pending only
 * once, under the order's row lock.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** `Authorization: Apikey <BANK_WEBHOOK_SECRET>`, compared in constant time. */
  checkWebhookSecret(header: string | undefined): void {
    if (!sameSecret((header ?? '').trim(), `Apikey ${this.deps.config.bank.webhookSecret}`)) {
      throw new AppError('UNAUTHORIZED', 'Invalid webhook credentials');
    }
  }

  /**
   * POST /payment/bank-webhook. The transfer is recorded under its provider id first (the primary key
   * makes a repeated delivery, even a concurrent one, a no-op); then, for an incoming transfer to the
   * shop's account whose memo holds an order code, the order's received amount grows. Exactly the
   * total completes the payment; less or more is flagged for staff and not completed; a transfer for
   * an order no longer waiting (expired, canceled, paid) is flagged LATE.
   */
  async bankTransfer(input: BankWebhookBody | WebhookBody): Promise<BankOutcome> {
    const body = bankWebhookBodySchema.parse(input);
    // every code-shaped word of the memo, in order (noise can look like a code too)
    const codes = [
      ...new Set(
        [...body.content.matchAll(new RegExp(ORDER_CODE_IN_TEXT.source, 'gi'))].map(
          (m) => `${ORDER_CODE_PREFIX}${m[1]!.toUpperCase()}`,
        ),
      ),
    ].slice(0, 5);
    let code: string | undefined;
    const ownAccount = body.accountNumber.replace(/\s/g, '') === this.deps.config.bank.accountNo;

    const { orders } = this.deps;
    const outcome = await orders.runOrderChange(async (tx) => {
      const transfers = new PaymentsRepository(tx.db);
      if (!(await transfers.record(body))) return 'duplicate' as const;
      const settle = async (result: BankOutcome, orderId: string | null = null) => {
        await transfers.settle(body.id, result, orderId);
        return result;
      };
      if (body.transferType !== 'in') return settle('ignored');
      if (!ownAccount) return settle('wrong-account');
      let order: OrderRow | undefined;
      for (const candidate of codes) {
        order = await orders.lockByCode(tx, candidate);
        if (order) {
          code = candidate;
          break;
        }
      }
      if (!order) return settle('no-order');

      const received = order.paidAmount + body.transferAmount;
      const waiting = order.paymentStatus === 'pending' && order.status !== 'Canceled';
      if (!waiting) {
        await orders.recordPayment(tx, order.id, { paidAmount: received, paymentFlag: 'LATE' });
        return settle('late', order.id);
      }
      // a HIGH-risk COD order's deposit; transfers add up as for a QR order's total
      if (order.paymentMethod === 'COD' && order.depositAmount > 0 && received < order.total) {
        return settle(await this.deposit(tx, order, received), order.id);
      }
      if (received === order.total) {
        await orders.applyLocked(tx, order, { paymentStatus: 'completed' }, BANK_SYSTEM, {
          extra: { paidAmount: received, paymentFlag: null },
          paymentReceivedMail: true,
        });
        return settle('paid', order.id);
      }
      const flag = received < order.total ? 'UNDERPAID' : 'OVERPAID';
      await orders.recordPayment(tx, order.id, { paidAmount: received, paymentFlag: flag });
      return settle(flag === 'UNDERPAID' ? 'underpaid' : 'overpaid', order.id);
    });
    this.deps.log.info({ transferId: body.id, code, outcome }, 'bank transfer');
    return outcome;
  }

  /**
   * A transfer toward a COD order's deposit (short of the total): below the deposit, flagged UNDERPAID
   * like a QR order; reaching it, the deposit is paid (once: `deposit_paid_at`, a history entry), the
   * order no longer expires and counts as confirmed. The payment stays pending: the carrier collects
   * the rest (`paymentBalance` gives it from `paid_amount`). The caller holds the order's row lock.
   */
  private async deposit(tx: OrderTransaction, order: OrderRow, received: number): Promise<BankOutcome> {
    const { orders } = this.deps;
    if (received < order.depositAmount) {
      await orders.recordPayment(tx, order.id, { paidAmount: received, paymentFlag: 'UNDERPAID' });
      return 'underpaid';
    }
    if (order.depositPaidAt) {
      await orders.recordPayment(tx, order.id, { paidAmount: received, paymentFlag: null });
      return 'deposit';
    }
    const updated = await orders.recordPayment(tx, order.id, {
      paidAmount: received,
      paymentFlag: null,
      depositPaidAt: new Date(),
      expiresAt: null,
    });
    await orders.addNote(tx, updated, { kind: 'system' }, 'Deposit received');
    return 'deposit';
  }

  /**
   * GET /payment/checkout-success?token=… (PayPal's return; `cancelled=1&sig=…` on its cancel link).
   * Captures the approved order and returns where to send the buyer: /purchase-success, or
   * /purchase-cancel when they cancelled or the capture was declined (the order is then canceled,
   * payment failed, stock released). A second visit finds the order settled and sends the buyer to
   * the same place.
   *
   * Issue (security) #12: the token is PayPal's order id, which the buyer's address bar shows, so it
   * proves nothing. A cancel needs the signature of the shop's cancel link (`cancel.sig`,
   * paypal-cancel.ts); without it nothing changes. A return without cancel changes the order only as
   * PayPal's capture decides: money taken completes it, a declined card fails it; an order the buyer
   * has not approved yet (someone else holding the token) stays as it was, payable. Whoever is refused
   * is sent to /purchase-cancel without the order's id.
   */
  async paypalReturn(
    token: string | undefined,
    cancel?: { sig: string | undefined },
    payerId?: string,
  ): Promise<string> {
    const cancelPage = (orderId?: string) =>
      `${PURCHASE_CANCEL_ROUTE}${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`;
    const successPage = (orderId: string) =>
      `${PURCHASE_SUCCESS_ROUTE}?orderId=${encodeURIComponent(orderId)}`;
    if (!token || token.length > 64 || !/^[A-Za-z0-9-]+$/.test(token)) return cancelPage();
    const { orders } = this.deps;
    const order = await orders.findByPaypalOrder(token);
    if (!order) return cancelPage();
    if (cancel && !isCancelSignature(this.deps.config.jwtSecret, order.id, cancel.sig)) {
      this.deps.log.warn({ orderId: order.id }, 'PayPal cancel without a valid signature refused');
      return cancelPage();
    }
    if (order.paymentStatus === 'completed') return successPage(order.id);
    if (order.paymentStatus !== 'pending' || order.status !== 'Pending') return cancelPage(order.id);
    if (cancel) {
      await this.failPaypal(order.id, 'Payment cancelled on PayPal');
      return cancelPage(order.id);
    }
    // PayPal no longer configured: nothing can be captured; the expiry job releases the order
    if (!this.deps.paypal) return cancelPage();

    // hold the order off the expiry job while PayPal captures: money taken for an order the job
    // cancels meanwhile would have nowhere to go
    const held = await orders.holdForPayment(order.id, CAPTURE_HOLD_MS);
    if (!held) {
      // settled meanwhile: by another visit of this buyer (paid), or by the expiry job or a cancel
      const now = await orders.find(order.id);
      return now?.paymentStatus === 'completed' ? successPage(order.id) : cancelPage(order.id);
    }
    let captured: PaypalOrder | undefined;
    try {
      // The same request id on every visit of the buyer: PayPal responds to a repeated capture with the
      // first result. It names the payer PayPal sent back (PayerID, there once the buyer approved), so
      // that an error response to an early visit without it is not returned again to the buyer's.
      const payer = payerId && /^[A-Za-z0-9]{1,32}$/.test(payerId) ? `-${payerId}` : '';
      captured = await this.deps.paypal.capture(token, `capture-${order.id}${payer}`);
    } catch (err) {
      if (err instanceof PaypalError && err.issue === 'ORDER_ALREADY_CAPTURED') {
        captured = await this.deps.paypal.getOrder(token).catch(() => undefined);
      } else if (err instanceof PaypalError && err.issue === 'ORDER_NOT_APPROVED') {
        // PayPal sends the buyer back only after they approved: this visit is not theirs (or came
        // early). The order stays payable, and its expiry as it was.
        if (held.until) await orders.releaseHold(order.id, held.until, order.expiresAt);
        this.deps.log.warn({ orderId: order.id }, 'PayPal return before approval; order left pending');
        return cancelPage();
      } else if (err instanceof PaypalError && err.status >= 400 && err.status < 500) {
        this.deps.log.warn({ orderId: order.id, issue: err.issue }, 'PayPal capture refused');
        await this.failPaypal(order.id, `PayPal: ${err.issue ?? 'capture refused'}`);
        return cancelPage(order.id);
      } else {
        // PayPal unreachable: the order stays pending (the buyer may come back; expiry cleans up)
        this.deps.log.error({ err, orderId: order.id }, 'PayPal capture failed');
        return cancelPage(order.id);
      }
    }
    const capture = captured ? completedCapture(captured) : undefined;
    const expected = order.usdCents != null ? formatUsdCents(order.usdCents) : undefined;
    if (capture?.amount?.currency_code !== 'USD' || capture.amount.value !== expected) {
      this.deps.log.warn({ orderId: order.id, status: captured?.status }, 'PayPal capture not completed');
      await this.failPaypal(order.id, `PayPal: capture ${captured?.status ?? 'failed'}`);
      return cancelPage(order.id);
    }
    return (await this.completePaypal(order.id, capture.id)) ? successPage(order.id) : cancelPage(order.id);
  }

  /** False when the order is no longer waiting (it is then flagged LATE for staff to refund). */
  private completePaypal(orderId: string, captureId: string): Promise<boolean> {
    const { orders } = this.deps;
    return orders.runOrderChange(async (tx) => {
      const order = await orders.lock(tx, orderId);
      if (!order || order.paymentStatus === 'completed') return true;
      if (order.paymentStatus !== 'pending' || order.status === 'Canceled') {
        this.deps.log.error({ orderId, captureId }, 'PayPal captured for an order no longer waiting');
        await orders.recordPayment(tx, order.id, { paymentFlag: 'LATE', paypalCaptureId: captureId });
        return false;
      }
      await orders.applyLocked(
        tx,
        order,
        { paymentStatus: 'completed' },
        { kind: 'system', note: 'PayPal payment captured' },
        { extra: { paypalCaptureId: captureId }, paymentReceivedMail: true },
      );
      return true;
    });
  }

  private async failPaypal(orderId: string, note: string): Promise<void> {
    const { orders } = this.deps;
    await orders.runOrderChange(async (tx) => {
      const order = await orders.lock(tx, orderId);
      if (order?.paymentStatus !== 'pending' || order.status !== 'Pending') return;
      await orders.applyLocked(
        tx,
        order,
        { status: 'Canceled', paymentStatus: 'failed' },
        { kind: 'system', note },
      );
    });
  }
}

import {
  type BuyerConfirmResponse,
  type CancelOrderBody,
  type CancelReason,
  CHECKOUT_MESSAGES,
  codRisk,
  type EditOrderBody,
  FULFILMENT_MESSAGES,
  isUuid,
  ORDER_MESSAGES,
  type Order,
  type OrderCallBody,
  type OrderListQuery,
  type OrderListResponse,
  orderListQuerySchema,
  type QrPayment,
  RETURN_WINDOW_DAYS,
  type RiskHistory,
  type Size,
} from '@shop/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { NewOrderRow, OrderHistoryRow, OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { CatalogInvalidation } from '../../lib/catalog-cache.js';
import { invalidateStock, type StockMove } from '../catalog/catalog.cache-tags.js';
import { releaseCoupon } from '../coupons/coupons.service.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { OrderMailInput, OrderMailRequest } from '../mail/order-mails.js';
import { addressKey } from './address-key.js';
import { verifyBuyerConfirmToken } from './buyer-link.js';
import {
  type Actor,
  invalidTransition,
  type OrderChange,
  type OrderPlan,
  planChange,
} from './order-rules.js';
import { OrderTransaction } from './order-transaction.js';
import { depositDue, type OrderFulfilment, toOrder } from './orders.mapper.js';
import { OrdersRepository, orderReferences, type RiskTarget } from './orders.repository.js';

export type { Actor } from './order-rules.js';
export type { OrderTransaction } from './order-transaction.js';

/** Who is asking: the user, and whether they are staff right now (the role is re-read per request). */
export interface Caller {
  userId: string;
  staff: boolean;
}

export interface OrdersDeps {
  db: Db;
  cache: CatalogInvalidation;
  mail: MailQueue;
  publicUrl: string;
  paymentTtlMinutes: number;
  /** the VietQR details of a QR order still waiting for payment (the checkout module renders them) */
  qrPayment?: (order: OrderRow) => Promise<QrPayment | null>;
  /** the VietQR details of what is left of a COD order's deposit while it is unpaid */
  depositPayment?: (order: OrderRow) => Promise<QrPayment | null>;
  /** the key of the buyer's "Confirm my order" link (buyer-link.ts) */
  jwtSecret?: string;
  /** the shop's account, shown in QR payment reminders */
  bank?: OrderMailInput['bank'];
}

export interface AppliedChange {
  order: OrderRow;
  plan: OrderPlan;
}

/** What a payment provider's word sets on an order besides its steps (transfers, a capture, a deposit). */
export type PaymentFields = Partial<
  Pick<NewOrderRow, 'paidAmount' | 'paymentFlag' | 'paypalCaptureId' | 'depositPaidAt' | 'expiresAt'>
>;

/** The orders an expiry job cancels (checkout/payment-expiry.ts), each checked again under its lock. */
export type ExpiryRule =
  /** a QR or PayPal order, or a COD order's deposit, unpaid past its `expires_at` */
  | { kind: 'unpaid' }
  /** a pending COD order nobody confirmed within `hours` */
  | { kind: 'unconfirmed'; hours: number }
  /** a pending COD order the buyer confirmed from the mail but staff did not within `days` */
  | { kind: 'not-confirmed-by-staff'; days: number };

/** A line whose stock an order takes: what it takes, and its name for the error response. */
export interface StockLine {
  productId: string;
  size: Size;
  quantity: number;
  name: string;
}

/** Whether an error is the unique violation of an order code already taken (both drivers). */
export function isOrderCodeTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = e?.cause ?? e;
  return cause?.code === '23505' && cause.constraint === 'orders_code_key';
}

const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
const linkInvalid = () => new AppError('VALIDATION_ERROR', FULFILMENT_MESSAGES.buyerLinkInvalid);

/** How the order is shown: staff see the COD risk, the buyer's history, the calls and the carrier's fee. */
export interface PresentOptions {
  staff?: boolean;
}

const riskTarget = (row: OrderRow): RiskTarget => ({
  orderId: row.id,
  phone: row.shippingPhone,
  email: row.shippingEmail,
  addressKey: row.shippingAddressKey ?? addressKey(row.shipping),
  userId: row.userId,
});

/** The staff's view of a COD order's risk, from its buyer's history. */
const riskView = (row: OrderRow, history: RiskHistory): OrderFulfilment => ({
  staff: true,
  risk: codRisk(history, row.total),
  buyerHistory: history,
});
const DAY_MS = 86_400_000;

/**
 * Orders after checkout: reading them, and every change of their status or payment status. Each
 * change is an order change (`runOrderChange`): one short transaction that locks the order's row,
 * checks the step against the state tables (order-rules.ts), writes the order, its history and any
 * stock, sold count or coupon use that goes back, and records the customer's mail; after the commit
 * the mail is rendered and sent and the catalogue's cached responses showing that stock invalidated.
 */
export class OrdersService {
  constructor(private readonly deps: OrdersDeps) {}

  private get db() {
    return this.deps.db;
  }

  // ── reading ──────────────────────────────────────────────────────────────────────────────────────

  /** GET /order: the caller's own orders, or every order for staff; newest first, filtered, paginated. */
  async list(caller: Caller, query: OrderListQuery): Promise<OrderListResponse> {
    const q = orderListQuerySchema.parse(query);
    const repo = new OrdersRepository(this.db);
    const to = q.to ? new Date(/T/.test(q.to) ? Date.parse(q.to) : Date.parse(q.to) + DAY_MS) : undefined;
    if (q.queue) {
      if (!caller.staff) throw forbidden();
      return this.toConfirm(repo, { q: q.q, from: q.from ? new Date(q.from) : undefined, to }, q);
    }
    const { rows, total } = await repo.list(
      {
        ...(caller.staff ? {} : { userId: caller.userId }),
        status: q.status,
        paymentStatus: q.paymentStatus,
        paymentMethod: q.paymentMethod,
        q: caller.staff ? q.q : undefined,
        from: q.from ? new Date(q.from) : undefined,
        to,
      },
      q.page,
      q.pageSize,
    );
    const full = await repo.withDetails(rows);
    const views = caller.staff ? await this.staffViews(repo, rows) : new Map<string, OrderFulfilment>();
    return {
      orders: full.map((f) => toOrder(f, null, views.get(f.order.id) ?? { staff: caller.staff })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  /**
   * GET /order?queue=to-confirm (staff): pending COD orders, riskiest first, then
   * oldest first. The risk is computed afresh (the buyer's history moves), not stored, so the sort is
   * done here, in memory: on the oldest TO_CONFIRM_LIMIT (500) pending COD orders at most, which bounds
   * the work of one request (one history query, one sort); a shop with more waiting pages through the
   * 500 oldest, and `total` counts those.
   */
  private async toConfirm(
    repo: OrdersRepository,
    filters: { q: string | undefined; from: Date | undefined; to: Date | undefined },
    page: { page: number; pageSize: number },
  ): Promise<OrderListResponse> {
    const rows = await repo.toConfirm(filters);
    const views = await this.staffViews(repo, rows);
    const score = (row: OrderRow) => views.get(row.id)?.risk?.score ?? 0;
    const sorted = [...rows].sort(
      (a, b) => score(b) - score(a) || a.createdAt.getTime() - b.createdAt.getTime(),
    );
    const shown = sorted.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
    const full = await repo.withDetails(shown);
    return {
      orders: full.map((f) => toOrder(f, null, views.get(f.order.id) ?? { staff: true })),
      page: page.page,
      pageSize: page.pageSize,
      total: rows.length,
    };
  }

  /** The staff's views of COD orders (risk and buyer's history), in one history query for them all. */
  private async staffViews(repo: OrdersRepository, rows: OrderRow[]): Promise<Map<string, OrderFulfilment>> {
    const cod = rows.filter((r) => r.paymentMethod === 'COD');
    const histories = await repo.riskHistories(cod.map(riskTarget));
    return new Map(cod.map((row, i) => [row.id, riskView(row, histories[i]!)]));
  }

  /** GET /order/{id}: the owner or staff; anyone else is told it does not exist. */
  async get(caller: Caller, id: string): Promise<Order> {
    const row = isUuid(id) ? await new OrdersRepository(this.db).find(id) : undefined;
    if (!row || !this.canSee(caller, row)) throw notFound();
    return this.present(row, this.db, true, { staff: caller.staff });
  }

  /**
   * The API shape of an order row, read with `db`; the QR details when asked and still payable (a QR
   * order's total, or what is left of a COD order's deposit). `staff`: the staff's view (a COD
   * order's risk and buyer's history, the calls, the carrier's fee); otherwise the customer's, which
   * shows none of them.
   */
  async present(
    row: OrderRow,
    db: DbOrTx = this.db,
    withPayment = false,
    options: PresentOptions = {},
  ): Promise<Order> {
    const repo = new OrdersRepository(db);
    const [full] = await repo.withDetails([row]);
    const waiting = row.paymentStatus === 'pending' && row.status === 'Pending';
    let payment: QrPayment | null = null;
    if (withPayment && waiting && row.paymentMethod === 'QR' && this.deps.qrPayment) {
      payment = await this.deps.qrPayment(row);
    } else if (withPayment && waiting && depositDue(row) && this.deps.depositPayment) {
      payment = await this.deps.depositPayment(row);
    }
    const view = options.staff ? ((await this.staffViews(repo, [row])).get(row.id) ?? { staff: true }) : {};
    return toOrder(full!, payment, view);
  }

  private canSee(caller: Caller, row: OrderRow) {
    return caller.staff || row.userId === caller.userId;
  }

  // ── the workflow of a change ─────────────────────────────────────────────────────────────────────

  /**
   * Runs one order change as a workflow: opens the transaction, lets `change` apply it (locking the
   * order's row, writing it and its history, recording its mails in the outbox), commits, and only
   * then renders and sends the mails and invalidates the cached catalogue entries showing the stock it
   * moved. A change that throws rolls back whole and leaves nothing to do. No provider is called in
   * here: a caller that needs one calls it before, or records what to do and calls it after.
   */
  async runOrderChange<T>(change: (tx: OrderTransaction) => Promise<T>): Promise<T> {
    let done: OrderTransaction | undefined;
    const result = await this.db.transaction(async (db) => {
      done = new OrderTransaction(db, this.deps.mail);
      return change(done);
    });
    // committed: shoppers see the stock at once, and the mails go
    invalidateStock(this.deps.cache, done!.stock);
    await this.deps.mail.render(done!.mails);
    return result;
  }

  /**
   * Applies a step to an order whose row `tx` has locked: checks it (409 INVALID_TRANSITION), writes
   * it with a history entry, gives stock, sold counts and the coupon use back where the plan says so,
   * and records the status mail. Used by the endpoints below and by the payment and shipping sides.
   * `paymentReceivedMail`: the payment side's completion (bank transfers, PayPal capture) also
   * records the buyer's "payment received" mail, under the order's dedupe key: the payment moves from
   * pending once under the row lock, and the key makes sure of it.
   */
  async applyLocked(
    tx: OrderTransaction,
    row: OrderRow,
    change: OrderChange,
    actor: Actor,
    options: {
      extra?: Partial<NewOrderRow> | undefined;
      note?: string | undefined;
      paymentReceivedMail?: boolean;
      /** the carrier's callback or poll (shipping module): CARRIER_STEPS are allowed too */
      carrier?: boolean;
    } = {},
  ): Promise<AppliedChange> {
    const plan = planChange(row, change, new Date(), { carrier: options.carrier });
    const repo = new OrdersRepository(tx.db);
    if (!plan.statusChanged && !plan.paymentChanged && !options.extra) return { order: row, plan };
    if (plan.restock) {
      tx.stockChanged(await this.giveStockBack(repo, row.id));
      if (plan.releaseCoupon && row.couponId) await releaseCoupon(tx.db, row.couponId, row.id);
    }
    const values: Partial<NewOrderRow> = { ...options.extra };
    if (plan.statusChanged) values.status = plan.status;
    if (plan.paymentChanged) values.paymentStatus = plan.paymentStatus;
    if (plan.completedAt) values.completedAt = plan.completedAt;
    if (plan.paidAt) {
      values.paidAt = plan.paidAt;
      // staff settled a flagged transfer by hand
      if (actor.kind === 'staff') values.paymentFlag = null;
    }
    const updated = await repo.update(row.id, values);
    if (plan.statusChanged || plan.paymentChanged) await repo.addHistory(updated, actor, options.note);
    const paid = options.paymentReceivedMail && plan.paymentChanged && plan.paymentStatus === 'completed';
    if (plan.statusChanged || paid) {
      // read in the transaction: the mail shows the order as this step left it
      const input = this.mailInput(updated, await this.present(updated, tx.db));
      const mails: OrderMailRequest[] = [];
      if (plan.statusChanged) mails.push({ template: 'order-status', input });
      if (paid) mails.push({ template: 'payment-received', input });
      await tx.send(...mails);
    }
    return { order: updated, plan };
  }

  /**
   * Gives an order's stock back line by line in a fixed order, stock then the product's sold count
   * (the coupon after): the same order as checkout takes its locks, so the two never wait on each
   * other in a circle. Returns what moved.
   */
  private async giveStockBack(repo: OrdersRepository, orderId: string): Promise<StockMove> {
    const items = [...(await repo.items(orderId))].sort((a, b) =>
      `${a.productId}|${a.size}`.localeCompare(`${b.productId}|${b.size}`),
    );
    const productIds: string[] = [];
    let emptiedOrRefilled = false;
    for (const item of items) {
      if (!item.productId) continue;
      const back = await repo.returnStock(item.productId, item.size, item.quantity);
      productIds.push(item.productId);
      emptiedOrRefilled ||= back.refilled;
    }
    return { productIds, emptiedOrRefilled };
  }

  /** What an order mail shows and where it goes, from the order's row and its response shape. */
  mailInput(row: OrderRow, order: Order): OrderMailInput {
    return {
      to: row.shippingEmail,
      name: row.shipping.name,
      language: row.language,
      publicUrl: this.deps.publicUrl,
      order,
      bank: this.deps.bank,
      paymentTtlMinutes: this.deps.paymentTtlMinutes,
    };
  }

  // ── changes ──────────────────────────────────────────────────────────────────────────────────────

  /** PATCH /order/edit-order/{id} (staff): any step the tables allow, status and payment together. */
  edit(caller: Caller, id: string, body: EditOrderBody): Promise<Order> {
    return this.change(caller, id, async () => ({
      change: { status: body.status, paymentStatus: body.paymentStatus },
    }));
  }

  /**
   * POST /order/cancel/{id}: the owner while Pending; staff wherever the table allows it. Staff may
   * say why (kept as the order's `cancelReason`, which the status mail explains) and add a note (in
   * its history entry); a customer's body is ignored.
   */
  cancel(caller: Caller, id: string, body?: CancelOrderBody): Promise<Order> {
    const given = caller.staff ? body : undefined;
    return this.change(caller, id, async (row) => {
      if (!caller.staff && row.status !== 'Pending') {
        throw invalidTransition(ORDER_MESSAGES.customerCancelPendingOnly, []);
      }
      return {
        change: { status: 'Canceled' },
        ...(given?.reason && { extra: { cancelReason: given.reason as CancelReason } }),
        ...(given?.note && { note: given.note }),
      };
    });
  }

  /** POST /order/call/{id} (staff): a call to the buyer noted, with the staff's name. */
  async call(caller: Caller, id: string, body: OrderCallBody): Promise<Order> {
    const actor = await this.actor(caller);
    return this.runOrderChange(async (tx) => {
      const repo = new OrdersRepository(tx.db);
      // under the order's lock: the response lists this call with every one noted before it
      const row = isUuid(id) ? await repo.lock(id) : undefined;
      if (!row) throw notFound();
      await repo.addCall(row.id, {
        outcome: body.outcome,
        note: body.note || null,
        byId: caller.userId,
        byName: actor.kind === 'system' ? null : actor.name,
      });
      return this.present(row, tx.db, false, { staff: true });
    });
  }

  /**
   * POST /order/confirm-by-buyer: the buyer's "Confirm my order" link. No session: the signed token
   * is the proof (buyer-link.ts). Forged, altered, expired or naming no COD order: 400. Single use:
   * the first sets `confirmed_by_buyer_at` under the order's row lock (a double click waits, then
   * finds it set) and notes it in the history; a second says so and changes nothing. An order no
   * longer Pending: 409.
   */
  async confirmByBuyer(token: string): Promise<BuyerConfirmResponse> {
    const id = this.deps.jwtSecret ? verifyBuyerConfirmToken(this.deps.jwtSecret, token) : undefined;
    if (!id) throw linkInvalid();
    return this.runOrderChange(async (tx) => {
      const repo = new OrdersRepository(tx.db);
      const row = await repo.lock(id);
      if (row?.paymentMethod !== 'COD') throw linkInvalid();
      if (row.confirmedByBuyerAt) {
        return {
          message: FULFILMENT_MESSAGES.buyerAlreadyConfirmed,
          code: 'buyerAlreadyConfirmed',
          status: row.status,
        };
      }
      if (row.status !== 'Pending') throw new AppError('CONFLICT', FULFILMENT_MESSAGES.notToConfirm);
      const updated = await repo.update(row.id, { confirmedByBuyerAt: new Date() });
      const buyer: Actor = row.userId
        ? { kind: 'customer', id: row.userId, name: row.shipping.name }
        : { kind: 'system' };
      await repo.addHistory(updated, buyer, 'Confirmed by the buyer (mail link)');
      return { message: FULFILMENT_MESSAGES.buyerConfirmed, code: 'buyerConfirmed', status: updated.status };
    });
  }

  /** POST /order/return-order/{id}: the owner, within RETURN_WINDOW_DAYS of completion. */
  requestReturn(caller: Caller, id: string, reason: string): Promise<Order> {
    return this.change({ ...caller, staff: false }, id, async (row) => {
      if (row.status !== 'Completed') throw invalidTransition(ORDER_MESSAGES.returnCompletedOnly, []);
      const completed = row.completedAt?.getTime() ?? 0;
      if (Date.now() - completed > RETURN_WINDOW_DAYS * DAY_MS) {
        throw invalidTransition(ORDER_MESSAGES.returnWindowOver(RETURN_WINDOW_DAYS), []);
      }
      return { change: { status: 'Return Requested' }, extra: { returnReason: reason } };
    });
  }

  /** POST /order/process-return/{id} (staff): accepted → Returned (stock back, refund), refused → Completed. */
  processReturn(caller: Caller, id: string, accept: boolean): Promise<Order> {
    return this.change(caller, id, async (row) => {
      if (row.status !== 'Return Requested') {
        throw invalidTransition(ORDER_MESSAGES.returnNotRequested, []);
      }
      return { change: { status: accept ? 'Returned' : 'Completed' } };
    });
  }

  /** DELETE /order/delete/{id} (staff): only a Canceled order (its stock is back already). */
  async delete(id: string): Promise<void> {
    await this.runOrderChange(async (tx) => {
      const repo = new OrdersRepository(tx.db);
      const row = isUuid(id) ? await repo.lock(id) : undefined;
      if (!row) throw notFound();
      if (row.status !== 'Canceled') throw new AppError('CONFLICT', ORDER_MESSAGES.deleteCanceledOnly);
      await repo.delete(id);
    });
  }

  /** POST /order/payment-reminders/send/{id} (staff): only while the order waits for its payment. */
  async sendReminder(id: string): Promise<void> {
    await this.runOrderChange(async (tx) => {
      const row = isUuid(id) ? await new OrdersRepository(tx.db).lock(id) : undefined;
      if (!row) throw notFound();
      if (row.paymentStatus !== 'pending' || row.status === 'Canceled') {
        throw new AppError('CONFLICT', ORDER_MESSAGES.reminderNotPending);
      }
      const input = this.mailInput(row, await this.present(row, tx.db));
      await tx.send({ template: 'payment-reminder', input });
    });
  }

  /**
   * One change in one workflow: lock the row, let `decide` check the caller's own rules and say what
   * to change, apply it. A customer is told 404 for an order that is not theirs.
   */
  private async change(
    caller: Caller,
    id: string,
    decide: (row: OrderRow) => Promise<{ change: OrderChange; extra?: Partial<NewOrderRow>; note?: string }>,
  ): Promise<Order> {
    const actor = await this.actor(caller);
    return this.runOrderChange(async (tx) => {
      const row = isUuid(id) ? await new OrdersRepository(tx.db).lock(id) : undefined;
      if (!row || !this.canSee(caller, row)) throw notFound();
      const { change, extra, note } = await decide(row);
      const applied = await this.applyLocked(tx, row, change, actor, { extra, note });
      return this.present(applied.order, tx.db, false, { staff: caller.staff });
    });
  }

  /** The caller as history records them. */
  private async actor(caller: Caller): Promise<Actor> {
    const name = await new OrdersRepository(this.db).userName(caller.userId);
    return { kind: caller.staff ? 'staff' : 'customer', id: caller.userId, name };
  }

  // ── what other modules ask of orders (checkout, payments, shipping; the catalogue) ───────────────

  /** How many order lines name a product (the catalogue hides rather than deletes such a product). */
  productReferences(productId: string): Promise<number> {
    return orderReferences(this.db, productId);
  }

  /** The order, read without a lock. */
  find(id: string): Promise<OrderRow | undefined> {
    return new OrdersRepository(this.db).find(id);
  }

  findByPaypalOrder(paypalOrderId: string): Promise<OrderRow | undefined> {
    return new OrdersRepository(this.db).findByPaypalOrder(paypalOrderId);
  }

  /** Locks the order's row until the change's transaction ends: changes apply one after the other. */
  lock(tx: OrderTransaction, id: string): Promise<OrderRow | undefined> {
    return new OrdersRepository(tx.db).lock(id);
  }

  lockByCode(tx: OrderTransaction, code: string): Promise<OrderRow | undefined> {
    return new OrdersRepository(tx.db).lockByCode(code);
  }

  /** What a payment provider said, noted on an order `tx` has locked, without a step (no history). */
  recordPayment(tx: OrderTransaction, id: string, values: PaymentFields): Promise<OrderRow> {
    return new OrdersRepository(tx.db).update(id, values);
  }

  /** A history entry without a step (the deposit received), on an order `tx` has locked. */
  async addNote(tx: OrderTransaction, row: OrderRow, actor: Actor, note: string): Promise<void> {
    await new OrdersRepository(tx.db).addHistory(row, actor, note);
  }

  /**
   * Pushes a payable order's expiry at least `ms` ahead (a payment is being captured) and returns the
   * expiry it holds the order to; undefined when the order is no longer waiting for payment.
   */
  holdForPayment(id: string, ms: number): Promise<{ until: Date | null } | undefined> {
    return new OrdersRepository(this.db).holdForPayment(id, ms);
  }

  /** Puts back the expiry a hold replaced, unless a later hold came meanwhile. */
  releaseHold(id: string, held: Date, expiresAt: Date | null): Promise<void> {
    return new OrdersRepository(this.db).releaseHold(id, held, expiresAt);
  }

  /** Ids of the orders an expiry job cancels, oldest due first; each is then locked with `lockIfDue`. */
  due(rule: ExpiryRule, limit: number): Promise<string[]> {
    const repo = new OrdersRepository(this.db);
    if (rule.kind === 'unpaid') return repo.dueForExpiry(limit);
    if (rule.kind === 'unconfirmed') return repo.dueUnconfirmed(rule.hours, limit);
    return repo.dueNotConfirmedByStaff(rule.days, limit);
  }

  /**
   * Locks the order if the rule still holds under the lock, skipping it when another transaction
   * holds it (another instance's job, a payment or a confirmation at that moment).
   */
  lockIfDue(tx: OrderTransaction, rule: ExpiryRule, id: string): Promise<OrderRow | undefined> {
    const repo = new OrdersRepository(tx.db);
    if (rule.kind === 'unpaid') return repo.lockIfDue(id);
    if (rule.kind === 'unconfirmed') return repo.lockIfUnconfirmed(id, rule.hours);
    return repo.lockIfNotConfirmedByStaff(id, rule.days);
  }

  /** The shop's history of a buyer about to place a COD order (its risk), in one query. */
  async riskHistory(target: RiskTarget): Promise<RiskHistory> {
    return (await new OrdersRepository(this.db).riskHistories([target]))[0]!;
  }

  /**
   * Takes the stock of every line in one guarded statement inside the order's transaction, or
   * refuses (409 OUT_OF_STOCK) naming the first line short and what is left; the caller's
   * transaction then rolls back. The catalogue's entries showing that stock are invalidated after the
   * commit.
   */
  async takeStock(tx: OrderTransaction, lines: readonly StockLine[]): Promise<void> {
    const repo = new OrdersRepository(tx.db);
    const taken = await repo.takeStock(lines);
    if (taken.length === lines.length) {
      tx.stockChanged({
        productIds: taken.map((t) => t.productId),
        emptiedOrRefilled: taken.some((t) => t.stockLeft === 0),
      });
      return;
    }
    const key = (l: { productId: string; size: string }) => `${l.productId}|${l.size}`;
    const took = new Set(taken.map(key));
    const short = [...lines].sort((a, b) => key(a).localeCompare(key(b))).find((l) => !took.has(key(l)))!;
    const available = await repo.stockOf(short.productId, short.size);
    throw new AppError('OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock(short.name, short.size, available), {
      productId: short.productId,
      size: short.size,
      name: short.name,
      available,
    });
  }

  /**
   * Writes a new order, its lines and its first history entry in the order's transaction (one
   * statement); returns its creation time, the database's. A code already taken fails it
   * (`isOrderCodeTaken`).
   */
  place(
    tx: OrderTransaction,
    order: Omit<OrderRow, 'createdAt' | 'updatedAt'>,
    items: OrderItemRow[],
    history: Omit<OrderHistoryRow, 'at'>,
  ): Promise<Date> {
    return new OrdersRepository(tx.db).place(order, items, history);
  }
}

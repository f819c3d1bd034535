import {
  type EditOrderBody,
  isUuid,
  ORDER_MESSAGES,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
  orderListQuerySchema,
  type QrPayment,
  RETURN_WINDOW_DAYS,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { type NewOrderRow, type OrderRow, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ResponseCache } from '../../web/response-cache.js';
import { type StockMove, stockMoved } from '../catalog/catalog.scopes.js';
import type { MailQueue } from '../mail/mail.queue.js';
import {
  type OrderMailInput,
  orderStatusMail,
  paymentReceivedMail,
  paymentReminderMail,
} from '../mail/order-mails.js';
import { invalidTransition, type OrderChange, type OrderPlan, planChange } from './order-rules.js';
import { toOrder } from './orders.mapper.js';
import { type Actor, OrdersRepository } from './orders.repository.js';

/** Who is asking: the user, and whether they are staff right now (the role is re-read per request). */
export interface Caller {
  userId: string;
  staff: boolean;
}

export interface OrdersDeps {
  db: Db;
  cache: ResponseCache;
  mail: MailQueue;
  publicUrl: string;
  paymentTtlMinutes: number;
  /** the VietQR details of a QR order still waiting for payment (the checkout module draws them) */
  qrPayment?: (order: OrderRow) => Promise<QrPayment | null>;
  /** the shop's account, shown in QR payment reminders */
  bank?: OrderMailInput['bank'];
}

export interface AppliedChange {
  order: OrderRow;
  plan: OrderPlan;
  /** the stock given back, when the plan restocks */
  stock?: StockMove | undefined;
  /** a mail was queued in the transaction: the worker is woken after the commit */
  mailed?: boolean;
}

const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
const DAY_MS = 86_400_000;

/**
 * Orders after checkout (DECISIONS §7, §10): reading them, and every change of their status or
 * payment status. Each change runs in one short transaction that locks the order's row, checks the
 * step against the state tables (order-rules.ts), writes the order, its history and any stock,
 * sold-count or coupon that goes back, and queues the customer's mail; after the commit the
 * catalogue's cached answers are dropped when stock moved.
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
    return { orders: full.map((f) => toOrder(f)), page: q.page, pageSize: q.pageSize, total };
  }

  /** GET /order/{id}: the owner or staff; anyone else is told it does not exist. */
  async get(caller: Caller, id: string): Promise<Order> {
    const row = isUuid(id) ? await new OrdersRepository(this.db).find(id) : undefined;
    if (!row || !this.canSee(caller, row)) throw notFound();
    return this.present(row, this.db, true);
  }

  /** The API shape of an order row, read with `db`; the QR details when asked and still payable. */
  async present(row: OrderRow, db: DbOrTx = this.db, withPayment = false): Promise<Order> {
    const [full] = await new OrdersRepository(db).withDetails([row]);
    const payable = row.paymentMethod === 'QR' && row.paymentStatus === 'pending' && row.status === 'Pending';
    const payment = withPayment && payable && this.deps.qrPayment ? await this.deps.qrPayment(row) : null;
    return toOrder(full!, payment);
  }

  private canSee(caller: Caller, row: OrderRow) {
    return caller.staff || row.userId === caller.userId;
  }

  // ── changes ──────────────────────────────────────────────────────────────────────────────────────

  /** PATCH /order/edit-order/{id} (staff): any step the tables allow, status and payment together. */
  edit(caller: Caller, id: string, body: EditOrderBody): Promise<Order> {
    return this.change(caller, id, async () => ({
      change: { status: body.status, paymentStatus: body.paymentStatus },
    }));
  }

  /** POST /order/cancel/{id}: the owner while Pending; staff wherever the table allows it. */
  cancel(caller: Caller, id: string): Promise<Order> {
    return this.change(caller, id, async (row) => {
      if (!caller.staff && row.status !== 'Pending') {
        throw invalidTransition(ORDER_MESSAGES.customerCancelPendingOnly, []);
      }
      return { change: { status: 'Canceled' } };
    });
  }

  /** POST /order/return-order/{id}: the owner, within 7 days of completion (DECISIONS §7). */
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
    await this.db.transaction(async (tx) => {
      const repo = new OrdersRepository(tx);
      const row = isUuid(id) ? await repo.lock(id) : undefined;
      if (!row) throw notFound();
      if (row.status !== 'Canceled') throw new AppError('CONFLICT', ORDER_MESSAGES.deleteCanceledOnly);
      await repo.delete(id);
    });
  }

  /** POST /order/payment-reminders/send/{id} (staff): only while the order waits for its payment. */
  async sendReminder(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = isUuid(id) ? await new OrdersRepository(tx).lock(id) : undefined;
      if (!row) throw notFound();
      if (row.paymentStatus !== 'pending' || row.status === 'Canceled') {
        throw new AppError('CONFLICT', ORDER_MESSAGES.reminderNotPending);
      }
      const order = await this.present(row, tx);
      await this.deps.mail.enqueue(tx, paymentReminderMail(this.mailInput(row, order)));
    });
    this.deps.mail.wake();
  }

  /**
   * One change in one transaction: lock the row, let `decide` check the caller's own rules and say
   * what to change, apply it. A customer is told 404 for an order that is not theirs.
   */
  private async change(
    caller: Caller,
    id: string,
    decide: (row: OrderRow) => Promise<{ change: OrderChange; extra?: Partial<NewOrderRow> }>,
  ): Promise<Order> {
    const actor = await this.actor(caller);
    const result = await this.db.transaction(async (tx) => {
      const row = isUuid(id) ? await new OrdersRepository(tx).lock(id) : undefined;
      if (!row || !this.canSee(caller, row)) throw notFound();
      const { change, extra } = await decide(row);
      const applied = await this.applyLocked(tx, row, change, actor, { extra });
      return { applied, order: await this.present(applied.order, tx) };
    });
    this.afterCommit([result.applied]);
    return result.order;
  }

  /** The caller as history records them. */
  private async actor(caller: Caller): Promise<Actor> {
    const [user] = await this.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, caller.userId))
      .limit(1);
    return { kind: caller.staff ? 'staff' : 'customer', id: caller.userId, name: user?.name ?? null };
  }

  /**
   * Applies a change to an order whose row the caller's transaction has locked: checks it
   * (409 INVALID_TRANSITION), writes it with a history entry, gives stock, sold counts and the coupon
   * use back where the plan says so, and queues the status mail. Used by the endpoints above and by
   * the payment side (expiry, bank webhook, PayPal). Call `afterCommit` once the transaction is done.
   * `paymentReceivedMail`: the payment side's completion (bank transfers, PayPal capture) also queues
   * the buyer's "payment received" mail (issue #28), in this transaction and under the order's dedupe
   * key: the payment moves from pending once under the row lock, and the key makes sure of it.
   */
  async applyLocked(
    tx: DbOrTx,
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
    const repo = new OrdersRepository(tx);
    if (!plan.statusChanged && !plan.paymentChanged && !options.extra) return { order: row, plan };
    let stock: StockMove | undefined;
    if (plan.restock) {
      const items = [...(await repo.items(row.id))].sort((a, b) =>
        `${a.productId}|${a.size}`.localeCompare(`${b.productId}|${b.size}`),
      );
      // line by line in a fixed order, stock then the product's sold count, then the coupon: the
      // same order as checkout takes its locks, so the two never wait on each other in a circle
      const productIds: string[] = [];
      let emptiedOrRefilled = false;
      for (const item of items) {
        if (!item.productId) continue;
        const back = await repo.returnStock(item.productId, item.size, item.quantity);
        productIds.push(item.productId);
        emptiedOrRefilled ||= back.refilled;
      }
      stock = { productIds, emptiedOrRefilled };
      if (plan.releaseCoupon && row.couponId) await repo.releaseCoupon(row.couponId, row.id);
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
      const order = await this.present(updated, tx);
      if (plan.statusChanged) {
        await this.deps.mail.enqueue(tx, orderStatusMail(this.mailInput(updated, order)));
      }
      if (paid) await this.deps.mail.enqueue(tx, paymentReceivedMail(this.mailInput(updated, order)));
    }
    return { order: updated, plan, ...(stock && { stock }), ...(paid && { mailed: true }) };
  }

  /** After the transaction of one or more changes: fresh stock for shoppers, mails sent now. */
  afterCommit(applied: AppliedChange[]): void {
    stockMoved(
      this.deps.cache,
      applied.flatMap((a) => (a.stock ? [a.stock] : [])),
    );
    if (applied.some((a) => a.plan.statusChanged || a.mailed)) this.deps.mail.wake();
  }

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
}

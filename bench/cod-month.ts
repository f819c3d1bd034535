// `npm run sim:cod -w @shop/bench`: a month of simulated cash-on-delivery
// orders through the real app (PGlite, in-process, listening on a free port so that the carrier's
// callbacks reach it over HTTP) and a fake GHN in the same process (apps/server/test/fakes/ghn.ts).
// Buyers place COD orders through the checkout API, staff work the "To confirm" queue (docs/decisions/0045:
// LOW confirmed, MEDIUM called, HIGH asked a deposit by checkout), the bank's webhook brings deposits,
// the payment expiry cancels the unpaid ones, staff ship with GHN, and GHN reports delivered or refused.
// Every order's outcome at the door is drawn up front from its buyer's kind, so the counterfactual
// "everything shipped" is known. Prints a Markdown table (bench/NOTES.md keeps the dated runs).
//
// SIM_SEED (default 29) makes a run reproducible; SIM_ORDERS (default 300) over 30 simulated days by
// SIM_BUYERS (default 120) buyers. Simulated time only orders the events: the app sees them minutes
// apart in real time, and the expiry jobs and the catch-up poll run only when the simulation calls them.
// SIM_TRACE=1 adds one line per order (who, the history the app saw, the risk, the end).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  type CheckoutResponse,
  codRisk,
  type Order,
  type OrderListResponse,
  type RiskHistory,
  type RiskLevel,
  type Shipment,
  type ShipQuote,
  stripDiacritics,
} from '@shop/shared';
import { sendBankTransfer } from '@shop/test-fakes/bank';
import { startFakeGhn } from '@shop/test-fakes/ghn';
import { eq, sql } from 'drizzle-orm';
import { orders, productSizes, products } from '../apps/server/src/db/schema/index.js';
import { benchApp } from './bench-app.js';

const SEED = Number(process.env.SIM_SEED ?? 29);
const ORDER_COUNT = Number(process.env.SIM_ORDERS ?? 300);
const BUYER_COUNT = Number(process.env.SIM_BUYERS ?? 120);
const DAYS = 30;
const WEBHOOK_TOKEN = 'sim-ghn-callback-token-0123456789';
const started = performance.now();

// ── the seeded random numbers (mulberry32) ──────────────────────────────────────────────────────────

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = mulberry32(SEED);
const chance = (p: number) => random() < p;
const between = (low: number, high: number) => low + random() * (high - low);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// ── the buyers ──────────────────────────────────────────────────────────────────────────────────────

type Kind = 'reliable' | 'casual' | 'boom';
/** How each kind behaves: the chance to refuse a parcel at the door, to pay a deposit asked, to be unreachable when staff call. */
const KINDS: Record<Kind, { share: number; refuse: number; payDeposit: number; unreachable: number }> = {
  reliable: { share: 0.65, refuse: 0.02, payDeposit: 0.9, unreachable: 0.05 },
  casual: { share: 0.25, refuse: 0.1, payDeposit: 0.8, unreachable: 0.15 },
  boom: { share: 0.1, refuse: 0.7, payDeposit: 0.2, unreachable: 0.6 },
};
/**
 * The chance to have a second identity: `sharedPhone` a second account (another e-mail) on the same
 * phone, `newPhone` a new account and phone at the same address. A boom buyer turns to it after a refusal.
 */
const TACTICS: Record<Kind, { sharedPhone: number; newPhone: number }> = {
  reliable: { sharedPhone: 0.08, newPhone: 0.05 },
  casual: { sharedPhone: 0.08, newPhone: 0.05 },
  boom: { sharedPhone: 0.35, newPhone: 0.35 },
};
type Tactic = 'none' | 'shared-phone' | 'new-phone';

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô'];
const GIVEN = [
  'Thị Lan',
  'Minh Anh',
  'Thu Hà',
  'Ngọc Mai',
  'Thanh Hương',
  'Bảo Trâm',
  'Khánh Linh',
  'Hồng Nhung',
];
const STREETS = ['Đồng Khởi', 'Lê Lợi', 'Trần Hưng Đạo', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Phạm Ngũ Lão'];
const PLACES: { province: string; typed: string; ward: string }[] = [
  { province: 'Thành phố Hồ Chí Minh', typed: 'TP.HCM', ward: 'Phường Sài Gòn' },
  { province: 'Thành phố Hà Nội', typed: 'Hà Nội', ward: 'Phường Hoàn Kiếm' },
  { province: 'Thành phố Đà Nẵng', typed: 'Đà Nẵng', ward: 'Phường Hải Châu' },
  { province: 'Thành phố Cần Thơ', typed: 'Cần Thơ', ward: 'Phường Ninh Kiều' },
];

interface Address {
  province: string;
  ward: string;
  street: string;
}
interface Identity {
  email: string;
  /** the phone as the ledger compares it (digits, leading 0) and as this identity types it */
  phone: string;
  phoneTyped: string;
  address: Address;
  session?: Session;
}
interface Buyer {
  index: number;
  kind: Kind;
  tactic: Tactic;
  name: string;
  identities: Identity[];
  weight: number;
}

const phoneOf = (n: number) => `09${String(10_000_000 + n).slice(-8)}`;

function makeBuyers(): Buyer[] {
  const boom = Math.round(BUYER_COUNT * KINDS.boom.share);
  const casual = Math.round(BUYER_COUNT * KINDS.casual.share);
  const kinds: Kind[] = Array.from({ length: BUYER_COUNT }, (_, i) =>
    i < boom ? 'boom' : i < boom + casual ? 'casual' : 'reliable',
  );
  // Fisher–Yates with the seeded numbers: the kinds spread over the buyers' indexes
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds.map((kind, index) => {
    const place = pick(PLACES);
    const streetName = pick(STREETS);
    const address = { province: place.typed, ward: place.ward, street: `${index + 10} ${streetName}` };
    const roll = random();
    const tactic: Tactic =
      roll < TACTICS[kind].sharedPhone
        ? 'shared-phone'
        : roll < TACTICS[kind].sharedPhone + TACTICS[kind].newPhone
          ? 'new-phone'
          : 'none';
    const phone = phoneOf(index * 3);
    const identities: Identity[] = [
      { email: `sim-${SEED}-b${index}@example.vn`, phone, phoneTyped: phone, address },
    ];
    if (tactic === 'shared-phone') {
      // a second account (another e-mail) on the same phone, typed the international way
      identities.push({
        email: `sim-${SEED}-b${index}-alt@example.vn`,
        phone,
        phoneTyped: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}`,
        address,
      });
    }
    if (tactic === 'new-phone') {
      // a new account and phone at the same address, typed without accents and with other punctuation
      identities.push({
        email: `sim-${SEED}-b${index}-new@example.vn`,
        phone: phoneOf(index * 3 + 1),
        phoneTyped: phoneOf(index * 3 + 1),
        address: {
          province: place.province,
          ward: stripDiacritics(place.ward).toLowerCase(),
          street: `${index + 10}, ${stripDiacritics(streetName).toLowerCase()}`,
        },
      });
    }
    return {
      index,
      kind,
      tactic,
      name: `${pick(FAMILY)} ${pick(GIVEN)}`,
      identities,
      // how often each buyer orders: most a few times, some often; boom buyers a little more
      weight: -Math.log(1 - random()) * (kind === 'boom' ? 1.5 : 1),
    };
  });
}

// ── the catalogue: a few products stocked deep enough never to run out ────────────────────────────

const CATALOGUE = [
  { name: 'Camisole ren', category: 'Camisole', price: 189_000, weight: 4 },
  { name: 'Áo sơ mi lụa', category: 'Stylish blouse', price: 329_000, weight: 5 },
  { name: 'Chân váy xếp ly', category: 'Skirt', price: 459_000, weight: 4 },
  { name: 'Bộ ngủ satin', category: 'Sleepwear', price: 520_000, weight: 3 },
  { name: 'Áo len cổ lọ', category: 'Sweater', price: 690_000, weight: 3 },
  { name: 'Bộ vest công sở', category: 'Full set', price: 1_290_000, weight: 1 },
] as const;
/** the one product that takes an order above 2,000,000 ₫ (LARGE_ORDER) */
const GOWN = { name: 'Đầm dạ hội', category: 'Full set', price: 2_450_000 } as const;

// ── the simulated orders ────────────────────────────────────────────────────────────────────────────

type Fate = 'open' | 'delivered' | 'refused' | 'expired' | 'unreachable' | 'error';
interface SimOrder {
  n: number;
  at: number;
  buyer: Buyer;
  identity: number;
  /** drawn up front: what happens at the door if the parcel is sent */
  wouldRefuse: boolean;
  lines: { productId: string; quantity: number }[];
  id: string;
  code: string;
  total: number;
  level: RiskLevel;
  score: number;
  deposit: number;
  /** checkout's history of this order as the simulation's own ledger counts it */
  expected?: RiskHistory;
  staffLevel?: RiskLevel;
  quoteFee: number;
  fee: number;
  codAmount: number;
  tracking: string;
  depositPaid: boolean;
  fate: Fate;
  reachable: boolean;
}

/** What the app should know: every order placed, by phone, e-mail and address (buyer), and its state. */
interface LedgerEntry {
  order: SimOrder;
  phone: string;
  email: string;
  address: number;
  /**
   * failing: the carrier flagged a failed delivery and the parcel is still out (the app counts it as
   * refused); open: waiting for staff or the carrier's pickup (with no deposit paid, the app counts it
   * as an open COD order, docs/decisions/0002); shipped: handed to the carrier
   */
  state: 'open' | 'shipped' | 'completed' | 'canceled' | 'refused' | 'failing';
}
const ledger: LedgerEntry[] = [];

function expectedHistory(o: SimOrder): RiskHistory {
  const me = o.buyer.identities[o.identity]!;
  const h: RiskHistory = {
    placed: 0,
    completed: 0,
    canceled: 0,
    refused: 0,
    returns: 0,
    blacklisted: 0,
    open: 0,
  };
  for (const e of ledger) {
    if (e.order === o) continue;
    if (e.phone !== me.phone && e.email !== me.email && e.address !== o.buyer.index) continue;
    h.placed += 1;
    if (e.state === 'completed') h.completed += 1;
    if (e.state === 'canceled') h.canceled += 1;
    if (e.state === 'refused' || e.state === 'failing') h.refused += 1;
    if (e.state === 'open' && !e.order.depositPaid) h.open += 1;
  }
  return h;
}
const setState = (o: SimOrder, state: LedgerEntry['state']) => {
  const entry = ledger.find((e) => e.order === o);
  if (entry) entry.state = state;
};

// ── the app, the carrier, the staff ─────────────────────────────────────────────────────────────────

const ghn = await startFakeGhn();
const { app, dataDir } = await benchApp(
  'pglite',
  'cod-month',
  // the simulation runs the expiry jobs and the catch-up poll itself, when its clock says so
  { paymentExpiry: { intervalMs: 86_400_000 }, shipmentPoll: { intervalMs: 86_400_000 } },
  undefined,
  {
    GHN_API_BASE: ghn.base,
    GHN_TOKEN: ghn.token,
    GHN_SHOP_ID: ghn.shopId,
    GHN_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    // a slow request's warning would land in the middle of the table
    LOG_LEVEL: 'error',
  },
);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
ghn.setCallbackUrl(`http://127.0.0.1:${port}/api/shipping/ghn/callback?token=${WEBHOOK_TOKEN}`);

const catalogue = await app.ctx.db
  .insert(products)
  .values(
    [...CATALOGUE, GOWN].map((p) => ({
      name: p.name,
      price: p.price,
      category: p.category,
      searchText: stripDiacritics(p.name).toLowerCase(),
    })),
  )
  .returning({ id: products.id });
await app.ctx.db
  .insert(productSizes)
  .values(catalogue.map((p) => ({ productId: p.id, size: 'M' as const, stock: 1_000_000, position: 0 })));
await app.ctx.db.execute(sql`analyze`);
const productIds = catalogue.map((p) => p.id);

type Account = Awaited<ReturnType<typeof app.services.auth.repo.create>>;
/** A signed-in account's headers; access tokens last 15 minutes, a run may take longer: a new one every 10. */
interface Session {
  account: Account;
  headers: Record<string, string>;
  at: number;
}
async function signIn(account: Account): Promise<Session> {
  const session = await app.services.auth.startSession(account);
  return { account, headers: { authorization: `Bearer ${session.tokens.accessToken}` }, at: Date.now() };
}
async function fresh(session: Session) {
  if (Date.now() - session.at > 10 * 60_000) Object.assign(session, await signIn(session.account));
  return session.headers;
}
const staff = await signIn(
  await app.services.auth.repo.create({
    email: `sim-${SEED}-staff@example.vn`,
    name: 'Chị Hạnh (CSKH)',
    passwordHash: null,
    role: 'MANAGER',
    isVerified: true,
  }),
);
const staffHeaders = () => fresh(staff);

/** A buyer identity's headers: its own verified account (as the tests make one), made at first use. */
async function buyerHeaders(buyer: Buyer, identity: Identity) {
  identity.session ??= await signIn(
    await app.services.auth.repo.create({
      email: identity.email,
      name: buyer.name,
      passwordHash: null,
      role: 'CUSTOMER',
      isVerified: true,
    }),
  );
  return fresh(identity.session);
}

/** One call to the API as a browser makes it; a response other than `expect` throws. */
async function api<T>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  expect = 200,
): Promise<T> {
  const res = await app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== expect) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

// ── the events, in simulated time (hours) ───────────────────────────────────────────────────────────

interface SimEvent {
  at: number;
  seq: number;
  order: SimOrder;
  run: (o: SimOrder, at: number) => Promise<void>;
}
const queue: SimEvent[] = [];
let seq = 0;
const schedule = (order: SimOrder, at: number, run: SimEvent['run']) =>
  queue.push({ at, seq: seq++, order, run });

const problems: string[] = [];
const checks = {
  checkoutRisk: { ok: 0, all: 0, misses: [] as string[] },
  staffHistory: { ok: 0, all: 0, misses: [] as string[] },
  inQueue: { ok: 0, all: 0 },
  queueSorted: { ok: 0, all: 0 },
  staffLevelChanged: [] as string[],
  finalState: { ok: 0, all: 0, misses: [] as string[] },
  quoteIsFee: { ok: 0, all: 0 },
};
const label = (o: SimOrder) => `#${o.n} ${o.code} (buyer ${o.buyer.index}, ${o.buyer.kind})`;
const historyText = (
  h: Pick<RiskHistory, 'placed' | 'completed' | 'canceled' | 'refused'> & { open?: number },
) =>
  `placed ${h.placed}, completed ${h.completed}, canceled ${h.canceled}, refused ${h.refused}${h.open === undefined ? '' : `, open ${h.open}`}`;

async function place(o: SimOrder, at: number) {
  const buyer = o.buyer;
  // a buyer with a second identity: a boom buyer turns to it after a refusal, others use it anyway
  const refusedBefore = ledger.some((e) => e.order.buyer === buyer && e.state === 'refused');
  if (buyer.tactic === 'shared-phone')
    o.identity = buyer.kind === 'boom' ? (refusedBefore ? 1 : 0) : chance(0.5) ? 1 : 0;
  if (buyer.tactic === 'new-phone') {
    const ordered = ledger.some((e) => e.order.buyer === buyer);
    o.identity = buyer.kind === 'boom' ? (refusedBefore ? 1 : 0) : ordered ? 1 : 0;
  }
  const me = buyer.identities[o.identity]!;
  const headers = await buyerHeaders(buyer, me);
  for (const line of o.lines) {
    await api('POST', '/cart/addItem', headers, {
      productId: line.productId,
      size: 'M',
      quantity: line.quantity,
    });
  }
  o.expected = expectedHistory(o);
  const placed = await api<CheckoutResponse>(
    'POST',
    '/payment/create-checkout-cod',
    headers,
    {
      shipping: {
        name: buyer.name,
        phone: me.phoneTyped,
        email: me.email,
        country: 'Vietnam',
        ...me.address,
        note: 'Gọi trước khi giao',
      },
      acceptPolicy: true,
    },
    201,
  );
  Object.assign(o, { id: placed.order.id, code: placed.order.code, total: placed.order.total });
  o.deposit = placed.deposit?.amount ?? 0;
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, o.id));
  o.level = row?.riskLevel ?? 'LOW';
  o.score = row?.riskScore ?? 0;
  ledger.push({ order: o, phone: me.phone, email: me.email, address: buyer.index, state: 'open' });

  const expected = codRisk(o.expected, o.total);
  checks.checkoutRisk.all += 1;
  if (expected.level === o.level && expected.score === o.score) checks.checkoutRisk.ok += 1;
  else
    checks.checkoutRisk.misses.push(
      `${label(o)}: checkout ${o.level} ${o.score}, the rules on the ledger (${historyText(o.expected)}) ${expected.level} ${expected.score}`,
    );
  if ((o.level === 'HIGH') !== o.deposit > 0)
    problems.push(`${label(o)}: ${o.level} with a deposit of ${o.deposit}`);

  if (o.deposit > 0) {
    // the QR is on the buyer's screen: they transfer within minutes, or never (the order expires)
    if (chance(KINDS[buyer.kind].payDeposit)) schedule(o, at + between(0.05, 0.4), payDeposit);
    else {
      schedule(o, at + 0.5, expire);
      return;
    }
  }
  schedule(o, at + between(1, 8), review);
}

async function payDeposit(o: SimOrder) {
  const res = await sendBankTransfer(app, {
    amount: o.deposit,
    content: `MBVCB.123456 ${o.code} coc don hang`,
  });
  if (res.statusCode !== 200) throw new Error(`bank webhook → ${res.statusCode} ${res.body}`);
  o.depositPaid = true;
}

/** GHN's fee for the order's parcel, as staff see it before shipping (the counterfactual's fee too). */
const quote = async (o: SimOrder) =>
  (await api<{ quote: ShipQuote }>('GET', `/order/ship-quote/${o.id}`, await staffHeaders())).quote.fee;

async function expire(o: SimOrder) {
  // the 30 minutes have passed: the deadline moved into the past, then the expiry job every instance runs
  await app.ctx.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, o.id));
  await app.services.paymentExpiry.expireUnpaid();
  o.quoteFee = await quote(o);
  const order = await staffView(o);
  if (order.status !== 'Canceled') throw new Error(`expired deposit left ${order.status}`);
  o.fate = 'expired';
  setState(o, 'canceled');
  finalCheck(o, order, order.paymentStatus === 'failed' && order.cancelReason === null);
}

const staffView = async (o: SimOrder) =>
  (await api<{ order: Order }>('GET', `/order/${o.id}`, await staffHeaders())).order;

/** Staff open the "To confirm" queue, find the order, read its risk and the parcel's quote, and act. */
async function review(o: SimOrder, at: number) {
  const headers = await staffHeaders();
  const list = await api<OrderListResponse>('GET', '/order?queue=to-confirm&pageSize=100', headers);
  checks.queueSorted.all += 1;
  const sorted = list.orders.every((x, i) => {
    const prev = list.orders[i - 1];
    if (!prev) return true;
    const [a, b] = [prev.risk?.score ?? 0, x.risk?.score ?? 0];
    return a > b || (a === b && prev.createdAt <= x.createdAt);
  });
  if (sorted) checks.queueSorted.ok += 1;
  let order = list.orders.find((x) => x.id === o.id);
  checks.inQueue.all += 1;
  if (order) checks.inQueue.ok += 1;
  order ??= await staffView(o);

  const history = order.buyerHistory;
  const expected = expectedHistory(o);
  checks.staffHistory.all += 1;
  if (
    history &&
    history.placed === expected.placed &&
    history.completed === expected.completed &&
    history.canceled === expected.canceled &&
    history.refused === expected.refused
  )
    checks.staffHistory.ok += 1;
  else
    checks.staffHistory.misses.push(
      `${label(o)}: staff view ${history ? historyText(history) : 'none'}, ledger ${historyText(expected)}`,
    );
  o.staffLevel = order.risk?.level ?? 'LOW';
  if (o.staffLevel !== o.level)
    checks.staffLevelChanged.push(
      `${label(o)}: checkout ${o.level} ${o.score}, staff ${o.staffLevel} ${order.risk?.score}`,
    );
  o.quoteFee = await quote(o);

  if (o.deposit > 0) {
    if (!order.depositPaid) throw new Error('deposit not paid at review');
    return confirm(o, at);
  }
  if (o.staffLevel === 'LOW') return confirm(o, at);
  // MEDIUM (or HIGH since checkout, without a deposit asked): a call before confirming
  if (o.reachable) {
    await api('POST', `/order/call/${o.id}`, headers, { outcome: 'CONFIRMED', note: 'Khách xác nhận' });
    return confirm(o, at);
  }
  await api('POST', `/order/call/${o.id}`, headers, { outcome: 'NO_ANSWER' });
  schedule(o, at + between(2, 6), callAgain);
}

async function callAgain(o: SimOrder) {
  const headers = await staffHeaders();
  await api('POST', `/order/call/${o.id}`, headers, { outcome: 'NO_ANSWER', note: 'Gọi lần 2' });
  const { order } = await api<{ order: Order }>('POST', `/order/cancel/${o.id}`, headers, {
    reason: 'BUYER_UNREACHABLE',
    note: 'Gọi 2 lần không nghe máy',
  });
  o.fate = 'unreachable';
  setState(o, 'canceled');
  finalCheck(o, order, order.status === 'Canceled' && order.cancelReason === 'BUYER_UNREACHABLE');
}

async function confirm(o: SimOrder, at: number) {
  await api('PATCH', `/order/edit-order/${o.id}`, await staffHeaders(), { status: 'Confirmed' });
  schedule(o, at + between(2, 20), ship);
}

async function ship(o: SimOrder, at: number) {
  const { shipment } = await api<{ order: Order; shipment: Shipment }>(
    'POST',
    `/order/ship/${o.id}`,
    await staffHeaders(),
    {},
    201,
  );
  Object.assign(o, { tracking: shipment.trackingCode, fee: shipment.fee, codAmount: shipment.codAmount });
  setState(o, 'shipped');
  checks.quoteIsFee.all += 1;
  if (o.fee === o.quoteFee) checks.quoteIsFee.ok += 1;
  if (o.codAmount !== o.total - (o.depositPaid ? o.deposit : 0))
    problems.push(`${label(o)}: COD ${o.codAmount} for a total of ${o.total} and a deposit of ${o.deposit}`);
  schedule(o, at + between(3, 20), carrier('picked'));
}

/** GHN moves the parcel on and calls the shop back (over HTTP); the shop must respond 200. */
function carrier(status: string) {
  return async (o: SimOrder, at: number) => {
    const options =
      status === 'delivered'
        ? { codCollected: o.codAmount }
        : status === 'delivery_fail'
          ? { reason: 'Khách từ chối nhận hàng' }
          : {};
    const answered = await ghn.advance(o.tracking, status, options);
    if (answered !== 200) throw new Error(`GHN ${status} callback → ${answered}`);
    if (status === 'picked') schedule(o, at + between(12, 36), carrier('delivering'));
    if (status === 'delivering')
      schedule(o, at + between(2, 8), carrier(o.wouldRefuse ? 'delivery_fail' : 'delivered'));
    if (status === 'delivery_fail') {
      setState(o, 'failing');
      schedule(o, at + between(24, 72), carrier('returned'));
    }
    if (status === 'delivered') {
      const order = await staffView(o);
      o.fate = 'delivered';
      setState(o, 'completed');
      finalCheck(o, order, order.status === 'Completed' && order.paymentStatus === 'completed');
    }
    if (status === 'returned') {
      const order = await staffView(o);
      o.fate = 'refused';
      setState(o, 'refused');
      finalCheck(o, order, order.status === 'Canceled' && order.cancelReason === 'REFUSED_AT_DOOR');
    }
  };
}

function finalCheck(o: SimOrder, order: Order, ok: boolean) {
  checks.finalState.all += 1;
  if (ok) checks.finalState.ok += 1;
  else
    checks.finalState.misses.push(
      `${label(o)} ${o.fate}: ${order.status} ${order.paymentStatus} ${order.cancelReason ?? ''}`,
    );
}

// ── the month ───────────────────────────────────────────────────────────────────────────────────────

const buyers = makeBuyers();
const totalWeight = buyers.reduce((sum, b) => sum + b.weight, 0);
const buyerFor = (i: number) => {
  // every buyer orders once; the rest of the orders go by how often each buyer orders
  if (i < buyers.length) return buyers[i]!;
  let r = random() * totalWeight;
  for (const b of buyers) {
    r -= b.weight;
    if (r <= 0) return b;
  }
  return buyers.at(-1)!;
};
const simOrders: SimOrder[] = Array.from({ length: ORDER_COUNT }, (_, i) => {
  const buyer = buyerFor(i);
  const count = chance(0.6) ? 1 : chance(0.7) ? 2 : 3;
  const lines = new Map<string, number>();
  for (let k = 0; k < count; k++) {
    const total = CATALOGUE.reduce((s, p) => s + p.weight, 0);
    let r = random() * total;
    const index = CATALOGUE.findIndex((p) => {
      r -= p.weight;
      return r <= 0;
    });
    lines.set(productIds[Math.max(0, index)]!, chance(0.15) ? 2 : 1);
  }
  if (chance(0.05)) lines.set(productIds.at(-1)!, chance(0.3) ? 2 : 1);
  return {
    n: 0,
    at: random() * DAYS * 24,
    buyer,
    identity: 0,
    wouldRefuse: chance(KINDS[buyer.kind].refuse),
    lines: [...lines].map(([productId, quantity]) => ({ productId, quantity })),
    id: '',
    code: '',
    total: 0,
    level: 'LOW',
    score: 0,
    deposit: 0,
    quoteFee: 0,
    fee: 0,
    codAmount: 0,
    tracking: '',
    depositPaid: false,
    fate: 'open',
    reachable: !chance(KINDS[buyer.kind].unreachable),
  };
});
simOrders.sort((a, b) => a.at - b.at);
simOrders.forEach((o, i) => {
  o.n = i + 1;
  schedule(o, o.at, place);
});

const simStarted = performance.now();
let done = 0;
while (queue.length) {
  let next = 0;
  for (let i = 1; i < queue.length; i++) {
    const [a, b] = [queue[i]!, queue[next]!];
    if (a.at < b.at || (a.at === b.at && a.seq < b.seq)) next = i;
  }
  const [event] = queue.splice(next, 1);
  if (!event) break;
  try {
    await event.run(event.order, event.at);
  } catch (err) {
    event.order.fate = 'error';
    problems.push(`${label(event.order)} at day ${(event.at / 24).toFixed(1)}: ${(err as Error).message}`);
  }
  if (event.run === place && ++done % 50 === 0)
    process.stderr.write(
      `${done} orders placed, ${((performance.now() - simStarted) / 1000).toFixed(0)} s\n`,
    );
}
const simSeconds = (performance.now() - simStarted) / 1000;

// ── the figures ─────────────────────────────────────────────────────────────────────────────────────

const count = (f: (o: SimOrder) => boolean, list = simOrders) => list.filter(f).length;
const sum = (f: (o: SimOrder) => number, list = simOrders) => list.reduce((s, o) => s + f(o), 0);
const vnd = (n: number) => `${n.toLocaleString('en-US')} ₫`;
const pct = (a: number, b: number) => (b ? `${Math.round((a / b) * 100)} %` : '–');
const stopped = (o: SimOrder) => o.fate === 'expired' || o.fate === 'unreachable';
const shipped = (o: SimOrder) => o.fate === 'delivered' || o.fate === 'refused';

const wouldRefuse = count((o) => o.wouldRefuse);
const caught = count((o) => o.wouldRefuse && stopped(o));
const lost = simOrders.filter((o) => !o.wouldRefuse && stopped(o));
const refusedFees = sum((o) => (o.fate === 'refused' ? 2 * o.fee : 0));
const counterfactualFees = sum((o) => (o.wouldRefuse ? 2 * o.quoteFee : 0));
const levels = (list: SimOrder[]) =>
  (['LOW', 'MEDIUM', 'HIGH'] as const).map((l) => count((o) => o.level === l, list)).join(' / ');

const rows: [string, string][] = [
  [
    'Orders placed (COD)',
    `${count((o) => o.id !== '')} (${count((o) => o.total >= 2_000_000)} of 2,000,000 ₫ or more)`,
  ],
  ['Risk at checkout: LOW / MEDIUM / HIGH', levels(simOrders)],
  [
    'Deposits asked / paid / expired',
    `${count((o) => o.deposit > 0)} / ${count((o) => o.depositPaid)} / ${count((o) => o.fate === 'expired')}`,
  ],
  [
    'Staff calls (MEDIUM): confirmed / unreachable',
    `${count((o) => o.deposit === 0 && o.staffLevel !== undefined && o.staffLevel !== 'LOW' && o.reachable)} / ${count((o) => o.fate === 'unreachable')}`,
  ],
  [
    'Canceled before shipping: unpaid deposit (expired) / BUYER_UNREACHABLE',
    `${count((o) => o.fate === 'expired')} / ${count((o) => o.fate === 'unreachable')}`,
  ],
  ['Shipped with GHN', String(count(shipped))],
  [
    'Delivered (COD collected)',
    `${count((o) => o.fate === 'delivered')} (${vnd(sum((o) => (o.fate === 'delivered' ? o.codAmount : 0)))})`,
  ],
  ['Refused at the door', String(count((o) => o.fate === 'refused'))],
  [
    'Would-be refusals if everything shipped / actual refusals',
    `${wouldRefuse} / ${count((o) => o.fate === 'refused')}`,
  ],
  [
    '**Risky orders caught before shipping**',
    `**${caught} of ${wouldRefuse} (${pct(caught, wouldRefuse)})**: ${count((o) => o.wouldRefuse && o.fate === 'expired')} unpaid deposit, ${count((o) => o.wouldRefuse && o.fate === 'unreachable')} unreachable`,
  ],
  [
    'Good orders lost to the checks (false positives)',
    `${lost.length} of ${simOrders.length - wouldRefuse} (${pct(lost.length, simOrders.length - wouldRefuse)}; ${vnd(sum((o) => o.total, lost))}): ${count((o) => o.fate === 'expired', lost)} unpaid deposit, ${count((o) => o.fate === 'unreachable', lost)} unreachable`,
  ],
  [
    'Carrier fees on refused parcels (fee × 2), actual / everything shipped',
    `${vnd(refusedFees)} / ${vnd(counterfactualFees)}`,
  ],
  [
    'Deposits kept on refused parcels',
    vnd(sum((o) => (o.fate === 'refused' && o.depositPaid ? o.deposit : 0))),
  ],
  ['Errors', String(count((o) => o.fate === 'error'))],
  [
    'Wall time (app start to the last event) / the month alone',
    `${((performance.now() - started) / 1000).toFixed(1)} s / ${simSeconds.toFixed(1)} s`,
  ],
];
const kindRows = (['reliable', 'casual', 'boom'] as const).map((kind) => {
  const list = simOrders.filter((o) => o.buyer.kind === kind);
  return `| ${kind} | ${buyers.filter((b) => b.kind === kind).length} | ${list.length} | ${levels(list)} | ${count((o) => o.wouldRefuse, list)} | ${count((o) => o.wouldRefuse && stopped(o), list)} | ${count((o) => o.fate === 'refused', list)} | ${count((o) => !o.wouldRefuse && stopped(o), list)} |`;
});
/** The second look: orders placed after exactly one refusal the app knew of, by level. */
const afterOneRefusal = simOrders.filter((o) => o.expected?.refused === 1);
const afterTwo = simOrders.filter((o) => (o.expected?.refused ?? 0) >= 2);
const ratio = (c: { ok: number; all: number }) => `${c.ok} of ${c.all}`;
/** Why each would-be refusal went out anyway, or what stopped it. */
const refusals = simOrders.filter((o) => o.wouldRefuse);
const why = (o: SimOrder) => {
  if (o.fate === 'expired') return 'stopped: deposit unpaid';
  if (o.fate === 'unreachable') return 'stopped: unreachable';
  if (o.fate !== 'refused') return `other: ${o.fate}`;
  if (o.level === 'HIGH') return 'shipped: HIGH, deposit paid';
  if (o.staffLevel !== 'LOW') return 'shipped: MEDIUM, answered the call';
  return o.expected?.completed === 0
    ? 'shipped: LOW, nothing delivered before'
    : 'shipped: LOW with a history';
};
const reasons = new Map<string, number>();
for (const o of refusals) reasons.set(why(o), (reasons.get(why(o)) ?? 0) + 1);

const out = [
  `SIM_SEED=${SEED} SIM_ORDERS=${ORDER_COUNT} SIM_BUYERS=${BUYER_COUNT}, ${DAYS} days, PGlite, COD_DEPOSIT 30 %`,
  '',
  '| | |',
  '| --- | --- |',
  ...rows.map(([k, v]) => `| ${k} | ${v} |`),
  '',
  '| buyers | count | orders | LOW / MEDIUM / HIGH at checkout | would refuse | caught | refused | good lost |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...kindRows,
  '',
  `Orders placed after one refusal the app knew of: ${afterOneRefusal.length} (${levels(afterOneRefusal)}); after two or more: ${afterTwo.length} (${levels(afterTwo)}).`,
  `Would-be refusals: ${[...reasons]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')}.`,
  `Buyers with a second identity: ${buyers.filter((b) => b.tactic === 'shared-phone').length} sharing a phone across two accounts, ${buyers.filter((b) => b.tactic === 'new-phone').length} with a new phone at the same address (${count((o) => o.identity === 1)} orders placed that way).`,
  '',
  'Checks:',
  `- checkout's risk = the rules on the simulation's own ledger: ${ratio(checks.checkoutRisk)}`,
  `- the staff view's buyer history = the ledger at review: ${ratio(checks.staffHistory)}`,
  `- the order in the "To confirm" queue at review: ${ratio(checks.inQueue)}; the queue riskiest then oldest first: ${ratio(checks.queueSorted)}`,
  `- risk level changed between checkout and review: ${checks.staffLevelChanged.length}`,
  `- orders ended as the carrier, the expiry job or staff said: ${ratio(checks.finalState)}`,
  `- GHN's fee at shipping = the quote at review: ${ratio(checks.quoteIsFee)}`,
];
console.log(out.join('\n'));
if (process.env.SIM_TRACE) {
  // one line per order: when, who (identity 1: the second account or phone), what the app said, the end
  for (const o of simOrders) {
    const h = o.expected;
    console.log(
      `#${o.n} day ${(o.at / 24).toFixed(1)} buyer ${o.buyer.index} ${o.buyer.kind}/${o.buyer.tactic}#${o.identity} ${o.total} ${o.level} ${o.score}→${o.staffLevel ?? '-'} [${h ? historyText(h) : ''}] deposit ${o.deposit}${o.depositPaid ? ' paid' : ''} ${o.wouldRefuse ? 'WOULD-REFUSE' : ''} → ${o.fate}`,
    );
  }
}
const details = [
  ...checks.checkoutRisk.misses.map((m) => `checkout risk: ${m}`),
  ...checks.staffHistory.misses.map((m) => `staff history: ${m}`),
  ...checks.staffLevelChanged.map((m) => `level changed: ${m}`),
  ...checks.finalState.misses.map((m) => `final state: ${m}`),
  ...problems,
];
if (details.length) console.log(['', 'Details:', ...details.slice(0, 40).map((d) => `- ${d}`)].join('\n'));

await app.close();
await ghn.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

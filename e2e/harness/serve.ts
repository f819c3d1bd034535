// The browser tests' server: the real app (built web app + API) on a fresh embedded database, plus a
// small control server that only tests talk to, for setting up state the UI cannot (users of a given
// role or verification state). Run: npx tsx e2e/harness/serve.ts
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bankWebhookBody } from '@shop/test-fakes/bank';
import { startFakeExchangeRate } from '@shop/test-fakes/exchange-rate';
import { startFakeGhn } from '@shop/test-fakes/ghn';
import { startFakePaypal } from '@shop/test-fakes/paypal';
import { startFakeProvinces } from '@shop/test-fakes/provinces';
import { startFakeSmtp } from '@shop/test-fakes/smtp';
import sharp from 'sharp';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { orders as ordersTable } from '../../apps/server/src/db/schema/index.js';

const port = Number(process.env.E2E_PORT ?? 4173);
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 4174);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  throw new Error('apps/web/dist is missing: run `npm run build -w @shop/web` first');
}

// The outside services checkout talks to, as loopback fakes speaking their wire formats: the
// provinces API (three provinces, a few wards), the exchange-rate service (25,000 ₫ per dollar) and
// PayPal (its REST API, and its buyer page with "Pay now" and "Cancel and return").
const provinces = await startFakeProvinces();
const rates = await startFakeExchangeRate(25_000);
const paypal = await startFakePaypal({ approvalPage: true });
// The mails as a customer receives them: once sent, the outbox keeps no code or reset link
// (docs/decisions/0039), so journeys read them from this SMTP server.
const smtp = await startFakeSmtp();
// The carrier: GHN's API, its label page and its status callbacks to this app.
const ghn = await startFakeGhn();
const GHN_WEBHOOK_TOKEN = 'e2e-ghn-webhook-token-0123456789';
ghn.setCallbackUrl(`http://127.0.0.1:${port}/api/shipping/ghn/callback?token=${GHN_WEBHOOK_TOKEN}`);

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(port),
  // Links in mails (the reset link) point at this very app, as the browser reaches it.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL,
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-01',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  WEB_DIST_DIR: webDist,
  RATE_LIMIT_PER_MINUTE: '100000',
  SEED_DEMO: '0',
  PROVINCES_API_URL: provinces.url,
  EXCHANGE_RATE_URL: rates.url,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_API_BASE: paypal.base,
  // the bank-transfer webhook's shared secret: only the control server's /bank-transfer sends it
  BANK_WEBHOOK_SECRET: 'e2e-bank-webhook-secret',
  SMTP_URL: smtp.url,
  GHN_API_BASE: ghn.base,
  GHN_TOKEN: ghn.token,
  GHN_SHOP_ID: ghn.shopId,
  GHN_WEBHOOK_TOKEN,
});
const app = await buildApp(config);
await app.listen({ port, host: '127.0.0.1' });
const auth = app.services.auth;

// A second door to the same app, for the journey that needs "the server stopped" in the middle: the
// control server closes it (open connections dropped, new ones refused, as with a stopped server)
// and opens it again, while journeys running beside it keep using the main port.
const doorPort = Number(process.env.E2E_DOOR_PORT ?? 4175);
const doorSockets = new Set<net.Socket>();
const door = http.createServer((req, res) => {
  const upstream = http.request(
    { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
door.on('connection', (socket) => {
  doorSockets.add(socket);
  socket.on('close', () => doorSockets.delete(socket));
});
const openDoor = () =>
  new Promise<void>((resolve) => {
    if (door.listening) return resolve();
    door.listen(doorPort, '127.0.0.1', () => resolve());
  });
const closeDoor = () =>
  new Promise<void>((resolve) => {
    if (!door.listening) return resolve();
    door.close(() => resolve());
    for (const socket of doorSockets) socket.destroy();
  });
await openDoor();

interface NewUser {
  email?: string;
  name?: string;
  role?: 'ADMIN' | 'MANAGER' | 'CUSTOMER';
  verified?: boolean;
}

let counter = 0;
/** the seeded pictures' colours: the shop's blush, wine, plum and ivory */
const PALETTE = ['#f3d6d2', '#b04a64', '#553140', '#eadfd4', '#dc9d98'];
const control = http.createServer(async (req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  try {
    if (req.method === 'POST' && req.url === '/users') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const input = (raw ? JSON.parse(raw) : {}) as NewUser;
      counter += 1;
      const created = await auth.repo.create({
        email: input.email ?? `shopper${Date.now()}${counter}@example.com`,
        name: input.name ?? 'Test Shopper',
        passwordHash: null,
        role: input.role ?? 'CUSTOMER',
        isVerified: input.verified ?? true,
      });
      return reply(201, await auth.startSession(created));
    }
    // A new login of an existing account (as a password login would give), for a journey whose
    // earlier session was ended on purpose (blacklisting ends every session: docs/decisions/0011).
    if (req.method === 'POST' && req.url === '/sessions') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const { email } = (raw ? JSON.parse(raw) : {}) as { email?: string };
      const found = email ? await auth.repo.findByEmail(email) : undefined;
      if (!found) return reply(404, { error: 'no such account' });
      return reply(201, await auth.startSession(found));
    }
    // The mails the app sent to an address, newest first: how journeys read codes and links.
    if (req.method === 'GET' && req.url?.startsWith('/mail?')) {
      const to = (new URL(req.url, 'http://control').searchParams.get('to') ?? '').trim().toLowerCase();
      const mails = smtp.messages
        .filter((m) => m.recipients.some((r) => r.toLowerCase() === to))
        .map((m) => ({ subject: m.subject, text: m.text, createdAt: m.receivedAt }))
        .reverse();
      return reply(200, { mails });
    }
    // Products for the catalogue journeys, with generated pictures, through the real service (the
    // same path as the dashboard's multipart upload). Body: { products: [{ ...productWrite fields,
    // images?: number }] }; defaults fill what is left out. Responds with { products } (details).
    if (req.method === 'POST' && req.url === '/seed-products') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const input = (raw ? JSON.parse(raw) : {}) as { products?: Array<Record<string, unknown>> };
      const products = [];
      for (const [i, { images = 1, ...fields }] of (input.products ?? [{}]).entries()) {
        counter += 1;
        const files = await Promise.all(
          Array.from({ length: Number(images) }, (_, n) =>
            sharp({
              create: {
                width: 400,
                height: 500,
                channels: 3,
                background: PALETTE[(counter + i + n) % PALETTE.length]!,
              },
            })
              .png()
              .toBuffer(),
          ),
        );
        const data = {
          name: `Seeded piece ${counter}`,
          price: 450_000,
          category: 'Stylish blouse',
          sizes: [{ size: 'M', stock: 5 }],
          ...fields,
        };
        products.push(await app.services.catalog.create({ data, files }));
      }
      return reply(201, { products });
    }
    // The bank's webhook sender: a SePay-style notification of a transfer ({ content, amount }), POSTed
    // over HTTP to the app with the shared secret, as the bank would. Responds with the app's status and body.
    if (req.method === 'POST' && req.url === '/bank-transfer') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const input = JSON.parse(raw || '{}') as { content: string; amount: number };
      const res2 = await fetch(`http://127.0.0.1:${port}/api/payment/bank-webhook`, {
        method: 'POST',
        headers: {
          authorization: `Apikey ${config.bank.webhookSecret}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(bankWebhookBody(input, config.bank.accountNo)),
      });
      return reply(res2.status, await res2.json());
    }
    // The carrier moves a parcel on (GHN's status, its reason, what it collected) and sends its
    // callback to the app, as GHN would. Body: { trackingCode, status, reason?, codCollected? }.
    if (req.method === 'POST' && req.url === '/ghn/advance') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const input = JSON.parse(raw || '{}') as {
        trackingCode: string;
        status: string;
        reason?: string;
        codCollected?: number;
      };
      const status = await ghn.advance(input.trackingCode, input.status, {
        ...(input.reason && { reason: input.reason }),
        ...(input.codCollected !== undefined && { codCollected: input.codCollected }),
      });
      return reply(200, { callbackStatus: status ?? null });
    }
    // What GHN printed: the codes of each label document the app asked for (one gen-token each).
    if (req.method === 'GET' && req.url === '/ghn/prints') {
      return reply(200, { prints: [...ghn.printTokens.values()] });
    }
    // A buyer's past with the shop, for the risk journeys: finished orders on a phone and e-mail
    // (refused at the door, completed), as earlier months would have left them.
    // Body: { phone, email, refused?, completed? }.
    if (req.method === 'POST' && req.url === '/seed-history') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const input = JSON.parse(raw || '{}') as {
        phone: string;
        email: string;
        refused?: number;
        completed?: number;
      };
      const past = [
        ...Array.from({ length: input.refused ?? 0 }, () => ({ status: 'Canceled' as const, refused: true })),
        ...Array.from({ length: input.completed ?? 0 }, () => ({
          status: 'Completed' as const,
          refused: false,
        })),
      ];
      for (const order of past) {
        counter += 1;
        await app.ctx.db.insert(ordersTable).values({
          code: `DH-H${String(counter).padStart(5, '0')}`,
          status: order.status,
          paymentMethod: 'COD',
          paymentStatus: order.refused ? 'failed' : 'completed',
          shipping: {
            name: 'Earlier buyer',
            phone: input.phone,
            email: input.email,
            country: 'Vietnam',
            province: 'Thành phố Hồ Chí Minh',
            ward: 'Phường Bến Nghé',
            street: '1 Lê Lợi',
          },
          shippingPhone: input.phone.replace(/\D/g, '').replace(/^84/, '0'),
          shippingEmail: input.email.toLowerCase(),
          subtotal: 400_000,
          total: 430_000,
          shippingFee: 30_000,
          rankName: 'Blush Babe',
          cancelReason: order.refused ? 'REFUSED_AT_DOOR' : null,
          createdAt: new Date(Date.now() - 20 * 86_400_000),
        });
      }
      return reply(201, { seeded: past.length });
    }
    // The second door (see above): POST /door/close stops it, POST /door/open starts it again.
    if (req.method === 'POST' && (req.url === '/door/close' || req.url === '/door/open')) {
      await (req.url === '/door/close' ? closeDoor() : openDoor());
      return reply(200, { open: door.listening, port: doorPort });
    }
    return reply(404, { error: 'unknown control route' });
  } catch (err) {
    return reply(500, { error: String(err) });
  }
});
control.listen(controlPort, '127.0.0.1');

const stop = async () => {
  control.close();
  await closeDoor();
  await app.close();
  await Promise.all([provinces.stop(), rates.stop(), paypal.stop(), smtp.stop(), ghn.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`e2e server on http://127.0.0.1:${port}, control on http://127.0.0.1:${controlPort}`);

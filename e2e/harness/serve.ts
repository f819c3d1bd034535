// The browser tests' server: the real app (built web app + API) on a fresh embedded database, plus a
// small control server that only tests talk to, for setting up state the UI cannot (users of a given
// role or verification state). Run: npx tsx e2e/harness/serve.ts
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';

const port = Number(process.env.E2E_PORT ?? 4173);
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 4174);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  throw new Error('apps/web/dist is missing: run `npm run build -w @shop/web` first');
}

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL,
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-01',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  WEB_DIST_DIR: webDist,
  RATE_LIMIT_PER_MINUTE: '100000',
  SEED_DEMO: '0',
});
const app = await buildApp(config);
await app.listen({ port, host: '127.0.0.1' });
const auth = app.services.auth;

interface NewUser {
  email?: string;
  name?: string;
  role?: 'ADMIN' | 'MANAGER' | 'CUSTOMER';
  verified?: boolean;
}

let counter = 0;
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
      return reply(201, await auth.session(created));
    }
    return reply(404, { error: 'unknown control route' });
  } catch (err) {
    return reply(500, { error: String(err) });
  }
});
control.listen(controlPort, '127.0.0.1');

const stop = async () => {
  control.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`e2e server on http://127.0.0.1:${port}, control on http://127.0.0.1:${controlPort}`);

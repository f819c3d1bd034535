import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type FakeSmtp, startFakeSmtp } from '@shop/test-fakes/smtp';
import { Redis } from 'ioredis';
import { createDatabase, dropDatabase } from './databases.js';

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Instance {
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown at all, like a machine losing power */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of lib/shutdown.ts */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The real server (src/server.ts through tsx, as `npm run dev` runs it) as a child process on a free
 * port, with `env` on top of the test's environment; resolves once /api/health responds 200.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    base,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ok) return instance;
    await new Promise((r) => setTimeout(r, 100));
  }
  await instance.kill();
  throw new Error(`the server on port ${port} did not start`);
}

/** What a suite's instances share, as they would behind a reverse proxy. */
export interface SharedServices {
  /** a new, empty database on TEST_DATABASE_URL's server */
  databaseUrl: string;
  /** TEST_REDIS_URL, the suite's keys under `redisKeyPrefix` */
  redis: Redis;
  /** the suite's own, so that it can remove its keys without touching another run's */
  redisKeyPrefix: string;
  smtp: FakeSmtp;
  /** random, in the names of the suite's database and keys: for test data no other run has */
  suffix: string;
  /** a data directory, removed by `close` */
  dataDir(): string;
  /**
   * The environment of one instance on these services, with a data directory of its own: no demo
   * data, quiet logs, and a rate limit no test reaches by accident.
   */
  env(): Record<string, string>;
  /** drops the database, removes the suite's Redis keys and data directories, stops the SMTP server */
  close(): Promise<void>;
}

/** The services for a suite `name`'s instances; call `close` once they and every connection are gone. */
export async function startSharedServices(name: string, jwtSecret: string): Promise<SharedServices> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const redisUrl = process.env.TEST_REDIS_URL!;
  const suffix = randomBytes(5).toString('hex');
  const dbName = `shop_${name}_${suffix}`;
  const redisKeyPrefix = `shop-${name}-${suffix}:`;
  const dirs: string[] = [];
  const databaseUrl = await createDatabase(adminUrl, dbName);
  const redis = new Redis(redisUrl);
  const smtp = await startFakeSmtp();
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
    dirs.push(dir);
    return dir;
  };
  return {
    databaseUrl,
    redis,
    redisKeyPrefix,
    smtp,
    suffix,
    dataDir,
    env() {
      const dir = dataDir();
      return {
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        SMTP_URL: smtp.url,
        DATA_DIR: dir,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'fatal',
        SEED_DEMO: '0',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WEB_DIST_DIR: path.join(dir, 'no-web'),
      };
    },
    async close() {
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await smtp.stop();
      await dropDatabase(adminUrl, dbName);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One request to an instance at `base`, with a JSON body when one is given. The body is read at once
 * (the instance may be killed right after) and parsed only when asked, since not every response is JSON.
 */
export async function call(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DepositRule } from '@shop/shared';
import { z } from 'zod';

/**
 * The only reader of process.env (docs/decisions/0008). Every variable is optional for `npm start`; a bad one
 * stops the server at start with one line naming it.
 */
const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The demo payee (the VietQR test vector's account) and webhook secret, so that `npm start` works
 * with nothing set. Both are public: production refuses them (docs/decisions/0004).
 */
const DEMO_BANK = {
  bin: '970416',
  accountNo: '257678859',
  accountName: 'CONG TY TNHH THOI TRANG LUMIERE SAI GON',
  webhookSecret: 'demo-bank-webhook-secret',
} as const;

/** a bank webhook secret shorter than this is refused in production. */
export const PRODUCTION_WEBHOOK_SECRET_LENGTH = 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalString.pipe(httpUrl.optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Lumière Saigon <no-reply@lumieresaigon.vn>'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SEED_DEMO: optionalString.pipe(bool.optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_BASE: httpUrl.optional(),
  GOOGLE_CERTS_URL: optionalString.pipe(httpUrl.optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_BASE: httpUrl.default('https://api-m.sandbox.paypal.com'),
  BANK_BIN: z
    .string()
    .regex(/^\d{6}$/, 'must be a 6-digit bank BIN')
    .default(DEMO_BANK.bin),
  BANK_ACCOUNT_NO: z
    .string()
    .regex(/^\d{6,19}$/, 'must be 6 to 19 digits')
    .default(DEMO_BANK.accountNo),
  BANK_ACCOUNT_NAME: z.string().min(1).default(DEMO_BANK.accountName),
  BANK_WEBHOOK_SECRET: z.string().min(1).default(DEMO_BANK.webhookSecret),
  EXCHANGE_RATE_URL: httpUrl.default('https://open.er-api.com/v6/latest'),
  EXCHANGE_RATE_FALLBACK_VND: z.coerce.number().positive().max(1_000_000).default(26_000),
  PROVINCES_API_URL: httpUrl.default('https://provinces.open-api.vn/api/v2'),
  GHN_API_BASE: httpUrl.default('https://online-gateway.ghn.vn'),
  GHN_TOKEN: optionalString,
  GHN_SHOP_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'must be the shop id GHN gave (digits)')
      .optional(),
  ),
  GHN_WEBHOOK_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .positive()
    .max(30 * 24)
    .default(48),
  COD_DEPOSIT: z
    .string()
    .regex(/^(shipping|\d{1,2}(\.\d+)?%|100%)$/, 'must be "shipping" or a share of the total such as "30%"')
    .default('30%'),
  PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().default('shop:'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  S3_ENDPOINT: optionalString.pipe(httpUrl.optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  EARLY_INPUT: optionalString.pipe(bool.optional()),
});

export type Env = z.input<typeof envSchema>;

/** An S3-compatible bucket for uploaded images (path-style addressing). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** unset: embedded PGlite in `${dataDir}/db`; or `memory://` for an in-memory PGlite (tests) */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  google: { clientId: string; clientSecret: string; oauthBase: string; certsUrl: string } | undefined;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  bank: { bin: string; accountNo: string; accountName: string; webhookSecret: string };
  exchangeRateUrl: string;
  /** dong per US dollar when the exchange-rate service never answered */
  exchangeRateFallbackVnd: number;
  provincesApiUrl: string;
  /** an unpaid QR or PayPal order is canceled after this many minutes (docs/decisions/0036) */
  paymentTtlMinutes: number;
  /**
   * GHN (Giao Hàng Nhanh), set when GHN_TOKEN and GHN_SHOP_ID are: unset, shipping with
   * a carrier is hidden. `webhookToken` is carried in the callback URL given to GHN (unset: callbacks
   * are refused and the catch-up poll alone follows shipments).
   */
  ghn: { apiBase: string; token: string; shopId: string; webhookToken: string | undefined } | undefined;
  /** COD orders confirmed by no one are canceled after this many hours (the buyer's link expires then) */
  codConfirmHours: number;
  /** the deposit a HIGH-risk COD buyer pays by VietQR first (docs/decisions/0045) */
  codDeposit: DepositRule;
  redisUrl: string | undefined;
  /** before every Redis key, so that one Redis may serve several shops (or test suites) */
  redisKeyPrefix: string;
  rateLimitPerMinute: number;
  /** unset: uploaded images on the local disk, in `${dataDir}/images` */
  s3: S3Config | undefined;
  /** the bearer token /api/metrics asks for; unset: no metrics at all (the endpoint responds 404) */
  metricsToken: string | undefined;
  logLevel: string;
  /** the built web app served on every non-API path; undefined when not built */
  webDistDir: string | undefined;
  /**
   * A server-rendered page's inline start script (delivery/start-script.ts): the app fetched after the first paint, and
   * the shopper's early taps held for it. Off (`EARLY_INPUT=0`): no inline script, the app's script
   * loads at once as on any other page, and the page CSP allows no inline script at all.
   */
  earlyInput: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment into a typed config, or throws ConfigError with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    // with a public default, anyone could sign sessions, mark QR orders paid through the
    // webhook, or receive the shoppers' transfers
    if (!e.JWT_SECRET) {
      throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
    }
    if (e.BANK_WEBHOOK_SECRET === DEMO_BANK.webhookSecret) {
      throw new ConfigError(
        'Invalid configuration: BANK_WEBHOOK_SECRET must be set to a secret of your own when NODE_ENV=production (the demo one is public)',
      );
    }
    // the secret is the webhook's only proof; a short one can be guessed
    if (e.BANK_WEBHOOK_SECRET.length < PRODUCTION_WEBHOOK_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration: BANK_WEBHOOK_SECRET must be at least ${PRODUCTION_WEBHOOK_SECRET_LENGTH} characters when NODE_ENV=production`,
      );
    }
    if (e.BANK_ACCOUNT_NO === DEMO_BANK.accountNo) {
      throw new ConfigError(
        "Invalid configuration: BANK_ACCOUNT_NO must be set to the shop's own account when NODE_ENV=production (the demo payee is not the shop's)",
      );
    }
    // the refresh cookie is Secure only on an https PUBLIC_URL, and every link in a mail
    // starts with it; without it a shop would mail http://localhost links (docs/decisions/0004-production-refusals.md)
    if (!e.PUBLIC_URL?.startsWith('https://')) {
      throw new ConfigError(
        'Invalid configuration: PUBLIC_URL must be the https:// address shoppers use when NODE_ENV=production',
      );
    }
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(e.GHN_TOKEN) !== Boolean(e.GHN_SHOP_ID)) {
    throw new ConfigError('Invalid configuration: GHN_TOKEN and GHN_SHOP_ID must be set together');
  }
  // a half-configured bucket would quietly put images on one instance's disk
  const missingS3 = S3_VARIABLES.filter((name) => !e[name]);
  if (missingS3.length > 0 && missingS3.length < S3_VARIABLES.length) {
    throw new ConfigError(
      `Invalid configuration: ${S3_VARIABLES.join(', ')} must be set together (missing ${missingS3.join(', ')})`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            oauthBase: (e.GOOGLE_OAUTH_BASE ?? 'https://oauth2.googleapis.com').replace(/\/+$/, ''),
            // Google publishes its keys on another host than its token endpoint; an overridden base
            // (tests, a proxy) serves both
            certsUrl:
              e.GOOGLE_CERTS_URL ??
              (e.GOOGLE_OAUTH_BASE
                ? `${e.GOOGLE_OAUTH_BASE.replace(/\/+$/, '')}/certs`
                : 'https://www.googleapis.com/oauth2/v3/certs'),
          }
        : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, apiBase: e.PAYPAL_API_BASE }
        : undefined,
    bank: {
      bin: e.BANK_BIN,
      accountNo: e.BANK_ACCOUNT_NO,
      accountName: e.BANK_ACCOUNT_NAME,
      webhookSecret: e.BANK_WEBHOOK_SECRET,
    },
    exchangeRateUrl: e.EXCHANGE_RATE_URL,
    exchangeRateFallbackVnd: e.EXCHANGE_RATE_FALLBACK_VND,
    provincesApiUrl: e.PROVINCES_API_URL,
    paymentTtlMinutes: e.PAYMENT_TTL_MINUTES,
    ghn:
      e.GHN_TOKEN && e.GHN_SHOP_ID
        ? {
            apiBase: e.GHN_API_BASE.replace(/\/+$/, ''),
            token: e.GHN_TOKEN,
            shopId: e.GHN_SHOP_ID,
            webhookToken: e.GHN_WEBHOOK_TOKEN,
          }
        : undefined,
    codConfirmHours: e.COD_CONFIRM_HOURS,
    codDeposit:
      e.COD_DEPOSIT === 'shipping'
        ? { kind: 'shipping' }
        : { kind: 'percent', percent: Math.min(100, Number.parseFloat(e.COD_DEPOSIT)) },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : findWebDist(),
    earlyInput: e.EARLY_INPUT ?? true,
  };
}

/**
 * Without JWT_SECRET (development), a secret is generated once and kept in DATA_DIR so that sessions
 * survive a restart.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The web build sits at apps/web/dist; found from this file whether it runs bundled or from source. */
function findWebDist(): string | undefined {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

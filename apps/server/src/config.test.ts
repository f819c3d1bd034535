import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** loadConfig stops with a ConfigError of one line that names the variable. */
function expectOneLineNaming(env: Record<string, string | undefined>, name: string) {
  let error: unknown;
  try {
    loadConfig(env);
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const message = (error as Error).message;
  expect(message).toContain(name);
  expect(message).not.toContain('\n');
}

const base = { DATA_DIR: '/tmp/shop-config-test', JWT_SECRET: 'x'.repeat(40) };
/** What production needs beyond the defaults (docs/decisions/0004-production-refusals.md). */
const production: Record<string, string | undefined> = {
  ...base,
  NODE_ENV: 'production',
  BANK_BIN: '970436',
  BANK_ACCOUNT_NO: '0071000123456',
  BANK_ACCOUNT_NAME: 'CONG TY TNHH LUMIERE',
  BANK_WEBHOOK_SECRET: 'a-webhook-secret-of-our-own-0123456789',
  PUBLIC_URL: 'https://shop.example.vn',
};

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimitPerMinute).toBe(300);
    expect(config.google).toBeUndefined();
    expect(config.paypal).toBeUndefined();
  });

  it('does not seed the demo catalogue into PostgreSQL unless asked', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it.each([
    [{ DATABASE_URL: 'nonsense' }, 'DATABASE_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [
      {
        S3_ENDPOINT: 'ftp://bucket.example',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      'S3_ENDPOINT',
    ],
    [{ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' }, 'missing S3_ENDPOINT, S3_SECRET_ACCESS_KEY'],
  ])('stops with one line naming the bad variable: %o', (env, name) => {
    expectOneLineNaming({ ...base, ...env }, name);
  });

  it('puts images in a bucket only with all four S3 variables, in us-east-1 unless told', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'shop-images',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'shop-images',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...base, ...s3, S3_REGION: 'auto' }).s3?.region).toBe('auto');
    // an empty variable counts as unset
    expect(() => loadConfig({ ...base, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /missing S3_SECRET_ACCESS_KEY/,
    );
  });

  it('starts drawn pages with the inline start script unless EARLY_INPUT turns it off', () => {
    expect(loadConfig(base).earlyInput).toBe(true);
    expect(loadConfig({ ...base, EARLY_INPUT: '' }).earlyInput).toBe(true);
    expect(loadConfig({ ...base, EARLY_INPUT: '0' }).earlyInput).toBe(false);
    expect(loadConfig({ ...base, EARLY_INPUT: 'false' }).earlyInput).toBe(false);
    expect(loadConfig({ ...base, EARLY_INPUT: '1' }).earlyInput).toBe(true);
    expectOneLineNaming({ ...base, EARLY_INPUT: 'off' }, 'EARLY_INPUT');
  });

  it('enables metrics only with a token', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe(
      'a-long-enough-token',
    );
  });

  it('enables GHN only with its token and shop id together, and reads the COD settings', () => {
    const config = loadConfig(base);
    expect(config.ghn).toBeUndefined();
    expect(config.codConfirmHours).toBe(48);
    expect(config.codDeposit).toEqual({ kind: 'percent', percent: 30 });
    const ghn = loadConfig({
      ...base,
      GHN_TOKEN: 'tok',
      GHN_SHOP_ID: '885',
      GHN_API_BASE: 'http://127.0.0.1:9/',
      GHN_WEBHOOK_TOKEN: 'w'.repeat(20),
      COD_CONFIRM_HOURS: '12',
      COD_DEPOSIT: 'shipping',
    });
    expect(ghn.ghn).toEqual({
      apiBase: 'http://127.0.0.1:9',
      token: 'tok',
      shopId: '885',
      webhookToken: 'w'.repeat(20),
    });
    expect(ghn.codConfirmHours).toBe(12);
    expect(ghn.codDeposit).toEqual({ kind: 'shipping' });
    expect(loadConfig({ ...base, COD_DEPOSIT: '100%' }).codDeposit).toEqual({
      kind: 'percent',
      percent: 100,
    });
    expectOneLineNaming({ ...base, GHN_TOKEN: 'tok' }, 'GHN_TOKEN and GHN_SHOP_ID');
    expectOneLineNaming({ ...base, GHN_TOKEN: 'tok', GHN_SHOP_ID: 'shop' }, 'GHN_SHOP_ID');
    expectOneLineNaming({ ...base, GHN_WEBHOOK_TOKEN: 'short' }, 'GHN_WEBHOOK_TOKEN');
    expectOneLineNaming({ ...base, COD_DEPOSIT: '150%' }, 'COD_DEPOSIT');
    expectOneLineNaming({ ...base, COD_DEPOSIT: 'half' }, 'COD_DEPOSIT');
    expectOneLineNaming({ ...base, COD_CONFIRM_HOURS: '0' }, 'COD_CONFIRM_HOURS');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
  });

  // the demo values are public; in production they would let anyone mark QR orders
  // paid (the webhook secret) or send the shoppers' transfers to a stranger's account (the payee)
  it.each([
    [{ BANK_WEBHOOK_SECRET: undefined }, 'BANK_WEBHOOK_SECRET'],
    [{ BANK_WEBHOOK_SECRET: '' }, 'BANK_WEBHOOK_SECRET'],
    [{ BANK_WEBHOOK_SECRET: 'demo-bank-webhook-secret' }, 'BANK_WEBHOOK_SECRET'],
    [{ BANK_ACCOUNT_NO: undefined }, 'BANK_ACCOUNT_NO'],
    [{ BANK_ACCOUNT_NO: '257678859' }, 'BANK_ACCOUNT_NO'],
  ])('refuses to start in production with a missing or demo bank setting: %o', (env, name) => {
    expectOneLineNaming({ ...production, ...env }, name);
  });

  // a short secret can be guessed, and without an https PUBLIC_URL the refresh cookie
  // goes without Secure and mails carry http://localhost links
  it('refuses to start in production with a bank webhook secret shorter than 32 characters', () => {
    expectOneLineNaming({ ...production, BANK_WEBHOOK_SECRET: 's'.repeat(31) }, 'BANK_WEBHOOK_SECRET');
    expect(loadConfig({ ...production, BANK_WEBHOOK_SECRET: 's'.repeat(32) }).bank.webhookSecret).toBe(
      's'.repeat(32),
    );
  });

  it.each([
    [{ PUBLIC_URL: undefined }],
    [{ PUBLIC_URL: '' }],
    [{ PUBLIC_URL: 'http://shop.example' }],
    [{ PUBLIC_URL: 'http://localhost:3000' }],
  ])('refuses to start in production without an https PUBLIC_URL: %o', (env) => {
    expectOneLineNaming({ ...production, ...env }, 'PUBLIC_URL');
  });

  it('starts in production with an https PUBLIC_URL, and in development with a short secret and plain http', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(
      'https://shop.example',
    );
    const development = loadConfig({
      ...base,
      BANK_WEBHOOK_SECRET: 'short',
      PUBLIC_URL: 'http://shop.example',
    });
    expect(development.publicUrl).toBe('http://shop.example');
    expect(development.bank.webhookSecret).toBe('short');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:3000');
  });

  it('starts in production with its own webhook secret and payee, and in development with the demo ones', () => {
    expect(loadConfig(production).bank).toEqual({
      bin: '970436',
      accountNo: '0071000123456',
      accountName: 'CONG TY TNHH LUMIERE',
      webhookSecret: 'a-webhook-secret-of-our-own-0123456789',
    });
    expect(loadConfig(base).bank).toMatchObject({
      accountNo: '257678859',
      webhookSecret: 'demo-bank-webhook-secret',
    });
  });

  it('keeps a generated secret across starts when none is configured', () => {
    const dir = `/tmp/shop-config-secret-${Date.now()}`;
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('lower-cases the admin e-mail and enables Google only with both credentials', () => {
    const config = loadConfig({
      ...base,
      ADMIN_EMAIL: 'Boss@Shop.VN',
      ADMIN_PASSWORD: 'long-enough',
      GOOGLE_CLIENT_ID: 'id',
    });
    expect(config.admin?.email).toBe('boss@shop.vn');
    expect(config.google).toBeUndefined();
  });
});

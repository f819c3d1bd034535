import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs src/server.ts with only the given environment; its exit code and stderr (killed after 20 s). */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    // a server that started instead of refusing is stopped, and the test fails on its exit code
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** What both refusals share: production with a bank account, so the webhook secret is checked. */
const production = {
  NODE_ENV: 'production',
  PORT: '0',
  SEED_DEMO: '0',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x'.repeat(40),
  BANK_ACCOUNT_NO: '0071000123456',
};

describe('server start', () => {
  it.each<{ what: string; env: Record<string, string>; variable: string }>([
    {
      what: 'the demo bank webhook secret',
      env: {},
      variable: 'BANK_WEBHOOK_SECRET',
    },
    {
      // an http PUBLIC_URL would set the refresh cookie without Secure and mail http links
      what: 'an http PUBLIC_URL',
      env: { BANK_WEBHOOK_SECRET: 'w'.repeat(32), PUBLIC_URL: 'http://shop.example' },
      variable: 'PUBLIC_URL',
    },
  ])('refuses to start in production with $what, on one line naming it', async ({ env, variable }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    const { code, stderr } = await runServer({ ...production, DATA_DIR: dataDir, ...env });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    // one clear line naming the variable, no stack trace (docs/decisions/0008-configuration-from-the-environment.md)
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(stderr).not.toMatch(/\bat \S+:\d+/);
  }, 30_000);
});

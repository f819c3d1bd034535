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

describe('server start', () => {
  it('refuses to start in production with the demo bank webhook secret, on one line naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    const { code, stderr } = await runServer({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      BANK_ACCOUNT_NO: '0071000123456',
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    // DECISIONS §2: one clear line naming the variable, no stack trace
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: BANK_WEBHOOK_SECRET /);
    expect(stderr).not.toMatch(/\bat \S+:\d+/);
  }, 30_000);

  // DECISIONS §13: an http PUBLIC_URL would set the refresh cookie without Secure and mail http links
  it('refuses to start in production with an http PUBLIC_URL, on one line naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    const { code, stderr } = await runServer({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      BANK_ACCOUNT_NO: '0071000123456',
      BANK_WEBHOOK_SECRET: 'w'.repeat(32),
      PUBLIC_URL: 'http://shop.example',
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PUBLIC_URL /);
    expect(stderr).not.toMatch(/\bat \S+:\d+/);
  }, 30_000);
});

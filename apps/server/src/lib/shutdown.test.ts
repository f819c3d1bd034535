import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)));
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/slow-server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await waitForPort(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const inFlight = fetch(`http://127.0.0.1:${port}/api/__test/slow`);
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(await exited).toBe(0);
    // after the shutdown nobody answers
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

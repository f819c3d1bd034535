import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The first match of `pattern` in what the child prints; fails if the child exits first. */
function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (d: Buffer) => {
      out += d;
      const m = pattern.exec(out);
      if (!m) return;
      child.stdout?.off('data', read);
      resolve(m);
    };
    child.stdout?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}: ${out}`)));
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
    const port = Number((await printed(child, /LISTENING (\d+)/))[1]);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const started = printed(child, /IN FLIGHT/);
    const inFlight = fetch(`http://127.0.0.1:${port}/api/__test/slow`);
    // the route prints when it has the request, and responds only once the shutdown has begun
    await started;
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(await exited).toBe(0);
    // after the shutdown nobody responds
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // the child builds a whole app on PGlite and migrates it first, which takes seconds on a busy
    // machine: room for one three times slower than CI's
  }, 120_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
// no sharp in this file, nor test/multipart.ts (which loads it): the last test checks it stayed out
import { AppError } from './app-error.js';
import { ImageWorker, SharpError } from './image-worker.js';
import { ImageStore, variantName } from './images.js';
import { DiskStorage } from './storage-disk.js';

/** a picture made without sharp in this process: the child renders it (librsvg) */
const svg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#e6c8cd"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#7d9470"/></svg>`,
  );

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits for `check` to hold (a child exiting), failing with `what` after 15 s: a normal run sees it
 * within a few hundred milliseconds, and the bound stays inside the project's testTimeout.
 */
async function until(what: string, check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('image worker', () => {
  const workers: ImageWorker[] = [];
  const worker = (idleMs?: number) => {
    const w = new ImageWorker({ idleMs });
    workers.push(w);
    return w;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-image-worker-'));
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.close()));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a job in a child process and replies with its Buffers', async () => {
    const w = worker();
    const probe = await w.probe();
    expect(probe.pid).not.toBe(process.pid);
    expect(probe.pid).toBe(w.pid);
    expect(probe.vips).toMatch(/^\d+\.\d+/);
    const [png, jpeg] = await w.encode(svg(300, 200), [[['png']], [['jpeg', { quality: 80 }]]]);
    expect(Buffer.isBuffer(png)).toBe(true);
    expect(png!.subarray(1, 4).toString()).toBe('PNG');
    expect(jpeg!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await w.metadata(jpeg!)).toEqual({
      format: 'jpeg',
      compression: undefined,
      orientation: undefined,
      width: 300,
      height: 200,
    });
  });

  it('runs the jobs it is given one at a time, in order', async () => {
    const w = worker();
    const order: number[] = [];
    const started = Date.now();
    const probes = await Promise.all(
      [0, 1, 2].map((i) =>
        w.probe(100).then((p) => {
          order.push(i);
          return p;
        }),
      ),
    );
    // the child had one job in hand each time, so the three holds followed one another
    expect(probes.map((p) => p.running)).toEqual([1, 1, 1]);
    expect(new Set(probes.map((p) => p.pid)).size).toBe(1);
    expect(order).toEqual([0, 1, 2]);
    // real time, because it is the behaviour: three holds of 100 ms take 300 one after another, 100
    // side by side; a slower machine only makes it longer
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('lets the child exit when idle, and starts a new one for a later job', async () => {
    const w = worker(100);
    const first = await w.probe();
    await until(`the idle child (pid ${first.pid}) exiting`, () => !alive(first.pid));
    expect(w.pid).toBeUndefined();
    const second = await w.probe();
    expect(second.pid).not.toBe(first.pid);
  });

  it('fails the job of a child killed in the middle of it, and the next job gets a new child', async () => {
    const w = worker();
    const { pid } = await w.probe();
    // the job is in hand once sent: the kill fails it whether or not the child has read it yet
    const held = w.probe(10_000);
    process.kill(pid, 'SIGKILL');
    await expect(held).rejects.toThrow(
      `Image worker (pid ${pid}) was killed (SIGKILL) before finishing its job`,
    );
    const next = await w.probe();
    expect(next.pid).not.toBe(pid);
    expect(alive(next.pid)).toBe(true);
  });

  it('finishes its job when the whole process group gets SIGTERM (systemd, Ctrl-C)', async () => {
    const w = worker();
    const { pid } = await w.probe();
    // signalled as soon as the job is sent, so surely before its 300 ms are over, however slow the
    // machine (a fixed pause before the signal could outlast the job and prove nothing)
    const held = w.probe(300);
    process.kill(pid, 'SIGTERM');
    await expect(held).resolves.toMatchObject({ pid });
    expect(alive(pid)).toBe(true);
  });

  it("reports sharp's rejection as a SharpError", async () => {
    await expect(worker().metadata(Buffer.from('not an image'))).rejects.toBeInstanceOf(SharpError);
  });

  it('rejects a bad upload with the image store’s own AppError, and stores nothing', async () => {
    const w = worker();
    const images = new ImageStore(new DiskStorage(dir), w);
    const notAnImage = images.save(Buffer.from('not an image'));
    await expect(notAnImage).rejects.toBeInstanceOf(AppError);
    await expect(notAnImage).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Images must be JPEG, PNG, WebP or AVIF',
    });
    // a JPEG cut short: its header reads, the variants fail
    const jpeg = await w.convert(svg(1500, 1000), [['jpeg', { quality: 90 }]]);
    await expect(images.save(jpeg.subarray(0, jpeg.length / 2))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Images must be JPEG, PNG, WebP or AVIF',
    });
    expect(fs.readdirSync(dir)).toEqual([]);
    const stored = await images.save(jpeg);
    expect(stored).toMatchObject({ width: 1280, height: 853 });
    expect(fs.readdirSync(dir).sort()).toEqual(
      [320, 640, 960, 1280].map((width) => variantName(stored.key, width)).sort(),
    );
    await images.remove(stored);
  });

  it('on close, fails the job in hand, kills the child and rejects later jobs', async () => {
    const w = worker();
    const { pid } = await w.probe();
    const held = expect(w.probe(10_000)).rejects.toThrow('Image worker closed');
    await w.close();
    await held;
    expect(alive(pid)).toBe(false);
    await expect(w.probe()).rejects.toThrow('Image worker closed');
  });

  it.runIf(process.platform === 'linux')('never loads sharp (libvips) into this process', async () => {
    const w = worker();
    await w.convert(svg(64, 64), [['png']]);
    const loaded = (pid: number | string) =>
      /libvips|sharp-[\w-]+\.node/.test(fs.readFileSync(`/proc/${pid}/maps`, 'utf8'));
    // the check can see libvips where it is: in the child
    expect(loaded(w.pid!)).toBe(true);
    expect(loaded('self')).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FakeS3, startFakeS3 } from '@shop/test-fakes/s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imagePart, multipartBody, testImage } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

type Headers = Record<string, string>;

const product = {
  name: 'Đầm lụa Orchid',
  description: 'Silk dress.',
  price: 900_000,
  discountPrice: 0,
  category: 'Stylish blouse',
  availability: 'AVAILABLE',
  sizes: [{ size: 'S', stock: 3 }],
  collectionId: null,
  featured: false,
  visible: true,
};

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

// the same journey on both storages: the responses must not tell them apart
describe.each(['disk', 's3'] as const)('uploaded images on %s', (kind) => {
  let s3: FakeS3 | undefined;
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Headers;

  async function create(files: ReturnType<typeof imagePart>[]) {
    const body = multipartBody({ data: JSON.stringify(product) }, files);
    return app.inject({
      method: 'POST',
      url: '/api/product/create-product',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
  }

  beforeAll(async () => {
    s3 = kind === 's3' ? await startFakeS3() : undefined;
    t = await createTestApp(s3?.env ?? {});
    app = t.app;
    admin = (await createUser(app, 'ADMIN')).headers;
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  /** every stored object's name */
  async function stored(): Promise<string[]> {
    if (s3) return s3.keys();
    const dir = path.join(t.config.dataDir, 'images');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  }

  it('stores every width, serves it at the same URL for a year, and deletes it', async () => {
    const res = await create([imagePart(await testImage('png', 800, 1000))]);
    expect(res.statusCode).toBe(201);
    const created = res.json().product;
    const [image] = created.images;
    // the same URLs as on disk: /images/<key>-<width>.webp
    expect(image.src).toMatch(/^\/images\/[0-9a-f-]{36}-640\.webp$/);
    const key = image.src.slice('/images/'.length, -'-640.webp'.length);
    expect(await stored()).toEqual([320, 640, 800].map((w) => `${key}-${w}.webp`).sort());
    // with a bucket, nothing goes to this instance's disk
    if (s3) expect(fs.existsSync(path.join(t.config.dataDir, 'images'))).toBe(false);

    const served = await app.inject({ method: 'GET', url: image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.headers['last-modified']).toBeTruthy();
    expect(served.headers.etag).toBeTruthy();
    expect(isWebp(served.rawPayload)).toBe(true);

    const head = await app.inject({ method: 'HEAD', url: image.src });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(served.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);

    const again = await app.inject({
      method: 'GET',
      url: image.src,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${created.id}`,
      headers: admin,
    });
    expect(removed.json()).toMatchObject({ deleted: true });
    expect(await stored()).toEqual([]);
    const gone = await app.inject({ method: 'GET', url: image.src });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });

  it('stores nothing when one of the images is rejected', async () => {
    const res = await create([imagePart(await testImage('png')), imagePart(Buffer.from('nope'), 'bad.png')]);
    expect(res.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('receives uploads on disk, never whole in memory, and deletes them once the response is sent', async () => {
    // this file's worker only: os.tmpdir() reads TMPDIR on each call
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    // what the worker's child is given to read: a path in TMPDIR, there while it reads it
    const worker = app.services.images.worker;
    const original = worker.metadata.bind(worker);
    const inputs: { dir: string | undefined; there: boolean }[] = [];
    const spy = vi.spyOn(worker, 'metadata').mockImplementation(async (input, options) => {
      const file = typeof input === 'string' ? input : undefined;
      inputs.push({ dir: file && path.dirname(file), there: file !== undefined && fs.existsSync(file) });
      return original(input, options);
    });
    try {
      const big = await testImage('png', 1200, 1600);
      const ok = await create([imagePart(big), imagePart(big)]);
      expect(ok.statusCode).toBe(201);
      const rejected = await create([imagePart(big), imagePart(Buffer.from('nope'), 'bad.png')]);
      expect(rejected.statusCode).toBe(400);
      const tooLarge = await create([imagePart(Buffer.alloc(11 * 1024 * 1024, 1), 'huge.png')]);
      expect(tooLarge.statusCode).toBe(413);
      expect(inputs).toEqual(Array(4).fill({ dir: tmp, there: true }));
      // deleted by the plugin's onResponse hook, which may end just after the response: waited for, with
      // a bound far above a normal run's milliseconds
      await vi.waitFor(
        () => expect(fs.readdirSync(tmp), 'files left in TMPDIR after the uploads').toEqual([]),
        {
          timeout: 15_000,
          interval: 20,
        },
      );
    } finally {
      spy.mockRestore();
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('looks up no name but an image variant', async () => {
    for (const url of ['/images/..%2Fjwt-secret', '/images/not-a-key-640.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});

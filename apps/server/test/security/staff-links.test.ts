import fs from 'node:fs';
import path from 'node:path';
import { STAFF_LINK_MESSAGE } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../src/db/schema/index.js';
import { imagePart, multipartBody, testImage } from '../multipart.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { createUser } from '../users.js';

/** Every file under a folder (the uploaded images on the local disk). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];

describe('staff-entered banner links (same-site paths or https URLs only)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let png: Buffer;

  const createBanner = (link: string) => {
    const body = multipartBody({ data: JSON.stringify({ title: 'Sale', link }) }, [
      { ...imagePart(png), field: 'image' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/banner/create-banner',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUser(t.app, 'ADMIN')).headers;
    png = await testImage('png', 400, 200);
  });
  afterAll(() => t.app.close());

  it.each([
    '/\\evil.example',
    '//evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'http://evil.example',
  ])('refuses a banner linking out of the shop through %j with 400 VALIDATION_ERROR, changing nothing', async (link) => {
    const imagesDir = path.join(t.config.dataDir, 'images');
    const before = { rows: await t.database.db.select().from(banners), files: filesUnder(imagesDir) };
    const res = await createBanner(link);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: `link: ${STAFF_LINK_MESSAGE}`, code: 'VALIDATION_ERROR' });
    expect(await t.database.db.select().from(banners)).toEqual(before.rows);
    expect(filesUnder(imagesDir)).toEqual(before.files);
    const shown = await t.app.inject({ method: 'GET', url: '/api/banner' });
    expect(shown.json().banners.map((b: { link: string }) => b.link)).not.toContain(link);
  });

  it('keeps a same-site path and an https address as staff typed them', async () => {
    for (const link of ['/products?category=Skirt', 'https://www.instagram.com/lumieresaigon']) {
      const res = await createBanner(link);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().banner.link).toBe(link);
    }
  });
});

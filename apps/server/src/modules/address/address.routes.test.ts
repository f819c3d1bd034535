import { VN_PROVINCES } from '@shop/shared';
import { type FakeProvinces, startFakeProvinces } from '@shop/test-fakes/provinces';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { ProvincesClient } from './provinces.client.js';

describe('provinces and wards', () => {
  let app: FastifyInstance;
  let fake: FakeProvinces;

  beforeAll(async () => {
    fake = await startFakeProvinces();
    ({ app } = await createTestApp({ PROVINCES_API_URL: fake.url, RATE_LIMIT_PER_MINUTE: '100000' }));
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  it('responds with the service’s provinces and a province’s wards, and caches them', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/address/provinces' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'live',
      provinces: [
        { code: 1, name: 'Thành phố Hà Nội' },
        { code: 79, name: 'Thành phố Hồ Chí Minh' },
        { code: 48, name: 'Thành phố Đà Nẵng' },
      ],
    });
    const wards = await app.inject({ method: 'GET', url: '/api/address/wards?province=79' });
    expect(wards.json()).toEqual({
      source: 'live',
      wards: [
        { code: 26734, name: 'Phường Sài Gòn' },
        { code: 26737, name: 'Phường Tân Định' },
        { code: 26743, name: 'Phường Bến Thành' },
      ],
    });
    expect(fake.requests).toEqual(['/p/', '/w/?province=79']);
    await app.inject({ method: 'GET', url: '/api/address/provinces' });
    await app.inject({ method: 'GET', url: '/api/address/wards?province=79' });
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses a malformed province code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/address/wards?province=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('provinces service unreachable', () => {
  it("logs 'Failed to fetch provinces' with the reason", async () => {
    const fake = await startFakeProvinces();
    fake.fail(true);
    const warned: Array<[unknown, string]> = [];
    const client = new ProvincesClient({
      url: fake.url,
      log: { warn: (obj: unknown, msg: string) => void warned.push([obj, msg]) } as never,
    });
    try {
      expect((await client.provinces()).source).toBe('fallback');
      expect((await client.wards(79)).source).toBe('unavailable');
      expect(warned.map(([, msg]) => msg)).toEqual([
        'Failed to fetch provinces',
        'Failed to fetch provinces',
      ]);
      expect(warned[0]?.[0]).toMatchObject({ path: '/p/', err: expect.stringMatching(/HTTP 5\d\d/) });
    } finally {
      await fake.stop();
    }
  });

  it('responds with the bundled 34 provinces, and no wards so that the ward is typed', async () => {
    const fake = await startFakeProvinces();
    fake.fail(true);
    const { app } = await createTestApp({ PROVINCES_API_URL: fake.url });
    try {
      const res = (await app.inject({ method: 'GET', url: '/api/address/provinces' })).json();
      expect(res.source).toBe('fallback');
      expect(res.provinces).toHaveLength(34);
      expect(res.provinces).toEqual(VN_PROVINCES);
      expect(res.error).toBe('Failed to fetch provinces');
      const wards = (await app.inject({ method: 'GET', url: '/api/address/wards?province=79' })).json();
      expect(wards).toEqual({ wards: [], source: 'unavailable', error: 'Failed to fetch provinces' });
    } finally {
      await app.close();
      await fake.stop();
    }
  });
});

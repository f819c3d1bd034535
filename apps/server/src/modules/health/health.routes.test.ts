import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Readiness } from './readiness.js';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('responds live without touching anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('responds ready when the database responds, naming each check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('keeps /api/health as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('responds 503 naming the dependency that failed, live still 200', async () => {
    t.app.services.readiness.add('search', () => Promise.reject(new Error('connection refused')));
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Not ready: no answer from search',
      code: 'SERVICE_UNAVAILABLE',
      checks: { database: 'ok', search: 'failed' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness checks', () => {
  it('counts a check that hangs past the timeout as failed', async () => {
    const readiness = new Readiness(50);
    readiness.add('database', async () => {});
    readiness.add('redis', () => new Promise(() => {}));
    expect(await readiness.run()).toEqual({ ready: false, checks: { database: 'ok', redis: 'failed' } });
  });

  it('counts a check that throws at once as failed', async () => {
    const readiness = new Readiness();
    readiness.add('redis', () => {
      throw new Error('not connected');
    });
    expect(await readiness.run()).toEqual({ ready: false, checks: { redis: 'failed' } });
  });

  it('refuses the same name twice', () => {
    const readiness = new Readiness();
    readiness.add('database', async () => {});
    expect(() => readiness.add('database', async () => {})).toThrow(/already/);
  });
});

describe('readiness when the database is gone', () => {
  it('responds 503 naming the database', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', checks: { database: 'failed' } });
    } finally {
      // the suite's database is closed already; closing the app closes it again, harmlessly or not
      await t.app.close().catch(() => {});
    }
  });
});

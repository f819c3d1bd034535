// ExchangeRate-API's open access endpoint (open.er-api.com, no key): `result`, `base_code`,
// `time_last_update_unix`, `time_next_update_unix` and `rates`, and its `result: "error"` bodies.
//   https://www.exchangerate-api.com/docs/free
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeExchangeRate {
  /** the EXCHANGE_RATE_URL to configure */
  url: string;
  /** dong per dollar returned from now on */
  setRate(vndPerUsd: number): void;
  /** respond 503 (or, with 'bad-body', a success without a VND rate) until set back to false */
  fail(mode: false | 'http' | 'bad-body'): void;
  requests: number;
  stop(): Promise<void>;
}

/**
 * A stand-in for open.er-api.com on loopback, speaking its wire format:
 * GET /USD → { result: "success", base_code: "USD", time_last_update_unix, rates: { USD: 1, VND: … } }.
 */
export async function startFakeExchangeRate(vndPerUsd = 25_000): Promise<FakeExchangeRate> {
  let rate = vndPerUsd;
  let failing: false | 'http' | 'bad-body' = false;
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || req.url !== '/USD')
      return send(404, { result: 'error', 'error-type': 'unsupported-code' });
    if (failing === 'http') return send(503, { result: 'error', 'error-type': 'service-unavailable' });
    const now = Math.floor(Date.now() / 1000);
    send(200, {
      result: 'success',
      provider: 'https://www.exchangerate-api.com',
      time_last_update_unix: now,
      time_next_update_unix: now + 86_400,
      base_code: 'USD',
      rates: failing === 'bad-body' ? { USD: 1, EUR: 0.92 } : { USD: 1, EUR: 0.92, VND: rate, SGD: 1.35 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setRate: (r) => {
      rate = r;
    },
    fail: (mode) => {
      failing = mode;
    },
    get requests() {
      return state.requests;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

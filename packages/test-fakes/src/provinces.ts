// The Vietnam provinces API (provinces.open-api.vn), version 2: the 34 provinces since July 2025
// and their wards, with the fields `name`, `code`, `division_type`, `codename`, `phone_code` and
// `province_code`.
//   https://provinces.open-api.vn/
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProvinces {
  /** the PROVINCES_API_URL to configure */
  url: string;
  fail(on: boolean): void;
  requests: string[];
  stop(): Promise<void>;
}

const PROVINCES = [
  {
    name: 'Thành phố Hà Nội',
    code: 1,
    division_type: 'thành phố trung ương',
    codename: 'ha_noi',
    phone_code: 24,
  },
  {
    name: 'Thành phố Hồ Chí Minh',
    code: 79,
    division_type: 'thành phố trung ương',
    codename: 'ho_chi_minh',
    phone_code: 28,
  },
  {
    name: 'Thành phố Đà Nẵng',
    code: 48,
    division_type: 'thành phố trung ương',
    codename: 'da_nang',
    phone_code: 236,
  },
];
const WARDS: Record<number, { name: string; code: number }[]> = {
  79: [
    { name: 'Phường Sài Gòn', code: 26734 },
    { name: 'Phường Tân Định', code: 26737 },
    { name: 'Phường Bến Thành', code: 26743 },
  ],
  1: [{ name: 'Phường Hoàn Kiếm', code: 70 }],
};

/**
 * A stand-in for provinces.open-api.vn (API v2) on loopback, in its wire format:
 * GET /p/ → [{ name, code, division_type, codename, phone_code, wards: [] }],
 * GET /w/?province=<code> → [{ name, code, division_type, codename, province_code }].
 */
export async function startFakeProvinces(): Promise<FakeProvinces> {
  let failing = false;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (failing) return send(502, { detail: 'Bad gateway' });
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/p/')
      return send(
        200,
        PROVINCES.map((p) => ({ ...p, wards: [] })),
      );
    if (url.pathname === '/w/') {
      const province = Number(url.searchParams.get('province'));
      return send(
        200,
        (WARDS[province] ?? []).map((w) => ({
          ...w,
          division_type: 'phường',
          codename: w.name.toLowerCase().replace(/\s+/g, '_'),
          province_code: province,
        })),
      );
    }
    send(404, { detail: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail: (on) => {
      failing = on;
    },
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

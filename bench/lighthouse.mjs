#!/usr/bin/env node
// `npm run lighthouse -w @shop/bench` (after `npm run build` at the root): Lighthouse with its mobile
// settings (a mid-range phone, simulated slow 4G) on the home page, the product listing and a product
// page of the production build serving the demo catalogue. Prints the scores and writes
// bench/LIGHTHOUSE.md. Chromium: CHROMIUM_PATH, default Debian's /usr/bin/chromium.
//
// The simulated timings still scale with the CPU time the page took on this machine, so a busy
// machine lowers them: LIGHTHOUSE_RUNS=3 measures each page three times and reports the median run.
// Lighthouse's own CPU benchmark of the machine (`benchmarkIndex`, higher is faster) is reported
// beside the scores, to tell a slow machine from a slow page. LIGHTHOUSE_JSON=<dir> writes each
// page's median report there, for its audits (LCP breakdown, requests) in detail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { productionServerArgs, productionServerEntry, productionServerEnv } from './production-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(productionServerEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3900);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
const server = spawn(process.execPath, productionServerArgs(), {
  cwd: root,
  env: {
    ...process.env,
    ...productionServerEnv(),
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://localhost:${port}`;

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const rows = [];
const benchmarkIndexes = [];
let chrome;
try {
  await waitForServer();
  const { products } = await (await fetch(`${base}/api/product?pageSize=1`)).json();
  const pages = [
    ['home', '/'],
    ['product listing', '/products'],
    ['product page', `/product/${products[0].id}`],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const [name, route] of pages) {
    // the first visit warms the server's caches and image files; the second is measured
    await lighthouse(`${base}${route}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push(result.lhr);
    }
    // the median run by performance score, among those that completed (Chromium sometimes loses
    // a trace: NO_NAVSTART, a score of 0)
    const completed = results.filter((r) => !r.runtimeError);
    const ranked = (completed.length > 0 ? completed : results).sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const median = ranked[Math.floor(ranked.length / 2)];
    const { categories, audits, runtimeError } = median;
    benchmarkIndexes.push(...completed.map((r) => r.environment.benchmarkIndex));
    if (process.env.LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      const file = path.join(process.env.LIGHTHOUSE_JSON, `${name.replace(/\W+/g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(median));
    }
    if (runtimeError) console.log(`${name}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    const row = {
      name,
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audits['first-contentful-paint']?.displayValue,
      lcp: audits['largest-contentful-paint']?.displayValue,
      cls: audits['cumulative-layout-shift']?.displayValue,
      tbt: audits['total-blocking-time']?.displayValue,
    };
    // a run Chromium lost (its trace: NO_NAVSTART, NO_FCP) shows as its error, not as a score of 0
    if (runs > 1)
      row.runs = results.map((r) =>
        r.runtimeError ? r.runtimeError.code : Math.round((r.categories.performance?.score ?? 0) * 100),
      );
    rows.push(row);
    console.log(JSON.stringify(row));
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `  ${a.id}: ${a.displayValue ?? a.score}`);
    if (failed.length) console.log(`audits below 0.9 on ${name}:\n${failed.join('\n')}`);
  }
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  `Lighthouse ${new Date().toISOString().slice(0, 10)}, mobile settings (simulated slow 4G, mid-range phone), production build, demo catalogue${runs > 1 ? `, median of ${runs} runs` : ''}; this machine's benchmarkIndex ${Math.round(benchmarkIndexes.sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)] ?? 0)} (median).`,
  '',
  `| page | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT |${runs > 1 ? ' runs |' : ''}`,
  `|---|---:|---:|---:|---:|---:|---:|---:|---:|${runs > 1 ? '---|' : ''}`,
  ...rows.map(
    (r) =>
      `| ${r.name} (\`${r.route.replace(/[0-9a-f-]{36}/, '{id}')}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.cls} | ${r.tbt} |${r.runs ? ` ${r.runs.join(', ')} |` : ''}`,
  ),
  '',
].join('\n');
fs.writeFileSync(path.join(root, 'bench/LIGHTHOUSE.md'), table);
console.log(`\n${table}`);

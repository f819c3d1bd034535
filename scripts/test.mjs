#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
//   lint and format (Biome) → layout of the parts (dependency-cruiser, .dependency-cruiser.cjs) →
//   function size (scripts/check-function-size.mjs) → type check → unit and integration tests (Vitest; the server suite on PGlite, and on PostgreSQL
//   too when TEST_DATABASE_URL is set; two server instances on PostgreSQL and Redis when
//   TEST_REDIS_URL is set too) → web build → first-load JS budget →
//   browser tests (Playwright in Debian's Chromium). Ends with one line counting the tests:
//   "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function count(file, read) {
  if (!fs.existsSync(file)) return;
  const r = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
}

function finish(code) {
  count(path.join(reports, 'vitest.json'), (j) => ({
    passed: j.numPassedTests ?? 0,
    failed: j.numFailedTests ?? 0,
    skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
  }));
  count(path.join(reports, 'playwright.json'), (j) => ({
    passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0),
    // a flaky test passed on its retry; it still counts as passed here, and Playwright lists it
    failed: j.stats?.unexpected ?? 0,
    skipped: j.stats?.skipped ?? 0,
  }));
  if (code !== 0 && totals.failed === 0) totals.failed = 1; // a failing step that is not a test
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(code);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

run('lint and format (Biome)', bin('biome'), ['check', '.']);
run('layout of the parts (dependency-cruiser)', process.execPath, [
  path.join(root, 'scripts/check-layout.mjs'),
]);
run('functions of at most 150 lines', process.execPath, [path.join(root, 'scripts/check-function-size.mjs')]);
run('type check', 'npm', ['run', 'typecheck', '--silent']);
if (process.env.TEST_DATABASE_URL)
  console.log('\nPostgreSQL suite on', process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@'));
else console.log('\nTEST_DATABASE_URL is not set: the server suite runs on PGlite only.');
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)
  console.log('Two-instance suite on Redis at', process.env.TEST_REDIS_URL.replace(/\/\/[^@]*@/, '//…@'));
else console.log('TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-instance suite does not run.');
run('unit and integration tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);

run('web build', 'npm', ['run', 'build', '-w', '@shop/web', '--silent']);
// the shopper's first load of / stays within its 150 KB budget (size is deterministic; time is not)
run('first-load JavaScript budget', 'npm', ['run', 'size', '-w', '@shop/web', '--silent']);
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && fs.existsSync(p),
);
if (!chromium) {
  const why = 'no Chromium found at CHROMIUM_PATH or /usr/bin/chromium (apt-get install -y chromium)';
  if (process.env.CI === 'true') {
    console.error(`\n✖ browser tests cannot run: ${why}`);
    finish(1);
  }
  console.log(`\n⚠ browser tests skipped: ${why}`);
  finish(0);
}
run('browser tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
});
finish(0);

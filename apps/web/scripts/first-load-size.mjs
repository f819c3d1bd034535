// Prints the gzipped size of the JavaScript a first visit to / downloads: the entry chunk, the home
// page's lazy chunk and everything they import statically. Run after `vite build`. Exits 1 above the
// budget (150 KB, or the number given as first argument).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/)?.[1];
const home = readdirSync(join(dist, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
if (!entry || !home) throw new Error('build output not found: run vite build first');

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(`assets/${m[1]}`);
}
visit(entry);
visit(`assets/${home}`);
let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const budgetKb = Number(process.argv[2] ?? 150);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total first-load JS of / (gzip), budget ${budgetKb} KB`,
);
if (total / 1024 > budgetKb) {
  console.error('over budget: split the new code into a lazy chunk or drop a dependency from the shell');
  process.exit(1);
}

// The production build as `npm start` runs it, asked as a browser asks it: the Node flags of apps/server's start script (the
// heap settings behind the memory budget, README) and dist/server.js, so that the benchmarks measure
// the process a shop runs. `spawn(process.execPath, productionServerArgs(), …)`.
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

/** Node's arguments for the production server: the start script's flags, then the entry's path. */
export function productionServerArgs() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const [node, ...args] = scripts.start.split(/\s+/);
  if (node !== 'node' || args.at(-1) !== 'dist/server.js') {
    throw new Error(`apps/server's start script is not "node [flags] dist/server.js": ${scripts.start}`);
  }
  return [...args.slice(0, -1), path.join(serverDir, 'dist/server.js')];
}

/** The entry the build writes (to check that it was built). */
export const productionServerEntry = path.join(serverDir, 'dist/server.js');

/**
 * What every browser sends: the shop's answers above 1 KB then go out compressed, as a shopper gets
 * them (a 24-product page: 2 KB of brotli instead of 14 KB of JSON). Hello-world's 17 bytes are sent
 * as they are either way.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

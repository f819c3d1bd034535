// The production build as `npm start` runs it, asked as a browser asks it: the Node flags of apps/server's start script (the
// heap settings behind the memory budget, README) and dist/server.js, so that the benchmarks measure
// the process a shop runs. `spawn(process.execPath, productionServerArgs(), { env: { ...productionServerEnv(), … } })`.
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

/** The start script's words: its leading environment assignments, then `node [flags] dist/server.js`. */
function startScript() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const words = scripts.start.split(/\s+/);
  const env = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift().split('=');
    env[name] = value;
  }
  const [node, ...args] = words;
  if (node !== 'node' || args.at(-1) !== 'dist/server.js') {
    throw new Error(
      `apps/server's start script is not "[VAR=value] node [flags] dist/server.js": ${scripts.start}`,
    );
  }
  return { env, args };
}

/** Node's arguments for the production server: the start script's flags, then the entry's path. */
export function productionServerArgs() {
  const { args } = startScript();
  return [...args.slice(0, -1), path.join(serverDir, 'dist/server.js')];
}

/** The environment the start script sets (the C allocator's settings behind the memory budget). */
export function productionServerEnv() {
  return startScript().env;
}

/** The entry the build writes (to check that it was built). */
export const productionServerEntry = path.join(serverDir, 'dist/server.js');

/**
 * What every browser sends: the shop's responses above 1 KB then go out compressed, as a shopper gets
 * them. Hello-world's 17 bytes are sent as they are either way.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

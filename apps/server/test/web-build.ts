import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

/** index.html as `vite build` writes it, reduced to what the page route needs (#root's boot shell). */
export const FIXTURE_INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Lumière Saigon</title></head>
  <body><div id="root"><div class="boot"></div></div></body>
</html>`;

/**
 * A built web app in a temporary folder, for the page route without a real `vite build`: dist/ with
 * index.html (and the given files, such as a hashed asset), dist-ssr/entry-server.js with this server
 * entry. `dist` is the WEB_DIST_DIR to configure; `remove()` deletes the folder.
 */
export function writeWebBuild(
  entry: string,
  { index = FIXTURE_INDEX, files = {} }: { index?: string; files?: Record<string, string> } = {},
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(dir, 'dist-ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  fs.writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), entry);
  return { dist, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The app's log lines, as createTestApp's `logStream` receives them. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

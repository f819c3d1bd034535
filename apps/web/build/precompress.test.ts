import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text files that are worth it, and nothing else', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'assets/app.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets/font.woff2'), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), script);

    const done = await precompressDir(dir);

    expect(done).toEqual([path.join(dir, 'assets/app.js')]);
    const br = fs.readFileSync(path.join(dir, 'assets/app.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/app.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 2);
    for (const skipped of ['assets/tiny.css.br', 'assets/font.woff2.br', '.vite/manifest.json.br']) {
      expect(fs.existsSync(path.join(dir, skipped))).toBe(false);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { LANDING_PAGES } from '@shop/shared';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeWebBuild } from '../../test/web-build.js';
import { modulePreloads, readViteManifest, type ViteManifest } from './page-preloads.js';

const WEB = path.resolve(import.meta.dirname, '../../../web');

/**
 * The landing pages' modules (@shop/shared's LANDING_PAGES) as the server finds them in a real
 * `vite build` of the web app: a path that names no chunk (a page moved, a typo) would only cost the
 * page its chunk's preload, silently.
 */
describe("the landing pages' chunks in the web build", () => {
  let manifest: ViteManifest | undefined;

  beforeAll(async () => {
    // built in memory: nothing written, and the build's own steps (precompress) pointed at an empty
    // folder rather than the app's dist/; the manifest is then read as the server reads it
    const web = writeWebBuild('');
    const outDir = path.join(path.dirname(web.dist), 'unused');
    fs.mkdirSync(outDir);
    try {
      const output = (await build({
        root: WEB,
        configFile: path.join(WEB, 'vite.config.ts'),
        logLevel: 'silent',
        build: { write: false, outDir, copyPublicDir: false },
      })) as Rolldown.RolldownOutput;
      const file = output.output.find((o) => o.fileName === '.vite/manifest.json');
      if (file?.type === 'asset') {
        fs.mkdirSync(path.join(web.dist, '.vite'));
        fs.writeFileSync(path.join(web.dist, '.vite', 'manifest.json'), file.source);
      }
      manifest = readViteManifest(web.dist);
    } finally {
      web.remove();
    }
  }, 120_000);

  it("preloads each landing page's own chunk from the build's manifest", () => {
    expect(manifest).toBeDefined();
    for (const page of LANDING_PAGES) {
      const chunk = manifest![`src/${page.module}`];
      expect(chunk, page.module).toBeDefined();
      const hrefs = modulePreloads(manifest!, [page.module]).map((p) => p.href);
      expect(hrefs, page.module).toContain(`/${chunk!.file}`);
    }
  });
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// a relative path: the config is bundled on its own, and the package entry is TypeScript source
import { BUILD_ID_META } from '../../packages/shared/src/constants/page-load';
import { precompress } from './build/precompress';

const API_TARGET = 'http://127.0.0.1:3000';

const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|i18next-http-backend|i18next-browser-languagedetector|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|zustand|react-hot-toast|goober)[\\/]/;

/**
 * A configured API base starting with plain http is rejected. The runtime client rejects it
 * too (src/lib/api-base.ts); failing the build here catches the mistake before it ships.
 */
function assertSafeApiBase(base: string | undefined): void {
  if (!base?.startsWith('http:')) return;
  const host = new URL(base).hostname;
  if (host !== 'localhost' && host !== '127.0.0.1' && host !== '[::1]') {
    throw new Error(`VITE_API_BASE must use https in a production build (got ${base})`);
  }
}

/** The build's id: the version parameter of /locales/ URLs, also written into index.html for the server. */
const BUILD_ID = Date.now().toString(36);

function buildIdMeta(): Plugin {
  return {
    name: 'shop:build-id',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: BUILD_ID_META, content: BUILD_ID }, injectTo: 'head' as const },
    ],
  };
}

/**
 * `vite build --ssr`: the server's render of the landing pages (src/entry-server.tsx) into dist-ssr/,
 * beside dist/, where the API server looks for it. npm packages stay external (node_modules).
 */
const SSR_BUILD = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  // locales and icons are served from dist/; the server reads the translations there too
  copyPublicDir: false,
  sourcemap: true,
  target: 'node24',
  rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build' && mode === 'production') assertSafeApiBase(env.VITE_API_BASE);
  const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };
  return {
    plugins: [react(), tailwindcss(), buildIdMeta(), ...(isSsrBuild ? [] : [precompress()])],
    define: {
      // Cache-busts /locales/*.json (not hashed, served as plain files) on every build.
      __BUILD_ID__: JSON.stringify(BUILD_ID),
      // `npm start` builds with the server's environment: its GOOGLE_CLIENT_ID shows the Google buttons
      'import.meta.env.VITE_GOOGLE_CLIENT_ID': JSON.stringify(
        env.VITE_GOOGLE_CLIENT_ID ?? process.env.GOOGLE_CLIENT_ID ?? '',
      ),
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: isSsrBuild
      ? SSR_BUILD
      : {
          outDir: 'dist',
          emptyOutDir: true,
          assetsDir: 'assets',
          sourcemap: false,
          // dist/.vite/manifest.json: the server preloads a landing page's chunk from it (page-preloads.ts)
          manifest: true,
          target: 'es2022',
          // every browser of that target preloads modules itself: no polyfill in the entry chunk
          modulePreload: { polyfill: false },
          rolldownOptions: {
            treeshake: {
              // packages/shared is pure (no I/O, no module side effects), but its package.json does not say
              // so; without this its unused Zod schemas (and Zod with them) would ride in the first load.
              moduleSideEffects: (id: string) =>
                /[\\/]packages[\\/]shared[\\/]/.test(id) ? false : undefined,
            },
            output: {
              // The shell's libraries in one long-cached chunk that app releases do not invalidate. Named
              // one by one: a catch-all node_modules group would pull page-only libraries into the first load.
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: SHELL_LIBRARIES },
                  // The sliders' arrows and scroll tracking go together (home's banner and product
                  // sliders, the gallery): one chunk, not two with a chunk's overhead each in the
                  // first load of /.
                  {
                    name: 'slider',
                    test: /[\\/]src[\\/](components[\\/]ui[\\/]slider-arrows|lib[\\/]use-scroll-track)\./,
                  },
                ],
              },
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: 'assets/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
            },
          },
        },
  };
});

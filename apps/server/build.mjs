// Bundles the server into dist/server.js: our code and @shop/shared (TypeScript) are compiled in;
// every npm dependency stays external and is loaded from node_modules at run time. The image
// worker's child (lib/image-worker.ts forks it) is a second entry, dist/image-worker.child.js,
// beside the server it is looked up from.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['./src/server.ts', './src/lib/image-worker.child.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@shop/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

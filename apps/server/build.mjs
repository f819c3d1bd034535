// Bundles the server into dist/server.js: our code and @shop/shared (TypeScript) are compiled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['./src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
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

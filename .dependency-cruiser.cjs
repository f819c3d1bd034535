/**
 * The layout of the code's parts, and which way each may import: the one written statement of it.
 * `npm test` checks every import against it (dependency-cruiser, run by scripts/test.mjs before the
 * type check); apps/web/README.md and STYLE.md describe the same table in words.
 *
 * A part may import itself and the parts in its `mayImport`; anything else within the repository is
 * an error. On the web, as bulletproof-react does it: pages in app/routes/ compose features; a feature
 * imports no other feature (the `$1` below: its own folder only); components/, lib/ and stores/ sit
 * below the features; a helper two features need moves down, never sideways. The server is in
 * layers, each importing only those below it:
 *   shared ← config ← lib ← db ← context ← modules ← delivery ← plugins ← app.ts / server.ts
 * lib knows no database and no domain; the domains (modules/<domain>) know neither the delivery
 * layer nor the plugins, and announce catalogue changes through lib/catalog-cache.ts, which the
 * delivery layer's response cache implements; plugins/ and app.ts compose them. The tests, which
 * build the whole app, may import any layer. The domains may use each other but never in a cycle
 * (checked folder by folder, on the modules' own code: scripts/check-layout.mjs runs that rule
 * apart, without the tests, which set up their data through other domains).
 *
 * `npm run check:layout` runs both; `npx depcruise apps packages` alone shows the part rules.
 */

/**
 * The server's layers, bottom first: shared ← config ← lib ← db ← context ← modules ← delivery ←
 * plugins ← app.ts / server.ts. A layer imports only those before it.
 */
const SERVER_LAYERS = [
  'shared',
  'server-config',
  'server-lib',
  'server-db',
  'server-context',
  'server-modules',
  'server-delivery',
  'server-plugins',
  'server-root',
];
/** The layers below `layer`, nearest first. */
const below = (layer) => SERVER_LAYERS.slice(0, SERVER_LAYERS.indexOf(layer)).reverse();

/** The server's tests (beside their code) and the test harness (apps/server/test/). */
const SERVER_TESTS = '^apps/server/(test/|src/.+\\.test\\.ts$)';

/** @type {Record<string, { path: string, pathNot?: string, mayImport: string[], note: string }>} */
const LAYOUT = {
  shared: {
    path: '^packages/shared/',
    mayImport: [],
    note: 'schemas, pricing and constants both apps use; imports no app',
  },
  'test-fakes': {
    path: '^packages/test-fakes/',
    mayImport: [],
    note: 'loopback stand-ins for the outside services (GHN, PayPal, the bank, SMTP, S3, Google…), for tests, e2e and bench',
  },
  'web-entry': {
    path: '^apps/web/src/(main|entry-server)\\.tsx$',
    mayImport: ['web-app', 'web-features', 'web-components', 'web-lib', 'web-stores', 'web-styles', 'shared'],
    note: "the browser's and the server renderer's entries",
  },
  'web-app': {
    path: '^apps/web/src/app/',
    mayImport: ['web-features', 'web-components', 'web-lib', 'web-stores', 'shared'],
    note: 'router, layout, guards, and the pages (app/routes/) that compose features',
  },
  'web-features': {
    path: '^apps/web/src/features/',
    mayImport: ['web-components', 'web-lib', 'web-stores', 'shared'],
    note: "one domain each (api/, components/, lib/); never another feature's folder",
  },
  'web-components': {
    path: '^apps/web/src/components/',
    mayImport: ['web-lib', 'shared'],
    note: 'the design system and other pieces with no domain of their own',
  },
  'web-stores': {
    path: '^apps/web/src/stores/',
    mayImport: ['web-lib', 'shared'],
    note: 'Zustand client state (the session, the persisted cart and coupon mirrors)',
  },
  'web-lib': {
    path: '^apps/web/src/lib/',
    mayImport: ['shared'],
    note: 'api client, query client, i18n, small hooks',
  },
  'web-styles': {
    path: '^apps/web/src/styles/',
    mayImport: [],
    note: 'Tailwind and the fonts',
  },
  'web-test-setup': {
    path: '^apps/web/src/test/',
    mayImport: ['web-lib', 'shared'],
    note: "Vitest's set-up of the web tests",
  },
  'web-build': {
    path: '^apps/web/(build|scripts)/|^apps/web/[^/]+\\.ts$',
    mayImport: ['shared'],
    note: "the web's build configuration and scripts",
  },
  // The server, in layers (SERVER_LAYERS): each imports only those below it; the tests, which build
  // the whole app, import any.
  'server-config': {
    path: '^apps/server/src/config\\.ts$',
    mayImport: below('server-config'),
    note: 'the only reader of process.env',
  },
  'server-lib': {
    path: '^apps/server/src/lib/',
    pathNot: SERVER_TESTS,
    mayImport: below('server-lib'),
    note: 'helpers that know no database and no domain: errors, logging, Redis, images, rate-limit counts, and the interfaces the domains announce catalogue changes through (catalog-cache.ts)',
  },
  'server-demo': {
    path: '^apps/server/src/demo/',
    mayImport: below('server-lib').concat('server-lib'),
    note: "the demo catalogue's drawings, which only the seed (db/seed) uses",
  },
  'server-db': {
    path: '^apps/server/src/db/',
    pathNot: SERVER_TESTS,
    mayImport: below('server-db').concat('server-demo'),
    note: 'the Drizzle client, the schema, the migrations and the demo seed',
  },
  'server-context': {
    path: '^apps/server/src/context\\.ts$',
    mayImport: below('server-context'),
    note: 'what every module is built with (the configuration, the database, the tokens, the log)',
  },
  'server-modules': {
    path: '^apps/server/src/modules/',
    pathNot: SERVER_TESTS,
    mayImport: below('server-modules'),
    note: 'the domains: routes, services, repositories; none imports the delivery layer or the plugins',
  },
  'server-delivery': {
    path: '^apps/server/src/delivery/',
    pathNot: SERVER_TESTS,
    mayImport: below('server-delivery'),
    note: 'the HTTP delivery: the response cache, server-side rendering of the built web app (loaded from its build, not imported), HTTP encoding, the pages and their rate limit; a leaf only the composition imports',
  },
  'server-plugins': {
    path: '^apps/server/src/plugins/',
    mayImport: below('server-plugins'),
    note: 'the Fastify plugins that wire the services, the platform and the API',
  },
  'server-root': {
    path: '^apps/server/src/(app|server)\\.ts$',
    mayImport: below('server-root'),
    note: 'the composition root: buildApp(config), and the process that listens',
  },
  'server-tests': {
    path: SERVER_TESTS,
    mayImport: [...SERVER_LAYERS, 'server-demo', 'test-fakes'],
    note: 'the tests and their harness (test/), which build the whole app',
  },
  'server-build': {
    path: '^apps/server/[^/]+\\.(ts|mjs)$',
    mayImport: ['shared'],
    note: "the server's build, Drizzle and Vitest configuration",
  },
};

const inside = Object.values(LAYOUT)
  .map((part) => `(${part.path})`)
  .join('|');

/** One rule a part: it may import itself, its `mayImport`, and nothing else of the repository. */
const partRules = Object.entries(LAYOUT).map(([name, part]) => ({
  name: `layout: ${name}`,
  comment: `${name} (${part.note}) may import ${part.mayImport.join(', ') || 'nothing but itself'}`,
  severity: 'error',
  from: part.pathNot ? { path: part.path, pathNot: part.pathNot } : { path: part.path },
  to: {
    path: `^(apps|packages)/`,
    pathNot: [part.path, ...part.mayImport.map((other) => LAYOUT[other].path)],
  },
}));

module.exports = {
  forbidden: [
    ...partRules,
    {
      name: 'layout: a feature imports no other feature',
      comment:
        'pages in app/routes/ compose features; a helper two features need moves to lib/ or components/',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'layout: only tests use the test fakes',
      comment: 'the fakes stand in for outside services in tests; the server itself never runs them',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/test-fakes/' },
    },
    {
      name: 'layout: no cycle between server domains',
      comment: 'a domain writes its own tables and asks another domain’s service for the rest (STYLE.md)',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+/?$' },
      to: { path: '^apps/server/src/modules/[^/]+/?$', circular: true },
    },
    {
      name: 'layout: a module writes its own tables',
      comment:
        "a domain reaches another domain's tables through that domain's service, never its repository (STYLE.md)",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: SERVER_TESTS },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'layout: every file belongs to a part',
      comment: `a new top-level folder gets its row in LAYOUT (.dependency-cruiser.cjs) first`,
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: inside },
      to: {},
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/',
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|drizzle|test-results)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

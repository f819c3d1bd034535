#!/usr/bin/env node
// The layout check of `npm test` (.dependency-cruiser.cjs holds the layout and its rules):
//   1. every import of apps/ and packages/ (tests included) against the part rules;
//   2. the server's domains (apps/server/src/modules/<domain>, their own code without the tests)
//      against the folder rules: no cycle between domains.
// Prints each violation with the rule's name and comment, and exits 1 if there is any.
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const byScope = (folder) => config.forbidden.filter((rule) => (rule.scope === 'folder') === folder);
const resolveOptions = { tsConfig: { fileName: config.options.tsConfig.fileName } };

async function check(title, files, options) {
  const { output } = await cruise(
    files,
    { ...config.options, ...options, validate: true, outputType: 'err-long' },
    undefined,
    resolveOptions,
  );
  const result = typeof output === 'string' ? output : JSON.stringify(output);
  const failed = /\d+ dependency violations/.test(result) && !/ 0 errors/.test(result);
  console.log(`${failed ? '✖' : '✔'} ${title}`);
  if (failed) console.log(result);
  return failed;
}

const partsFailed = await check('imports follow the layout', ['apps', 'packages'], {
  ruleSet: { forbidden: byScope(false) },
});
const domainsFailed = await check('no cycle between server domains', ['apps/server/src/modules'], {
  ruleSet: { forbidden: byScope(true) },
  includeOnly: '^apps/server/src/modules/',
  exclude: { path: `${config.options.exclude.path}|\\.test\\.ts$` },
});
process.exit(partsFailed || domainsFailed ? 1 : 0);

#!/usr/bin/env node
// The function-size check of `npm test`: lists every function, method and arrow function in apps/
// longer than MAX_LINES and exits 1 if there is any. A function past about a screen and a half is
// where a reader loses the thread, and a React component that long is several components in one.
// Tests are left out: a `describe` callback groups cases, each one short, and is read case by case.
//   node scripts/check-function-size.mjs [max-lines]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MAX_LINES = Number(process.argv[2] ?? 150);
const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.(test|spec)\.tsx?$|(^|\/)test\//.test(file))
  .filter((file) => fs.existsSync(path.join(root, file)));

/** The name a reader would search for: the function's own, its variable's, or its caller's. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return 'anonymous function';
}

const long = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.end).line + 1;
      if (last - first + 1 > MAX_LINES)
        long.push({ file, first, lines: last - first + 1, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

long.sort((a, b) => b.lines - a.lines);
for (const f of long) console.log(`  ${f.file}:${f.first} ${f.name}: ${f.lines} lines`);
console.log(
  long.length
    ? `✖ ${long.length} function${long.length === 1 ? '' : 's'} over ${MAX_LINES} lines: split them`
    : `✔ no function over ${MAX_LINES} lines in apps/ (${files.length} files)`,
);
process.exit(long.length ? 1 : 0);

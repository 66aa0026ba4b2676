#!/usr/bin/env node
// `npm test`: every test, the browser tests included. Checks for Chromium
// first (installing it where it may), typechecks, lints (`npm run lint`: ESLint
// and dependency-cruiser's layers, boundaries and cycles), then runs every
// project but `timing` (npm run test:timing) in one vitest run, and ends with one line:
// "tests: N passed, N failed[, N skipped]".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

if (run(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')]) !== 0) process.exit(1);

console.log('\n> typecheck');
if (run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) !== 0) {
  console.error('typecheck failed');
  process.exit(1);
}

console.log('\n> lint');
if (run(bin('eslint'), ['.']) !== 0 || run(bin('depcruise'), ['src', 'local-api', 'scripts', 'bench', '--config', '.dependency-cruiser.cjs']) !== 0) {
  console.error('lint failed (npm run lint)');
  process.exit(1);
}

const results = join(root, 'artifacts', 'test-results.json');
mkdirSync(join(root, 'artifacts'), { recursive: true });
rmSync(results, { force: true });
const extra = process.argv.slice(2);
// Every project but `timing` (its timing properties run alone: npm run test:timing, after this in CI).
const projects = extra.some((arg) => arg.startsWith('--project')) ? [] : ['--project=!timing'];
const status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...projects, ...extra]);

try {
  const summary = JSON.parse(readFileSync(results, 'utf8'));
  const skipped = (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  // The resilience suite's own line: how many hostile or careless cases the local API survived.
  const resilience = summary.testResults
    .filter((file) => /[\\/]tests[\\/]resilience[\\/]/.test(file.name))
    .flatMap((file) => file.assertionResults);
  if (resilience.length) {
    console.log(`\nresilience: ${resilience.filter((t) => t.status === 'passed').length}/${resilience.length} survived`);
  }
  console.log(
    `${resilience.length ? '' : '\n'}tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  if (summary.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
  if (skipped > 0) {
    console.error('Some tests were skipped: every test must run.');
    process.exit(1);
  }
} catch {
  console.error('vitest wrote no results file');
  process.exit(status || 1);
}
process.exit(status);

#!/usr/bin/env node
// `npm test`: every test, the browser tests included. Checks for Chromium
// first (installing it where it may), typechecks, lints (`npm run lint`: ESLint
// and dependency-cruiser's layers, boundaries and cycles), then runs every
// project but `timing` (npm run test:timing) in one vitest run, and ends with one line:
// "tests: N passed, N failed[, N skipped]".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

if (run(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')]) !== 0) process.exit(1);

/**
 * Runs `command` with its output held back, and resolves with its exit status and that output (stdout then
 * stderr), so that checks running at once print one after another instead of interleaved.
 */
const runHeld = (command, args) =>
  new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) => resolvePromise({ status: 1, output: `${command}: ${error.message}\n` }));
    child.on('close', (code) => resolvePromise({ status: code ?? 1, output: Buffer.concat([...out, ...err]).toString() }));
  });

// The typecheck and the linters (ESLint, dependency-cruiser) at once: each is one process on one core, and on two
// cores they take as long together as the longest alone. Every one runs to the end; the run fails if any fails.
console.log('\n> typecheck, lint');
const checks = [
  { name: 'typecheck', failure: 'typecheck failed', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', failure: 'lint failed (npm run lint)', command: bin('eslint'), args: ['.'] },
  {
    name: 'lint (layers)',
    failure: 'lint failed (npm run lint)',
    command: bin('depcruise'),
    args: ['src', 'local-api', 'scripts', 'bench', '--config', '.dependency-cruiser.cjs'],
  },
];
const checked = await Promise.all(checks.map((check) => runHeld(check.command, check.args)));
checks.forEach((check, i) => {
  console.log(`\n> ${check.name}`);
  if (checked[i].output) process.stdout.write(checked[i].output);
});
const failed = checks.filter((_, i) => checked[i].status !== 0);
if (failed.length) {
  for (const failure of new Set(failed.map((check) => check.failure))) console.error(failure);
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
  // The failed tests, each on one line with its first message line, last: a log cut to its tail still names them all.
  const failures = summary.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `  ✗ ${relative(root, file.name)} > ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`),
  );
  const brokenFiles = summary.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'));
  if (failures.length || brokenFiles.length) {
    console.log('\nfailed:');
    for (const line of failures) console.log(line);
    for (const file of brokenFiles) console.log(`  ✗ ${relative(root, file.name)}: ${String(file.message ?? '').split('\n')[0].slice(0, 300)}`);
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

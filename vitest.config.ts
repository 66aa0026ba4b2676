import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The projects: `unit` (domain, use cases, data with msw, local API in process, components), split by cost into
 * `unit` (isolated), `unit-domain`, `unit-local-api`, `unit-usecases`, `unit-data` and `unit-presentation` (shared module graphs, see
 * SHARED_MODULES) and their `-isolated` remainders; `integration` (the library and the server renderer
 * against the real local API on an ephemeral port), `resilience` (the real local API under hostile and careless
 * input), `e2e` (Debian's Chromium against the store as `npm start` serves it) and `timing` (timing properties, run
 * alone: npm run test:timing).
 */
/**
 * What sets module state in a test file: module mocks, spies, fake timers, stubbed globals or environment variables,
 * redefined properties (navigator's), or an environment variable written or deleted. Such a file runs isolated.
 */
const SETS_MODULE_STATE = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|defineProperty\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

/** The test files under `dir` that set module state (SETS_MODULE_STATE): found, not listed by hand, so a new one is never shared. */
function settingModuleState(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && SETS_MODULE_STATE.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  walk(join(import.meta.dirname, dir));
  return found.map((path) => path.slice(import.meta.dirname.length + 1)).sort();
}

/**
 * Unit files that need no fresh module graph of their own: they run with `isolate: false` (a worker imports the domain,
 * or the local API, once for all its files instead of once per file). Safe because these files set no module state:
 * the files that do (settingModuleState, found in each folder) and those listed in `alsoIsolated` for another reason
 * run isolated in `<name>-isolated`; what the modules keep at module level is constant tables or caches keyed by each
 * test's own database (WeakMaps) or its own temporary files.
 */
const SHARED_MODULES: { name: string; dir: string; alsoIsolated?: string[]; setupFiles?: string[] }[] = [
  { name: 'unit-domain', dir: 'tests/domain' },
  {
    // Every file that talks over a real socket stays isolated too: global fetch keeps one connection pool per process,
    // so a file's sockets stay its own.
    name: 'unit-local-api',
    dir: 'tests/local-api',
    alsoIsolated: [
      'tests/local-api/account-upload-socket.test.ts',
      'tests/local-api/delivery.test.ts',
      'tests/local-api/http-edge.test.ts',
      'tests/local-api/spec-only-client.test.ts',
    ],
  },
  // The use cases against msw (tests/mocks/server.ts: one server per worker, listening from each file's first hook
  // to its last, handlers reset after every test, the request log cleared before every test).
  { name: 'unit-usecases', dir: 'tests/usecases' },
  // The repositories against msw, as the use cases; a real socket (whole-body) stays isolated.
  { name: 'unit-data', dir: 'tests/data', alsoIsolated: ['tests/data/whole-body.test.ts'] },
  // The screens (jsdom: each file still gets a document of its own) and the server renderer. Each test builds its
  // own fake client and renders it through providers (render.tsx): no composition root, no module-level store. What
  // the presentation modules keep at module level is a memo (AddressForm's last values, formatters), a cache keyed
  // by history entry (listing-cache: a new document's entries start at 'default', and a recall needs the address
  // bar at the same address) or the last page title focused (reset by each file's first render).
  { name: 'unit-presentation', dir: 'tests/presentation', setupFiles: ['tests/support/dom-waits.ts'] },
];

/** Each shared project's files, and those of its folder that run isolated. */
const SHARED_PROJECTS = SHARED_MODULES.map(({ name, dir, alsoIsolated = [], setupFiles = [] }) => ({
  name,
  include: [`${dir}/**/*.test.{ts,tsx}`],
  isolated: [...new Set([...settingModuleState(dir), ...alsoIsolated])].sort(),
  setupFiles,
}));

export default defineConfig({
  test: {
    // Two workers on two cores for every project (vitest's default leaves one core idle). Projects that run in one
    // vitest run must share maxWorkers unless their sequence.groupOrder differs.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/integration/**',
            'tests/cli/**',
            'tests/e2e/**',
            'tests/resilience/**',
            'tests/timing/**',
            ...SHARED_PROJECTS.flatMap((project) => project.include),
            'node_modules/**',
          ],
          environment: 'node',
          // A safety net against a hang, not a bound on speed: the default 5 s fails sound tests on a loaded machine.
          testTimeout: 30_000,
          // Testing Library's waits, likewise (see the file).
          setupFiles: ['tests/support/dom-waits.ts'],
        },
      },
      // The unit files that share one module graph per worker (isolate: false), each in a project of its own, and
      // those of their folders that set module state, isolated as in `unit`.
      ...SHARED_PROJECTS.flatMap(({ name, include, isolated, setupFiles }) => [
        { extends: true as const, test: { name, include, exclude: [...isolated, 'node_modules/**'], environment: 'node', isolate: false, testTimeout: 30_000, setupFiles } },
        ...(isolated.length ? [{ extends: true as const, test: { name: `${name}-isolated`, include: isolated, environment: 'node', testTimeout: 30_000, setupFiles } }] : []),
      ]),
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The real local API probed as an attacker and a careless client would (bounded, loopback only).
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Node's, and the worker's Chromium closed when the worker ends (see isolate below).
          environment: './tests/e2e/environment.ts',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A worker imports the store (local API, server renderer) and Playwright once for all its files, and keeps
          // one Chromium for them (support.ts, launchChromium): the files set no module state (no vi.mock, spies,
          // fake timers, stubbed globals or environment variables), and each still has its own server, database and
          // browser contexts.
          isolate: false,
          // Hang nets, not speed bounds: a loaded machine slows every page.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits for its condition up to 15 s (it returns as soon as the condition holds), not vitest's
          // 1 s: a client navigation's render (the URL changes before React commits the new page) took longer than
          // that with two files at once on a loaded machine, and failed sound tests (browse: «Novedades», Back).
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time (maxWorkers above), after the other projects (its own group, so the others keep their
          // two workers). Each file has its own server (port 0), database, browser and screenshot names, so files are
          // isolated; a test waits for the condition it needs (hydration, a status), never for a time.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Timing properties (a login takes as long for an unknown email as for a wrong password, the slow bank
          // answers in about 3 s, a fresh database seeds in under 2 s): `npm run test:timing`, alone and one file at
          // a time, never in `npm test` (scripts/test.mjs runs --project=!timing).
          name: 'timing',
          include: ['tests/timing/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // After every other project, should a run select it with them (npm test never does).
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

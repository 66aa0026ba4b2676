import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (domain, use cases, data with msw, local API in
 * process, components), `integration` (the library and the server renderer
 * against the real local API on an ephemeral port), `resilience` (the real
 * local API under hostile and careless input) and `e2e` (Debian's Chromium
 * against the store as `npm start` serves it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/integration/**', 'tests/cli/**', 'tests/e2e/**', 'tests/resilience/**', 'tests/timing/**', 'node_modules/**'],
          environment: 'node',
        },
      },
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
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
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
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

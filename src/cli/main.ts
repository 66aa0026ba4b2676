#!/usr/bin/env node
/**
 * The `tienda` command: drives the use cases from a terminal against any environment
 * (`npx tsx src/cli/main.ts search "café"`, or `npm run tienda -- search "café"`). See `USAGE` in run.ts.
 */
import { run } from './run';

// exitCode, not exit(): the session file's last write finishes before Node leaves.
process.exitCode = await run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });

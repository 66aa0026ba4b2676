#!/usr/bin/env node
// Finds Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium.
// On a Debian machine where packages may be installed (root with apt-get),
// a missing Chromium is installed with apt-get; anywhere else this stops
// with the exact command to run. It never downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y chromium fonts-dejavu-core';

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

function runnable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

const path = chromiumPath();
if (runnable(path)) {
  console.log(`Chromium: ${path}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable file. Point it at Chromium, or unset it and run: ${INSTALL}`);
  process.exit(1);
}
if (!canInstall()) {
  console.error(`Chromium is missing at ${path}, and it cannot be installed from here. Run:\n  sudo sh -c '${INSTALL}'\nor set CHROME_PATH to a Chromium or Chrome binary.`);
  process.exit(1);
}
console.log(`Chromium is missing at ${path}; installing it: ${INSTALL}`);
try {
  execFileSync('sh', ['-c', `export DEBIAN_FRONTEND=noninteractive; ${INSTALL}`], { stdio: 'inherit' });
} catch {
  console.error(`Installing Chromium failed. Run it yourself:\n  ${INSTALL}`);
  process.exit(1);
}
if (!runnable(path)) {
  console.error(`apt-get finished but ${path} is still missing. Run: ${INSTALL}`);
  process.exit(1);
}
console.log(`Chromium: ${path}`);

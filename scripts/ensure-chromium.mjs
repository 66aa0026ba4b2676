#!/usr/bin/env node
// Finds Chromium for the browser tests: CHROME_PATH, else Debian's headless shell
// (/usr/bin/chromium-headless-shell, the rule of scripts/chromium.ts TEST_CHROME_PATH),
// else /usr/bin/chromium. On a Debian machine where packages may be installed (root
// with apt-get), a missing headless shell is installed with apt-get; anywhere else a
// full Chromium will do, and with neither this stops with the exact command to run.
// It never downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium-headless-shell fonts-dejavu-core';

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

if (process.env.CHROME_PATH) {
  if (runnable(process.env.CHROME_PATH)) {
    console.log(`Chromium: ${process.env.CHROME_PATH}`);
    process.exit(0);
  }
  console.error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable file. Point it at Chromium, or unset it and run: ${INSTALL}`);
  process.exit(1);
}
if (runnable(SHELL)) {
  console.log(`Chromium: ${SHELL}`);
  process.exit(0);
}
if (canInstall()) {
  console.log(`Chromium's headless shell is missing at ${SHELL}; installing it: ${INSTALL}`);
  try {
    execFileSync('sh', ['-c', `export DEBIAN_FRONTEND=noninteractive; ${INSTALL}`], { stdio: 'inherit' });
  } catch {
    console.error(`Installing it failed. Run it yourself:\n  ${INSTALL}`);
  }
  if (runnable(SHELL)) {
    console.log(`Chromium: ${SHELL}`);
    process.exit(0);
  }
}
if (runnable(BROWSER)) {
  console.log(`Chromium: ${BROWSER} (the lighter headless shell is not installed: ${INSTALL})`);
  process.exit(0);
}
console.error(`Chromium is missing (neither ${SHELL} nor ${BROWSER}), and it cannot be installed from here. Run:\n  sudo sh -c '${INSTALL}'\nor set CHROME_PATH to a Chromium or Chrome binary.`);
process.exit(1);

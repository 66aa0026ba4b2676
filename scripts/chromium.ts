import { accessSync, constants } from 'node:fs';

/** Debian's Chromium, as the web benchmark and the scripts launch it (never a downloaded browser). */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium release without the browser's window, tabs and UI. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

function runnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser tests' Chromium (the rule scripts/ensure-chromium.mjs follows too): CHROME_PATH when set; else Debian's
 * headless shell when installed (the same Blink and V8 as the browser, what Playwright itself runs headless: a
 * context with its page and a page load cost it about 40 % less CPU, measured in docs/testing.md); else the full
 * browser. Lighthouse (`npm run bench:web`) keeps the full browser: it measures what a shopper's browser does.
 */
export const TEST_CHROME_PATH = process.env.CHROME_PATH || (runnable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROME_PATH);

/** Headless, and quiet on a machine without network: no background connections, updates, sync or QUIC. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
] as const;

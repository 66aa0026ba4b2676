/** Debian's Chromium, as the browser tests and the web benchmark launch it (never a downloaded browser). */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

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

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(resolve(import.meta.dirname, '../..'), 'scripts', 'ensure-chromium.mjs');

function run(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('scripts/ensure-chromium.mjs', () => {
  it('fails loudly with the install command when CHROME_PATH points nowhere', () => {
    const { status, output } = run({ CHROME_PATH: '/nonexistent/chromium' });
    expect(status).toBe(1);
    expect(output).toContain('CHROME_PATH=/nonexistent/chromium is not an executable file');
    expect(output).toContain('apt-get install -y chromium-headless-shell fonts-dejavu-core');
  });

  it('without CHROME_PATH, names Debian\'s headless shell when it is installed, else the full browser', () => {
    const env = { ...process.env };
    delete env.CHROME_PATH;
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    const shell = existsSync('/usr/bin/chromium-headless-shell');
    expect(result.status).toBe(0);
    expect(`${result.stdout}${result.stderr}`.trim()).toMatch(shell ? /^Chromium: \/usr\/bin\/chromium-headless-shell$/ : /^Chromium: \/usr\/bin\/chromium \(the lighter headless shell is not installed/);
  });

  it('accepts an executable CHROME_PATH and names it', () => {
    const { status, output } = run({ CHROME_PATH: process.execPath });
    expect(status).toBe(0);
    expect(output.trim()).toBe(`Chromium: ${process.execPath}`);
  });
});

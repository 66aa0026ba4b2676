import { spawnSync } from 'node:child_process';
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
    expect(output).toContain('apt-get install -y chromium');
  });

  it('accepts an executable CHROME_PATH and names it', () => {
    const { status, output } = run({ CHROME_PATH: process.execPath });
    expect(status).toBe(0);
    expect(output.trim()).toBe(`Chromium: ${process.execPath}`);
  });
});

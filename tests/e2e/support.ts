import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/chromium';
import { startStoreServer } from '../../scripts/store-server';
import { ARTIFACTS } from '../../scripts/web-build';

export const SCREENSHOTS = join(ARTIFACTS, 'screenshots');

export async function startStore() {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-e2e-'));
  // The store as `npm start` serves it (server rendering, the API), on an ephemeral port and a fresh database.
  const server = await startStoreServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), webDir: inject('webDir') });
  return {
    url: server.url,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: inject('chromePath'),
    args: [...CHROMIUM_FLAGS],
  });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Whether the page scrolls sideways (it must not, even at 360 px). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Reads a price such as "Q1,234.50" as a number. */
export function priceOf(text: string): number {
  const match = text.replace(/\s/g, '').match(/Q([\d,]+(?:\.\d+)?)/);
  if (!match) throw new Error(`no quetzal price in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

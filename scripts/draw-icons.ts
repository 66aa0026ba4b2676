/**
 * `npx tsx scripts/draw-icons.ts`: draws the installed app's icons (public/icons/*.png) from the store's mark
 * (public/favicon.svg) with Debian's Chromium: 192 and 512 px as the mark is, and a 512 px maskable icon whose mark
 * sits inside the platforms' safe zone (the middle 80 %) on the mark's own blue. The PNGs are committed; run this
 * again when the mark changes (tests/presentation/shell/manifest.test.ts checks their sizes against the manifest).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium';

const root = join(import.meta.dirname, '..');
const mark = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
const markUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2, background: '#0f4c81' },
];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_FLAGS] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const pad = Math.round(icon.size * icon.inset);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background}"><img src="${markUrl}" style="display:block;margin:${pad}px;width:${icon.size - 2 * pad}px;height:${icon.size - 2 * pad}px"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: join(root, 'public', 'icons', icon.file), omitBackground: icon.background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Drew ${icons.map((icon) => icon.file).join(', ')} in public/icons.`);

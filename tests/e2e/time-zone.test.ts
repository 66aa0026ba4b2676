/**
 * Issue 25: a shopper's browser in Guatemala (or anywhere else) hydrates every page the server rendered in UTC
 * without a mismatch: dates are formatted in America/Guatemala on both sides. React reports a mismatch as a console
 * error (#418 in production), so 40 product pages are opened, each until hydrated, with every console error and page
 * error collected.
 */
import { describe, expect, it } from 'vitest';
import { useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

async function productPaths(base: string, count: number): Promise<string[]> {
  const { token } = (await (await fetch(`${base}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string };
  const list = (await (await fetch(`${base}/api/public/product?page_size=${count}`, { headers: { Session: token } })).json()) as { products: { slug: string }[] };
  return list.products.map((product) => `/producto/${product.slug}`);
}

describe('dates on pages rendered on a UTC server', () => {
  for (const timezoneId of ['America/Guatemala', 'Asia/Tokyo']) {
    it(`hydrate without an error in ${timezoneId}, on 40 product pages`, async () => {
      const paths = await productPaths(ctx.store.url, timezoneId === 'America/Guatemala' ? 40 : 10);
      expect(paths.length).toBe(timezoneId === 'America/Guatemala' ? 40 : 10);
      const context = await ctx.browser.newContext({ timezoneId, locale: 'es-GT', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      let withDates = 0;
      for (const path of paths) {
        await page.goto(ctx.store.url + path);
        await waitForHydration(page);
        withDates += await page.locator('time').count();
      }
      // The pages do show dates (reviews, answers), so the check means something.
      expect(withDates).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/**
 * Issue 25 part 4, defect 14: a product's gallery showed the same picture two to four times, and an «Azul marino»
 * shirt was drawn green. Each picture of a product is now its own view, and a product with a colour is drawn in it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { artworkFor, hslOf, renderSvg } from '../../local-api/catalog/media';
import { openDatabase } from '../../local-api/seed/open';

const db = openDatabase(':memory:');
afterAll(() => db.close());

const picture = (sku: string, n: number, title = 'x') => renderSvg('product', `${sku}-${n}`, title, 300, artworkFor(db, 'product', `${sku}-${n}`));

/** The coloured fills of a picture (its greys, whites and blacks left out), as hues in degrees. */
function hues(svg: string): number[] {
  return [...new Set(svg.match(/#[0-9a-fA-F]{6}\b/g) ?? [])].map(hslOf).filter(([, s]) => s >= 0.2).map(([h]) => h);
}
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('a product gallery', () => {
  it('draws every picture of every multi-picture product differently (before: 2 to 4 identical pictures)', () => {
    const rows = db
      .prepare(`SELECT public_sku, title, image_count FROM products WHERE status = 'PUBLISHED' AND image_count > 1`)
      .all() as { public_sku: string; title: string; image_count: number }[];
    expect(rows.length).toBeGreaterThan(20);
    const repeated: string[] = [];
    for (const row of rows) {
      const drawn = Array.from({ length: row.image_count }, (_, i) => picture(row.public_sku, i + 1, row.title));
      if (new Set(drawn).size !== drawn.length) repeated.push(`${row.public_sku} (${row.image_count})`);
    }
    expect(repeated).toEqual([]);
  });

  it('draws the same picture for the same name on every call (the shared cache may keep it)', () => {
    const row = db.prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND image_count > 2 LIMIT 1`).get() as { public_sku: string };
    expect(picture(row.public_sku, 3)).toBe(picture(row.public_sku, 3));
  });
});

describe('a product in a colour', () => {
  it('draws the «Azul marino» oxford shirt navy, with none of the icon\'s greens left (before: a green T-shirt)', () => {
    const row = db
      .prepare(`SELECT public_sku, color_hex FROM products WHERE title LIKE 'Camisa oxford%Azul marino%' AND status = 'PUBLISHED' LIMIT 1`)
      .get() as { public_sku: string; color_hex: string };
    expect(row.color_hex.toUpperCase()).toBe('#1B2A4A');
    const navy = hslOf(row.color_hex)[0];
    const drawn = hues(picture(row.public_sku, 1));
    expect(drawn.length).toBeGreaterThan(1);
    for (const hue of drawn) expect(hueGap(hue, navy), `hue ${hue}`).toBeLessThanOrEqual(12);
  });

  it('draws the white shirt light, and differently from the navy one', () => {
    const white = db
      .prepare(`SELECT public_sku FROM products WHERE title LIKE 'Camisa oxford%Blanco%' AND status = 'PUBLISHED' LIMIT 1`)
      .get() as { public_sku: string };
    const navy = db
      .prepare(`SELECT public_sku FROM products WHERE title LIKE 'Camisa oxford%Azul marino%' AND status = 'PUBLISHED' LIMIT 1`)
      .get() as { public_sku: string };
    const svg = picture(white.public_sku, 1);
    // No green fill is left: every fill is light or grey.
    const fills = [...new Set(svg.match(/#[0-9a-fA-F]{6}\b/g) ?? [])].map(hslOf);
    expect(fills.filter(([h, s, l]) => s >= 0.2 && l < 0.7 && hueGap(h, 90) < 40)).toEqual([]);
    expect(svg).not.toBe(picture(navy.public_sku, 1).replaceAll(navy.public_sku, white.public_sku));
  });
});

import BetterSqlite3 from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPageSchema, ProductListSchema } from '../../src/domain';
import { artworkFor } from '../../local-api/catalog/media';
import { openDatabase } from '../../local-api/seed/open';
import { type Database } from '../../local-api/db/database';
import { BRANDS, CATEGORY_TREE, type CategoryDef } from '../../local-api/seed/catalogue-data';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import {
  createLargeDatabase,
  parseSeedArgs,
  seedLargeCatalogue,
  SeedArgsError,
  type LargeDatabaseSummary,
} from '../../local-api/seed/large';
import { titleFacts } from '../../local-api/seed/title-facts';
import { makeApi } from './support';

const REPO = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'tienda-seed-large-'));
const path = join(dir, 'large.sqlite');
const COUNT = 2000;

let summary: LargeDatabaseSummary;
let db: Database;
let demoCount: number;
let demoTriggers: string[];
let demoGenerations: { listing_generation: number; attributes_generation: number };
const GENERATIONS = 'SELECT listing_generation, attributes_generation FROM search_state WHERE id = 1';
const TRIGGERS = `SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`;
/** The first id of a generated product (the demo's come first). */
let firstId: number;

const all = <T = any>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;

beforeAll(() => {
  const demo = openDatabase(':memory:');
  demoCount = demo.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
  demoTriggers = demo.prepare(TRIGGERS).pluck().all() as string[];
  demoGenerations = demo.prepare(GENERATIONS).get() as typeof demoGenerations;
  demo.close();
  summary = createLargeDatabase(path, { products: COUNT, seed: 7 });
  db = new BetterSqlite3(path, { readonly: true });
  firstId = demoCount + 1;
});
afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each leaf category's product nouns (or a book title's openings), by slug. */
function nounsBySlug(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const slug = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const visit = (defs: readonly CategoryDef[]) => {
    for (const def of defs) {
      const t = def.products;
      if (t) out.set(def.slug ?? slug(def.name), t.lines ? t.lines.map((l) => l.noun) : (t.bookTitle?.first ?? []) as string[]);
      if (def.children) visit(def.children);
    }
  };
  visit(CATEGORY_TREE);
  return out;
}

describe('the large generated catalogue (createLargeDatabase)', () => {
  it('adds exactly the products asked for on top of the whole demo catalogue', () => {
    expect(summary.products).toBe(COUNT);
    expect(one('SELECT COUNT(*) FROM products')).toBe(demoCount + COUNT);
    expect(summary.totalProducts).toBe(demoCount + COUNT);
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ?', firstId)).toBe(COUNT);
    expect(summary.bytes).toBeGreaterThan(1_000_000);
  });

  it('puts every product in an existing leaf category, with an existing brand, and books with an author', () => {
    expect(one('SELECT COUNT(*) FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE c.id IS NULL')).toBe(0);
    expect(one('SELECT COUNT(*) FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE b.id IS NULL')).toBe(0);
    expect(one('SELECT COUNT(*) FROM products p WHERE id >= ? AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = p.category_id)', firstId)).toBe(0);
    expect(one(`SELECT COUNT(*) FROM products WHERE id >= ? AND type = 'BOOK' AND author_id IS NULL`, firstId)).toBe(0);
    // Spread across the tree, with generated brands beside the demo's.
    expect(one('SELECT COUNT(DISTINCT category_id) FROM products WHERE id >= ?', firstId)).toBeGreaterThanOrEqual(30);
    expect(summary.brandsAdded).toBe(5);
    expect(one('SELECT COUNT(*) FROM brands')).toBe(BRANDS.length + 5);
    expect(one('SELECT COUNT(DISTINCT brand_id) FROM products WHERE id >= ?', firstId)).toBeGreaterThan(40);
    expect(one('SELECT COUNT(*) FROM brands b WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id)')).toBe(0);
  });

  it('gives unique slugs and SKUs that take no category, brand or author slug', () => {
    expect(one('SELECT COUNT(DISTINCT slug) FROM products')).toBe(demoCount + COUNT);
    expect(one('SELECT COUNT(DISTINCT public_sku) FROM products')).toBe(demoCount + COUNT);
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND public_sku NOT GLOB ?', firstId, 'TND-[0-9][0-9][0-9][0-9][0-9]*')).toBe(0);
    expect(one(`SELECT COUNT(*) FROM products p WHERE p.slug IN (SELECT slug FROM categories UNION SELECT slug FROM brands UNION SELECT slug FROM authors)`)).toBe(0);
    expect(one(`SELECT COUNT(*) FROM products WHERE id >= ? AND (slug NOT GLOB '[a-z0-9]*' OR slug GLOB '*[^a-z0-9-]*')`, firstId)).toBe(0);
  });

  it('writes varied Spanish titles: the category’s noun, the brand, a model, and the variant', () => {
    const rows = all<{ title: string; slug: string; brand: string; type: string; variant_attribute: string | null; variant_value: string | null }>(
      `SELECT p.title, c.slug, b.name AS brand, p.type, p.variant_attribute, p.variant_value FROM products p
       JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id WHERE p.id >= ?`,
      firstId,
    );
    expect(new Set(rows.map((r) => r.title)).size / rows.length).toBeGreaterThanOrEqual(0.9);
    const nouns = nounsBySlug();
    for (const row of rows) {
      expect(nouns.get(row.slug)!.some((noun) => row.title.startsWith(`${noun} `)), row.title).toBe(true);
      if (row.type !== 'BOOK' && !row.slug.startsWith('libros')) expect(row.title, row.title).toContain(` ${row.brand} `);
      if (row.variant_attribute === 'Talla') expect(row.title.endsWith(` - Talla ${row.variant_value}`), row.title).toBe(true);
      if (row.variant_attribute === 'Color') expect(row.title.endsWith(` - ${row.variant_value}`), row.title).toBe(true);
    }
    // Spanish: most titles carry a Spanish product word, and none is empty of letters.
    const spanish = rows.filter((r) => /\b(de|con|para|del|la|el|Talla)\b|[áéíóúñ]/i.test(r.title)).length;
    expect(spanish / rows.length).toBeGreaterThan(0.5);
    // Generated brands show up in titles.
    expect(one('SELECT COUNT(*) FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id >= ? AND b.id > ?', firstId, BRANDS.length)).toBeGreaterThan(50);
  });

  it('prices in quetzales with a realistic spread: positive, sales below the regular price, some on sale', () => {
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND (price_cents <= 0 OR regular_price_cents <= 0)', firstId)).toBe(0);
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND is_on_sale = 1 AND price_cents >= regular_price_cents', firstId)).toBe(0);
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND is_on_sale = 0 AND price_cents <> regular_price_cents', firstId)).toBe(0);
    const onSale = one('SELECT COUNT(*) FROM products WHERE id >= ? AND is_on_sale = 1', firstId) / COUNT;
    expect(onSale).toBeGreaterThan(0.12);
    expect(onSale).toBeLessThan(0.3);
    // Shelf prices (…99 or …00), from a few quetzales to thousands, more cheap ones than dear ones.
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND regular_price_cents % 100 NOT IN (0, 99)', firstId)).toBe(0);
    expect(one('SELECT MIN(price_cents) FROM products WHERE id >= ?', firstId)).toBeLessThan(10_000);
    expect(one('SELECT MAX(price_cents) FROM products WHERE id >= ?', firstId)).toBeGreaterThan(1_000_000);
    const prices = all<{ p: number }>('SELECT price_cents AS p FROM products WHERE id >= ? ORDER BY p', firstId).map((r) => r.p);
    const mean = prices.reduce((a, b) => a + b, 0) / prices.length;
    expect(prices[Math.floor(prices.length / 2)]!).toBeLessThan(mean);
  });

  it('mixes stock statuses in realistic proportions, some out of stock', () => {
    const share = (status: string) => one('SELECT COUNT(*) FROM products WHERE id >= ? AND stock_status = ?', firstId, status) / COUNT;
    expect(share('IN_STOCK')).toBeGreaterThan(0.4);
    expect(share('OUT_OF_STOCK')).toBeGreaterThan(0.04);
    expect(share('OUT_OF_STOCK')).toBeLessThan(0.15);
    expect(one('SELECT COUNT(DISTINCT stock_status) FROM products WHERE id >= ?', firstId)).toBeGreaterThanOrEqual(6);
    expect(one(`SELECT COUNT(*) FROM products WHERE id >= ? AND stock_status = 'OUT_OF_STOCK' AND stock_quantity <> 0`, firstId)).toBe(0);
    expect(one(`SELECT COUNT(*) FROM products WHERE id >= ? AND has_flash_sale = 1 AND (status <> 'PUBLISHED' OR stock_status NOT IN ('IN_STOCK','IN_ERP_STOCK','PRESALE','DOWNLOAD'))`, firstId)).toBe(0);
  });

  it('gives attributes that agree with the title and the brand, and variants in groups of 2 to 5', () => {
    const rows = all<{ id: number; title: string; brand: string; variant_attribute: string | null; variant_value: string | null }>(
      'SELECT p.id, p.title, b.name AS brand, p.variant_attribute, p.variant_value FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id >= ?',
      firstId,
    );
    const attributes = new Map<number, Map<string, string>>();
    for (const a of all<{ product_id: number; name: string; value: string }>('SELECT product_id, name, value FROM product_attributes WHERE product_id >= ?', firstId)) {
      if (!attributes.has(a.product_id)) attributes.set(a.product_id, new Map());
      attributes.get(a.product_id)!.set(a.name, a.value);
    }
    for (const row of rows) {
      const own = attributes.get(row.id)!;
      expect(own.get('Marca'), row.title).toBe(row.brand);
      if (row.variant_attribute) expect(own.get(row.variant_attribute), row.title).toBe(row.variant_value);
      const base = row.variant_attribute ? row.title.replace(/ - [^-]+$/, '') : row.title;
      for (const [name, value] of titleFacts(base, [], false)) {
        if (name === 'Material' || name === 'Contenido' || name === 'Capacidad') continue; // named by the template's options / kind
        expect(own.get(name), `${row.title}: ${name}`).toBe(value);
      }
    }
    expect(summary.attributes).toBe(one('SELECT COUNT(*) FROM product_attributes WHERE product_id >= ?', firstId));
    const groups = all<{ n: number; statuses: number }>(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT status) AS statuses FROM products WHERE id >= ? AND variant_group_id IS NOT NULL GROUP BY variant_group_id`,
      firstId,
    );
    expect(groups.length).toBe(summary.variantGroups);
    expect(groups.length).toBeGreaterThan(100);
    for (const g of groups.slice(0, -1)) expect(g.n).toBeGreaterThanOrEqual(2);
    for (const g of groups) expect(g.n).toBeLessThanOrEqual(5);
    // A generated group id never joins a demo group.
    expect(one('SELECT COUNT(*) FROM products g WHERE g.id >= ? AND g.variant_group_id IN (SELECT variant_group_id FROM products WHERE id < ?)', firstId, firstId)).toBe(0);
  });

  it('rates products from their own reviews', () => {
    expect(one('SELECT COUNT(*) FROM products p WHERE p.id >= ? AND p.rating_count <> (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id)', firstId)).toBe(0);
    expect(
      one('SELECT COUNT(*) FROM products p WHERE p.id >= ? AND p.rating_count > 0 AND ABS(p.average_rating - (SELECT AVG(rating) FROM reviews r WHERE r.product_id = p.id)) > 0.051', firstId),
    ).toBe(0);
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND rating_count = 0 AND average_rating IS NOT NULL', firstId)).toBe(0);
    expect(one('SELECT COUNT(*) FROM products WHERE id >= ? AND rating_count > 0', firstId) / COUNT).toBeGreaterThan(0.5);
    expect(summary.reviews).toBe(one('SELECT COUNT(*) FROM reviews WHERE product_id >= ?', firstId));
  });

  it('leaves the search index complete and its triggers in place', () => {
    expect(one('SELECT COUNT(*) FROM products_fts')).toBe(demoCount + COUNT);
    const row = db.prepare('SELECT id, title FROM products WHERE id = ?').get(firstId + COUNT - 1) as { id: number; title: string };
    expect(db.prepare('SELECT title FROM products_fts WHERE rowid = ?').pluck().get(row.id)).toBe(row.title);
    expect(all<{ name: string }>(TRIGGERS).map((t) => t.name)).toEqual(demoTriggers);
    expect(demoTriggers.length).toBeGreaterThan(0);
  });

  it('moves the listing and attribute generations once for the whole load (their per-row triggers are off meanwhile)', () => {
    expect(db.prepare(GENERATIONS).get()).toEqual({
      listing_generation: demoGenerations.listing_generation + 1,
      attributes_generation: demoGenerations.attributes_generation + 1,
    });
  });

  it('draws each generated product with the illustrations of its kind', () => {
    const sample = all<{ public_sku: string; color_hex: string | null }>('SELECT public_sku, color_hex FROM products WHERE id >= ? ORDER BY id LIMIT 40', firstId);
    for (const p of sample) {
      const art = artworkFor(db, 'product', `${p.public_sku}-1`);
      expect(art?.icon, p.public_sku).toMatch(/^[a-z0-9-]+$/);
      expect(art!.tint).toBe(p.color_hex);
    }
  });

  it('serves the file through the local API: the demo accounts log in and a generated product parses as the contract says', async () => {
    const api = makeApi({ dbPath: path });
    try {
      for (const account of DEMO_ACCOUNTS) expect(await api.login(account.email, account.password)).toMatch(/\S{20,}/);
      const sku = one(`SELECT id FROM products WHERE id >= ? AND status = 'PUBLISHED' AND variant_group_id IS NOT NULL ORDER BY id LIMIT 1`, firstId);
      const row = db.prepare('SELECT public_sku, title FROM products WHERE id = ?').get(sku) as { public_sku: string; title: string };
      const token = await api.anonymous();
      const page = await api.call('GET', `/page/product/${row.public_sku}?include=PRODUCT,VARIANTS,REVIEWS`, { token });
      expect(page.status).toBe(200);
      const parsed = ProductPageSchema.parse(page.body);
      expect(parsed.product!.title).toBe(row.title);
      expect(parsed.variants!.length).toBeGreaterThanOrEqual(2);
      expect(parsed.review_stats!.reduce((n, r) => n + r.count, 0)).toBe(one('SELECT rating_count FROM products WHERE id = ?', sku));
      const listing = ProductListSchema.parse((await api.call('GET', '/product?category_slug=celulares&page_size=5', { token })).body);
      expect(listing.total_count).toBeGreaterThan(30);
      expect(one('SELECT COUNT(*) FROM coupons')).toBeGreaterThan(0);
    } finally {
      api.db.close();
    }
  });
});

describe('seedLargeCatalogue', () => {
  /** The first 60 generated titles of a catalogue of 300 products. */
  const firstTitles = (seed: number) => {
    const memory = openDatabase(':memory:');
    try {
      seedLargeCatalogue(memory, { products: 300, seed });
      return memory.prepare('SELECT title FROM products WHERE id >= ? ORDER BY id LIMIT 60').pluck().all(firstId) as string[];
    } finally {
      memory.close();
    }
  };

  // Three fresh databases, each seeded with the demo data and 300 products: over the default 5 s on a loaded machine.
  it('makes the same products for the same seed, and others for another seed', { timeout: 30_000 }, () => {
    const a = firstTitles(7);
    expect(a).toHaveLength(60);
    expect(firstTitles(7)).toEqual(a);
    const other = firstTitles(8);
    expect(other.filter((t) => a.includes(t)).length).toBeLessThan(6);
  });

  it('refuses a count that is not a whole number from 0 to 1,000,000', () => {
    const memory = openDatabase(':memory:');
    try {
      for (const products of [-1, 1.5, 1_000_001, Number.NaN]) expect(() => seedLargeCatalogue(memory, { products })).toThrow(RangeError);
      expect(seedLargeCatalogue(memory, { products: 0 }).products).toBe(0);
    } finally {
      memory.close();
    }
  });
});

describe('npm run seed (scripts/seed.ts)', () => {
  it('parses --products, --db and --seed, in both spellings', () => {
    expect(parseSeedArgs(['--products', '100000'])).toEqual({ products: 100000, db: null, seed: 1 });
    expect(parseSeedArgs(['--products=0', '--db', 'x.sqlite', '--seed=42'])).toEqual({ products: 0, db: 'x.sqlite', seed: 42 });
    expect(parseSeedArgs(['--products', '1000000'])).toMatchObject({ products: 1_000_000 });
    expect(parseSeedArgs(['--help'])).toBe('help');
    for (const bad of [['--products', '-5'], ['--products', '1.5'], ['--products', '1000001'], ['--products', '1e5'], ['--products'], [], ['--seed', 'x', '--products', '1'], ['--items', '3']])
      expect(() => parseSeedArgs(bad), bad.join(' ')).toThrow(SeedArgsError);
  });

  const run = (...args: string[]) =>
    spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), [join(REPO, 'scripts', 'seed.ts'), ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });

  // Each starts tsx in a child process: seconds on a loaded machine, so these have the child's own time limit.
  it('exits with 2 and a clear Spanish and English message on a bad --products, creating nothing', { timeout: 150_000 }, () => {
    const target = join(dir, 'never.sqlite');
    const bad = run('--products', 'mil', '--db', target);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--products debe ser un número entero de 0 a 1,000,000 (se recibió «mil»)');
    expect(bad.stderr).toContain('--products must be a whole number from 0 to 1,000,000');
    expect(bad.stderr).toContain('npm run seed -- --products N');
    expect(existsSync(target)).toBe(false);
  });

  it('creates the database and prints a short summary', { timeout: 150_000 }, () => {
    const target = join(dir, 'cli.sqlite');
    const ok = run('--products', '30', '--db', target, '--seed', '3');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Catálogo listo / Catalogue ready: cli.sqlite');
    expect(ok.stdout).toMatch(/30 productos generados \/ generated \(\d{3},?\d* en total/);
    expect(ok.stdout).toMatch(/\d+\.\d s generando \/ generating/);
    const made = new BetterSqlite3(target, { readonly: true });
    try {
      expect(made.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(demoCount + 30);
    } finally {
      made.close();
    }
  });
});

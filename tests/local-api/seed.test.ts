import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, STOCK_STATUSES } from '../../src/domain';
import { openDatabase } from '../../local-api/seed/open';
import { type Database } from '../../local-api/db/database';
import { SCHEMA_VERSION } from '../../local-api/db/schema';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';

const dir = mkdtempSync(join(tmpdir(), 'tienda-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: Database, sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;

describe('the seeded demo catalogue', () => {
  // How long opening and seeding takes: tests/timing/seed-time.test.ts (npm run test:timing).
  const db = openDatabase(':memory:');

  it('has at least 500 products, most of them published', () => {
    const total = count(db, 'SELECT COUNT(*) AS n FROM products');
    const published = count(db, `SELECT COUNT(*) AS n FROM products WHERE status = 'PUBLISHED'`);
    expect(total).toBeGreaterThanOrEqual(500);
    expect(published / total).toBeGreaterThan(0.9);
    expect(count(db, `SELECT COUNT(DISTINCT status) AS n FROM products WHERE status <> 'PUBLISHED'`)).toBeGreaterThanOrEqual(3);
  });

  it('covers every product type and every stock status among published products', () => {
    for (const type of PRODUCT_TYPES)
      expect(count(db, `SELECT COUNT(*) AS n FROM products WHERE type = ? AND status = 'PUBLISHED'`, type), type).toBeGreaterThan(0);
    for (const stock of STOCK_STATUSES)
      expect(count(db, `SELECT COUNT(*) AS n FROM products WHERE stock_status = ? AND status = 'PUBLISHED'`, stock), stock).toBeGreaterThan(0);
  });

  it('has at least 30 categories, three levels deep, and at least 40 brands', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories')).toBeGreaterThanOrEqual(30);
    expect(count(db, 'SELECT MAX(depth) AS n FROM categories')).toBeGreaterThanOrEqual(3);
    // depth is consistent with the parent chain
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.depth <> p.depth + 1')).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM brands')).toBeGreaterThanOrEqual(40);
    expect(count(db, 'SELECT COUNT(*) AS n FROM authors WHERE bio IS NOT NULL')).toBeGreaterThanOrEqual(10);
    expect(count(db, `SELECT COUNT(*) AS n FROM products WHERE type = 'BOOK' AND author_id IS NULL`)).toBe(0);
  });

  it('has sales, flash sales, free shipping, variants, reviews, questions and attributes', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE is_on_sale = 1 AND regular_price_cents > price_cents')).toBeGreaterThan(50);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE is_on_sale = 0 AND regular_price_cents <> price_cents')).toBe(0);
    expect(count(db, `SELECT COUNT(*) AS n FROM products WHERE has_flash_sale = 1 AND status = 'PUBLISHED'`)).toBeGreaterThanOrEqual(5);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE has_free_shipping = 1')).toBeGreaterThan(20);
    const groups = db
      .prepare('SELECT variant_group_id, COUNT(*) AS n, COUNT(DISTINCT variant_attribute) AS kinds FROM products WHERE variant_group_id IS NOT NULL GROUP BY variant_group_id')
      .all() as { n: number; kinds: number }[];
    expect(groups.length).toBeGreaterThan(10);
    for (const group of groups) {
      expect(group.n).toBeGreaterThanOrEqual(2);
      expect(group.n).toBeLessThanOrEqual(5);
      expect(group.kinds).toBe(1);
    }
    expect(count(db, `SELECT COUNT(DISTINCT variant_attribute) AS n FROM products`)).toBe(2); // Color and Talla
    expect(count(db, 'SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThan(1000);
    expect(count(db, 'SELECT COUNT(*) AS n FROM questions')).toBeGreaterThan(100);
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_attributes')).toBeGreaterThan(1000);
    expect(count(db, `SELECT COUNT(*) AS n FROM products p WHERE rating_count <> (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id)`)).toBe(0);
    expect(count(db, `SELECT COUNT(*) AS n FROM bundle_items`)).toBeGreaterThanOrEqual(16);
  });

  it('uses TND-00001 style skus and unique URL-safe slugs', () => {
    const rows = db.prepare('SELECT public_sku, slug FROM products').all() as { public_sku: string; slug: string }[];
    for (const row of rows) {
      expect(row.public_sku).toMatch(/^TND-\d{5}$/);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const allSlugs = db
      .prepare('SELECT slug FROM products UNION ALL SELECT slug FROM categories UNION ALL SELECT slug FROM brands UNION ALL SELECT slug FROM authors')
      .all() as { slug: string }[];
    expect(new Set(allSlugs.map((r) => r.slug)).size).toBe(allSlugs.length);
  });

  it('has banners with Spanish alt text, benefits, home sections of every type and the demo accounts', () => {
    expect(count(db, `SELECT COUNT(*) AS n FROM banners WHERE length(alt_text) > 10`)).toBeGreaterThanOrEqual(5);
    expect(count(db, 'SELECT COUNT(*) AS n FROM benefits')).toBeGreaterThanOrEqual(3);
    expect(count(db, 'SELECT COUNT(DISTINCT type) AS n FROM home_sections')).toBe(9);
    const users = db.prepare('SELECT email, password_hash, is_pickup_location_worker FROM users ORDER BY id').all() as {
      email: string;
      password_hash: string;
      is_pickup_location_worker: number;
    }[];
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(users[1]!.is_pickup_location_worker).toBe(1);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(user.password_hash).not.toContain('Tienda123!');
    }
  });

  it('is deterministic: a second seed gives the same products, slugs and prices', () => {
    const again = openDatabase(':memory:');
    const snapshot = (d: Database) =>
      d.prepare('SELECT public_sku, slug, title, price_cents, stock_status, status, type FROM products ORDER BY id').all();
    expect(snapshot(again)).toEqual(snapshot(db));
    again.close();
  });
});

describe('openDatabase on a file', () => {
  it('creates the folder, uses WAL, records the schema version and keeps data between opens', () => {
    const path = join(dir, 'nested', 'deeper', 'tienda.sqlite');
    const first = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(first.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    first.prepare(`INSERT INTO carts (owner, status, created_at, updated_at) VALUES ('s:1', 'OPEN', 'x', 'x')`).run();
    first.close();

    const second = openDatabase(path);
    expect(count(second, 'SELECT COUNT(*) AS n FROM carts')).toBe(1);
    expect(count(second, 'SELECT COUNT(*) AS n FROM products')).toBeGreaterThanOrEqual(500);
    second.close();

    const reset = openDatabase(path, { reset: true });
    expect(count(reset, 'SELECT COUNT(*) AS n FROM carts')).toBe(0);
    expect(count(reset, 'SELECT COUNT(*) AS n FROM products')).toBeGreaterThanOrEqual(500);
    reset.close();
  });
});

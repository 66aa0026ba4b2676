import type { HomeSectionType, SortOrder } from '../../src/domain';
import type { Database } from '../db/database';
import { productWhere, type ProductFilter } from './product-query';

// What the home, offers and newest pages are built from: the seeded home sections, banners and benefits, the brands
// ranked by popularity (pages.ts holds the rules: which sections there are, what they show, the JSON shape).

/** A row of the home_sections table. */
export interface SectionRow {
  id: number;
  sort_order: number;
  type: HomeSectionType;
  title: string;
  source: string;
  category_slug: string | null;
  brand_slug: string | null;
  message: string | null;
}

/** What a home page banner shows of a row of the banners table. */
export interface BannerRow {
  id: number;
  sort_order: number;
  alt_text: string;
  target_type: string;
  target_url: string | null;
  target_slug: string | null;
}

/** What a home page benefit shows of a row of the benefits table. */
export interface BenefitRow {
  id: number;
  sort_order: number;
  title: string;
  subtitle: string | null;
  target_url: string | null;
}

/** A brand as a section of brands lists it. */
export interface BrandListed {
  id: number;
  name: string;
  slug: string;
}

/**
 * Each brand's published popularity, summed in one pass over the covering index `products_listing_keys` (the `+`
 * keeps SQLite off `products_brand`, whose per-row lookups into the table took ~300 ms at 100k products).
 */
export const BRAND_POPULARITY_SQL = `SELECT brand_id, SUM(popularity) AS popularity FROM products
  WHERE status = 'PUBLISHED' AND +brand_id IS NOT NULL GROUP BY +brand_id`;

/**
 * One page of the brands with published products, by name for the Name sort, else the most popular first; each row
 * carries how many such brands there are (no row past the last one: see countRankedBrands).
 */
export function listRankedBrands(db: Database, sort: SortOrder | null, limit: number, offset: number): (BrandListed & { total: number })[] {
  const order = sort === 'Name' ? 'b.name COLLATE NOCASE, b.id' : 's.popularity DESC, b.id';
  return db
    .prepare(
      `SELECT b.id, b.name, b.slug, COUNT(*) OVER () AS total FROM (${BRAND_POPULARITY_SQL}) s JOIN brands b ON b.id = s.brand_id
       ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(limit, offset) as (BrandListed & { total: number })[];
}

/** How many brands have published products. */
export function countRankedBrands(db: Database): number {
  return (db.prepare(`SELECT COUNT(*) AS total FROM (${BRAND_POPULARITY_SQL}) s JOIN brands b ON b.id = s.brand_id`).get() as { total: number }).total;
}

/** The brands with these ids (those that still exist), in no particular order. */
export function listBrandsByIds(db: Database, ids: number[]): BrandListed[] {
  return db.prepare('SELECT id, name, slug FROM brands WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as BrandListed[];
}

/** The home page's sections, in their order. */
export function listHomeSections(db: Database): SectionRow[] {
  return db.prepare('SELECT * FROM home_sections ORDER BY sort_order, id').all() as SectionRow[];
}

/** The home page's banners, in their order. */
export function listBanners(db: Database): BannerRow[] {
  return db.prepare('SELECT * FROM banners ORDER BY sort_order, id').all() as BannerRow[];
}

/** The home page's benefits, in their order. */
export function listBenefits(db: Database): BenefitRow[] {
  return db.prepare('SELECT * FROM benefits ORDER BY sort_order, id').all() as BenefitRow[];
}

/** Whether any product matches `filter` (stops at the first: no count, no sort). */
export function anyProductMatches(db: Database, filter: ProductFilter): boolean {
  const { clause, params } = productWhere(filter);
  return db.prepare(`SELECT 1 FROM products WHERE ${clause} LIMIT 1`).get(...params) !== undefined;
}

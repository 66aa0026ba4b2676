import type { Database } from '../db/database';
import { VISIBLE_STATUSES } from './catalogue';

// What the generated pictures are drawn from: the names and artwork of products, categories, brands, authors, banners
// and benefits (media.ts holds the rules: which names exist, the labels, the drawing).

/** What a product's pictures are named by: its title and how many pictures it has. */
export interface ProductPicturesRow {
  title: string;
  image_count: number;
}

/** What a product's artwork is drawn from: its title, its variant's colour, its category and that category's parent. */
export interface ProductArtworkRow {
  title: string;
  color_hex: string | null;
  category: string;
  parent: string | null;
}

/** What a banner's artwork is drawn from: its label and the slug it leads to. */
export interface BannerArtworkRow {
  label: string;
  target_slug: string | null;
}

/** A category drawn as a banner: its name as the label, its own slug as the target. */
export interface CategoryBannerRow {
  label: string;
  target_slug: string;
}

/** A brand's commonest category (null when it has no product) and that category's parent. */
export interface BrandArtworkRow {
  slug: string;
  category: string | null;
  parent: string | null;
}

/** A category's slug and its parent's. */
export interface CategoryArtworkRow {
  slug: string;
  parent: string | null;
}

/** The `label` of the row the statement finds for `param`, or null. */
function findLabel(db: Database, sql: string, param: unknown): string | null {
  return (db.prepare(sql).get(param) as { label: string } | undefined)?.label ?? null;
}

/** The title and image count of the visible product with this SKU. */
export function findVisibleProductPictures(db: Database, sku: string): ProductPicturesRow | undefined {
  return db
    .prepare(`SELECT title, image_count FROM products WHERE public_sku = ? AND status IN (${VISIBLE_STATUSES.map((s) => `'${s}'`).join(',')})`)
    .get(sku) as ProductPicturesRow | undefined;
}

/** The name of the category with this slug, or null. */
export function findCategoryLabel(db: Database, slug: string): string | null {
  return findLabel(db, 'SELECT name AS label FROM categories WHERE slug = ?', slug);
}

/** The name of the brand with this slug, or null. */
export function findBrandLabel(db: Database, slug: string): string | null {
  return findLabel(db, 'SELECT name AS label FROM brands WHERE slug = ?', slug);
}

/** The name of the author with this slug, or null. */
export function findAuthorLabel(db: Database, slug: string): string | null {
  return findLabel(db, 'SELECT name AS label FROM authors WHERE slug = ?', slug);
}

/** The label of the banner with this id, or null. */
export function findBannerLabel(db: Database, id: number): string | null {
  return findLabel(db, 'SELECT label FROM banners WHERE id = ?', id);
}

/** The title of the benefit with this id, or null. */
export function findBenefitLabel(db: Database, id: number): string | null {
  return findLabel(db, 'SELECT title AS label FROM benefits WHERE id = ?', id);
}

/** The product with this SKU (whatever its status), with its category's slug and its parent's. */
export function findProductArtwork(db: Database, sku: string): ProductArtworkRow | undefined {
  return db
    .prepare(
      `SELECT p.title, p.color_hex, c.slug AS category, parent.slug AS parent FROM products p
             JOIN categories c ON c.id = p.category_id LEFT JOIN categories parent ON parent.id = c.parent_id WHERE p.public_sku = ?`,
    )
    .get(sku) as ProductArtworkRow | undefined;
}

export function findBannerArtwork(db: Database, id: number): BannerArtworkRow | undefined {
  return db.prepare('SELECT label, target_slug FROM banners WHERE id = ?').get(id) as BannerArtworkRow | undefined;
}

export function findCategoryBannerArtwork(db: Database, slug: string): CategoryBannerRow | undefined {
  return db.prepare('SELECT name AS label, slug AS target_slug FROM categories WHERE slug = ?').get(slug) as CategoryBannerRow | undefined;
}

/** The title of the benefit with this id. */
export function findBenefitTitle(db: Database, id: number): { title: string } | undefined {
  return db.prepare('SELECT title FROM benefits WHERE id = ?').get(id) as { title: string } | undefined;
}

/** The brand with this slug and its commonest category (the one most of its products are in). */
export function findBrandArtwork(db: Database, slug: string): BrandArtworkRow | undefined {
  return db
    .prepare(
      `SELECT b.slug, c.slug AS category, parent.slug AS parent FROM brands b
         LEFT JOIN products p ON p.brand_id = b.id LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN categories parent ON parent.id = c.parent_id
         WHERE b.slug = ? GROUP BY c.id ORDER BY COUNT(p.id) DESC LIMIT 1`,
    )
    .get(slug) as BrandArtworkRow | undefined;
}

export function findAuthorBySlug(db: Database, slug: string): { slug: string } | undefined {
  return db.prepare('SELECT slug FROM authors WHERE slug = ?').get(slug) as { slug: string } | undefined;
}

export function findCategoryArtwork(db: Database, slug: string): CategoryArtworkRow | undefined {
  return db
    .prepare('SELECT c.slug, parent.slug AS parent FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id WHERE c.slug = ?')
    .get(slug) as CategoryArtworkRow | undefined;
}

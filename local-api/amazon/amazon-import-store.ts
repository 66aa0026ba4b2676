import type { CategoryRow } from '../catalog/catalogue';
import type { Database } from '../db/database';

// The Amazon import's quotes and their category (amazon-import.ts holds the rules: the URL, the quote, the texts).

/** A quote product as amazon-import.ts fills it in (the other columns are the same for every quote). */
export interface ImportQuoteProductRow {
  public_sku: string;
  slug: string;
  title: string;
  category_id: number;
  stock_status: 'PRESALE' | 'IN_ERP_STOCK';
  stock_quantity: number;
  price_cents: number;
  presale_days: number | null;
  description_short: string;
  description_long: string;
  keywords: string;
  created_at: string;
}

/** Creates the hidden import category (sort order 9000, depth 1); does nothing when it is there. */
export function insertImportCategoryIfMissing(db: Database, id: number, name: string, slug: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO categories (id, parent_id, name, slug, description, sort_order, depth, is_hidden)
       VALUES (?, NULL, ?, ?, 'Productos de Amazon.com cotizados para importar a Guatemala.', 9000, 1, 1)`,
  ).run(id, name, slug);
}

/** The category with this slug (one the caller knows exists). */
export function findCategoryBySlug(db: Database, slug: string): CategoryRow {
  return db.prepare('SELECT * FROM categories WHERE slug = ?').get(slug) as CategoryRow;
}

/** The slug of the product an earlier import of this ASIN made, if any. */
export function findImportedProductSlug(db: Database, asin: string): { slug: string } | undefined {
  return db.prepare('SELECT p.slug FROM amazon_imports a JOIN products p ON p.id = a.product_id WHERE a.asin = ?').get(asin) as
    | { slug: string }
    | undefined;
}

/** Creates a quote product (status IMPORT_QUOTE); answers its id. */
export function insertImportQuoteProduct(db: Database, product: ImportQuoteProductRow): number {
  const made = db
    .prepare(
      `INSERT INTO products (public_sku, slug, title, brand_id, category_id, author_id, type, status, stock_status,
          stock_quantity, weight, price_cents, regular_price_cents, is_on_sale, has_flash_sale, flash_sale_days,
          has_free_shipping, is_international, presale_days, warranty_months, description_short, description_long,
          keywords, image_count, average_rating, rating_count, popularity, created_at)
         VALUES (?, ?, ?, NULL, ?, NULL, 'SIMPLE', 'IMPORT_QUOTE', ?, ?, 1, ?, ?, 0, 0, NULL, 0, 1, ?, 3, ?, ?, ?, 1, NULL, 0, 0, ?)`,
    )
    .run(
      product.public_sku,
      product.slug,
      product.title,
      product.category_id,
      product.stock_status,
      product.stock_quantity,
      product.price_cents,
      product.price_cents,
      product.presale_days,
      product.description_short,
      product.description_long,
      product.keywords,
      product.created_at,
    );
  return Number(made.lastInsertRowid);
}

/** Records that this ASIN's quote is that product. */
export function insertAmazonImport(db: Database, asin: string, productId: number, now: string): void {
  db.prepare('INSERT INTO amazon_imports (asin, product_id, created_at) VALUES (?, ?, ?)').run(asin, productId, now);
}

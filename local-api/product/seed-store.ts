import type { Database } from '../db/database';

// The products the product page's seed adds (seed.ts holds what they are: titles, prices, stock, attributes, variants,
// and their ids, SKUs, slugs and keywords).

/** A category or a brand, as the seed looks one up by its slug. */
export interface NamedRow {
  id: number;
  name: string;
}

/** The values of one seeded product (a published SIMPLE product, regular price = price, two images, no rating yet). */
export interface SeedProductValues {
  id: number;
  public_sku: string;
  slug: string;
  title: string;
  brand_id: number;
  category_id: number;
  stock_status: string;
  stock_quantity: number;
  weight: number;
  price_cents: number;
  warranty_months: number | null;
  description_short: string;
  description_long: string;
  keywords: string;
  variant_group_id: string | null;
  variant_attribute: string | null;
  variant_value: string | null;
  variant_value_id: string | null;
  color_hex: string | null;
  popularity: number;
  created_at: string;
}

export function findCategoryBySlug(db: Database, slug: string): NamedRow | undefined {
  return db.prepare('SELECT id, name FROM categories WHERE slug = ?').get(slug) as NamedRow | undefined;
}

export function findBrandBySlug(db: Database, slug: string): NamedRow | undefined {
  return db.prepare('SELECT id, name FROM brands WHERE slug = ?').get(slug) as NamedRow | undefined;
}

/** The id after the highest product id (1 when there is none). */
export function nextProductId(db: Database): number {
  return db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM products').pluck().get() as number;
}

/**
 * Writing the seed's products, each statement prepared once for the whole seed: a product, one of its attributes
 * (`sortOrder` from 1), one more variant value of a product that varies in more than one attribute.
 */
export function seedProductWriter(db: Database): {
  insertProduct: (values: SeedProductValues) => void;
  insertAttribute: (productId: number, sortOrder: number, name: string, value: string) => void;
  insertVariantValue: (productId: number, attribute: string, value: string, valueId: string, sortOrder: number) => void;
} {
  const product = db.prepare(
    `INSERT INTO products (id, public_sku, slug, title, brand_id, category_id, author_id, type, status, stock_status,
      stock_quantity, weight, price_cents, regular_price_cents, is_on_sale, has_flash_sale, flash_sale_days,
      has_free_shipping, is_international, presale_days, warranty_months, description_short, description_long,
      keywords, variant_group_id, variant_attribute, variant_value, variant_value_id, color_hex, image_count,
      average_rating, rating_count, popularity, created_at)
     VALUES (@id, @public_sku, @slug, @title, @brand_id, @category_id, NULL, 'SIMPLE', 'PUBLISHED', @stock_status,
      @stock_quantity, @weight, @price_cents, @price_cents, 0, 0, NULL, 0, 0, NULL, @warranty_months, @description_short,
      @description_long, @keywords, @variant_group_id, @variant_attribute, @variant_value, @variant_value_id, @color_hex, 2,
      NULL, 0, @popularity, @created_at)`,
  );
  const attribute = db.prepare('INSERT INTO product_attributes (product_id, sort_order, name, value) VALUES (?, ?, ?, ?)');
  const variantValue = db.prepare(
    'INSERT INTO product_variant_values (product_id, attribute, value, value_id, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    insertProduct: (values) => {
      product.run(values);
    },
    insertAttribute: (productId, sortOrder, name, value) => {
      attribute.run(productId, sortOrder, name, value);
    },
    insertVariantValue: (productId, attributeName, value, valueId, sortOrder) => {
      variantValue.run(productId, attributeName, value, valueId, sortOrder);
    },
  };
}

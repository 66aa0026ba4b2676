import type { Migration } from './migration';

/** 20: issue 22, page speed (catalogue/listing-memo.ts): search_state.listing_generation also counts changes of a product's popularity, creation date and title, the rest of the listing's sort keys (Relevance and Popularity order by popularity, CreationDate by created_at, Name by title), so the lists the product page and the home keep per catalogue version follow every change of what they filter and sort by; search_state.rows_generation counts every change of a product row (a stock count included), so the rows kept for summaries are read again after any; a covering index of the listing keys by category, so a category's (or a department's) products are listed in a sort order from a few hundred kB of index rather than from their rows (tens of ms at 100k products before); a product is found by its SKU in any case through an index (catalogue.ts productBySkuOrSlug compares it COLLATE NOCASE, which the UNIQUE index cannot answer: it read every product) */
export const migration: Migration = `
  DROP TRIGGER products_listing_update;
  CREATE TRIGGER products_listing_update AFTER UPDATE OF id, status, variant_group_id, category_id, brand_id, author_id, price_cents,
    regular_price_cents, is_on_sale, has_flash_sale, stock_status, average_rating, rating_count, popularity, created_at, title ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  ALTER TABLE search_state ADD COLUMN rows_generation INTEGER NOT NULL DEFAULT 0;
  CREATE TRIGGER products_rows_update AFTER UPDATE ON products BEGIN
    UPDATE search_state SET rows_generation = rows_generation + 1 WHERE id = 1;
  END;
  CREATE INDEX products_category_keys ON products(category_id, status, stock_status, popularity, rating_count, average_rating, price_cents, variant_group_id);
  CREATE INDEX products_public_sku_nocase ON products(public_sku COLLATE NOCASE);
  `;

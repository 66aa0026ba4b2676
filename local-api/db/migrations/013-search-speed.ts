import type { Migration } from './migration';

/** 13: search speed, round 2 (search/engine.ts): the full-text index also keeps 1-letter prefixes ("laptop c" no longer merges every term starting with c; about 17% more index); search_state.listing_generation and attributes_generation count changes of what facets count (a product's listing keys; the attributes), so the engine's in-memory copies of them are reloaded only then */
export const migration: Migration = `
  DROP TABLE products_fts;
  CREATE VIRTUAL TABLE products_fts USING fts5(
    title, brand, category, keywords, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  );
  INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
    SELECT id, title, brand, category, keywords, description FROM products_search_text;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  ALTER TABLE search_state ADD COLUMN listing_generation INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE search_state ADD COLUMN attributes_generation INTEGER NOT NULL DEFAULT 0;
  CREATE TRIGGER products_listing_insert AFTER INSERT ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_listing_delete AFTER DELETE ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_listing_update AFTER UPDATE OF id, status, variant_group_id, category_id, brand_id, author_id, price_cents,
    regular_price_cents, is_on_sale, has_flash_sale, stock_status, average_rating, rating_count ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_attributes_listing_insert AFTER INSERT ON product_attributes BEGIN
    UPDATE search_state SET attributes_generation = attributes_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_attributes_listing_delete AFTER DELETE ON product_attributes BEGIN
    UPDATE search_state SET attributes_generation = attributes_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_attributes_listing_update AFTER UPDATE ON product_attributes BEGIN
    UPDATE search_state SET attributes_generation = attributes_generation + 1 WHERE id = 1;
  END;
  `;

import type { Migration } from './migration';

/** 12: search at catalogue scale (search/engine.ts, catalogue/product-query.ts): a covering index of the listing's keys, so counting, sorting and facet-counting the products a search matches reads a few MiB of index instead of the whole rows (1 kB each, the long description included); and the attributes' names and values beside their product; a product's publication counts as a change of what search shows (search_state.generation: suggestion answers are cached by it) */
export const migration: Migration = `
  CREATE INDEX products_listing_keys ON products(
    id, status, variant_group_id, category_id, brand_id, author_id, price_cents, regular_price_cents, is_on_sale, has_flash_sale,
    stock_status, average_rating, rating_count, popularity, created_at, title);
  CREATE INDEX product_attributes_product_value ON product_attributes(product_id, name, value);
  DROP INDEX product_attributes_product;
  CREATE TRIGGER products_search_status AFTER UPDATE OF status ON products WHEN OLD.status IS NOT NEW.status BEGIN
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  `;

import type { Migration } from './migration';

/** 16: issue 11, wishlists, share links, Amazon import (local-api/wishlists, share, amazon): each signed-in user's favourites (one list per type, created on first need, shared or not, at most 500 products); one stable short link per product; the products an Amazon URL created, by ASIN; a hidden «Importados» category for them (categories.is_hidden: reachable by id and slug, listed as nobody's child) */
export const migration: Migration = `
  CREATE TABLE wishlists (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    is_shared INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (user_id, type)
  );
  CREATE TABLE wishlist_items (
    wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    added_at TEXT NOT NULL,
    PRIMARY KEY (wishlist_id, product_id)
  );
  CREATE INDEX wishlist_items_product ON wishlist_items(product_id);
  CREATE TABLE share_links (
    short_id TEXT PRIMARY KEY,
    product_id INTEGER NOT NULL UNIQUE REFERENCES products(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE amazon_imports (
    asin TEXT PRIMARY KEY,
    product_id INTEGER NOT NULL UNIQUE REFERENCES products(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  ALTER TABLE categories ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
  INSERT OR IGNORE INTO categories (id, parent_id, name, slug, description, sort_order, depth, is_hidden)
    VALUES (9000, NULL, 'Importados', 'importados',
      'Productos de Amazon.com cotizados para importar a Guatemala: el precio incluye el envío y los impuestos de importación.', 9000, 1, 1);
  `;

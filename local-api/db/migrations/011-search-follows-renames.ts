import type { Migration } from './migration';

/** 11: the search index follows renames (search/): a brand's, an author's or a category's new name (or a category's new parent) is re-indexed in its products, so search finds them by it and no longer by the old one */
export const migration: Migration = `
  CREATE TRIGGER products_fts_brand_rename AFTER UPDATE OF name ON brands WHEN OLD.name IS NOT NEW.name BEGIN
    DELETE FROM products_fts WHERE rowid IN (SELECT id FROM products WHERE brand_id = NEW.id);
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text
      WHERE id IN (SELECT id FROM products WHERE brand_id = NEW.id);
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_author_rename AFTER UPDATE OF name ON authors WHEN OLD.name IS NOT NEW.name BEGIN
    DELETE FROM products_fts WHERE rowid IN (SELECT id FROM products WHERE author_id = NEW.id);
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text
      WHERE id IN (SELECT id FROM products WHERE author_id = NEW.id);
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_category_rename AFTER UPDATE OF name, parent_id ON categories
    WHEN OLD.name IS NOT NEW.name OR OLD.parent_id IS NOT NEW.parent_id BEGIN
    DELETE FROM products_fts WHERE rowid IN (
      SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id));
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text
      WHERE id IN (SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id));
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  `;

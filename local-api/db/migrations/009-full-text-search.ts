import type { Migration } from './migration';

/** 9: full-text search (search/): an FTS5 index over each product's title, brand and author, category and its parent, keywords and short description, accents folded; triggers keep it in sync, and search_state.generation counts the changes (search/vocabulary.ts caches its vocabulary by it) */
export const migration: Migration = `
  CREATE VIRTUAL TABLE products_fts USING fts5(
    title, brand, category, keywords, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  );
  CREATE TABLE search_state (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL);
  INSERT INTO search_state (id, generation) VALUES (1, 0);
  CREATE VIEW products_search_text AS
    SELECT p.id AS id, p.title AS title,
           concat_ws(' ', b.name, a.name) AS brand,
           concat_ws(' ', c.name, parent.name) AS category,
           p.keywords AS keywords, p.description_short AS description
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN authors a ON a.id = p.author_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories parent ON parent.id = c.parent_id;
  CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text WHERE id = NEW.id;
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    DELETE FROM products_fts WHERE rowid = OLD.id;
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_update AFTER UPDATE OF id, title, brand_id, author_id, category_id, keywords, description_short ON products BEGIN
    DELETE FROM products_fts WHERE rowid = OLD.id;
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text WHERE id = NEW.id;
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
    SELECT id, title, brand, category, keywords, description FROM products_search_text;
  `;

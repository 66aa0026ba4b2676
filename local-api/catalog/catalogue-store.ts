import type { Database } from '../db/database';

// The category tree, the brands and the authors, which Catalogue (catalogue.ts) reads once and keeps in memory.

/** A row of the categories table. */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: string | null;
  over18_required: number;
  disabled_on_mobile: number;
  sort_order: number;
  depth: number;
  /** Migration 16: a category reachable by id and slug but listed as nobody's child (amazon/'s «Importados»). */
  is_hidden?: number;
}

/** A row of the brands table. */
export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  keywords: string | null;
}

/** A row of the authors table. */
export interface AuthorRow {
  id: number;
  name: string;
  slug: string;
  bio: string | null;
}

/** Every category, hidden ones too, in the order siblings are listed. */
export function listCategories(db: Database): CategoryRow[] {
  return db.prepare('SELECT * FROM categories ORDER BY sort_order, id').all() as CategoryRow[];
}

export function listBrands(db: Database): BrandRow[] {
  return db.prepare('SELECT * FROM brands ORDER BY id').all() as BrandRow[];
}

export function listAuthors(db: Database): AuthorRow[] {
  return db.prepare('SELECT * FROM authors ORDER BY id').all() as AuthorRow[];
}

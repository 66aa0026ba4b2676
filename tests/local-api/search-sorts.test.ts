import { beforeAll, describe, expect, it } from 'vitest';
import type { SortOrder } from '../../src/domain';
import { Catalogue } from '../../local-api/catalog/catalogue';
import { queryProducts } from '../../local-api/catalog/product-query';
import type { Database } from '../../local-api/db/database';
import type { AppDeps } from '../../local-api/http/context';
import { noSearchFilter, productFilter, type SearchFilter } from '../../local-api/search/filters';
import { parseQuery, SEARCH_MIN_PREFIX } from '../../local-api/search/query';
import { searchProducts } from '../../local-api/search/sorts';
import { vocabularyOf } from '../../local-api/search/vocabulary';
import { seedLargeCatalogue } from '../../local-api/seed/large';
import { makeApi } from './support';

// A search sorted by price or rating reads its page from the listing keys kept in memory (search/listing-keys.ts, sorts.ts); every
// other sort, and the SQL path it replaces, sorts in SQL. Both must give the same page and total: the same products,
// in the same order, each variant group stood for by the same variant (its first match in the sort order).

let db: Database;
let deps: AppDeps;

const NO_FILTER = noSearchFilter();
const SORTS: SortOrder[] = ['PriceLowToHigh', 'PriceHighToLow', 'Rating', 'Popularity', 'Name', 'CreationDate'];
const PAGE = 12;

beforeAll(() => {
  const api = makeApi();
  db = api.db;
  seedLargeCatalogue(db, { products: 1500, seed: 11 });
  deps = { db, now: () => new Date('2026-03-02T15:00:00Z'), random: () => 0.5, log: () => undefined, catalogue: new Catalogue(db) };
});

/** The page as the SQL path gives it: the catalogue's ORDER BY over every match, one row per variant group. */
function sqlPage(query: string, filter: SearchFilter, sort: SortOrder, page: number) {
  const match = parseQuery(vocabularyOf(db), query, { minPrefix: SEARCH_MIN_PREFIX }).match!;
  return queryProducts(db, productFilter(deps, match, filter), { sort, limit: PAGE, offset: (page - 1) * PAGE, groupVariants: true });
}

function enginePage(query: string, filter: SearchFilter, sort: SortOrder, page: number) {
  return searchProducts(deps, query, filter, { sort, limit: PAGE, offset: (page - 1) * PAGE });
}

const summary = (page: { rows: { id: number; variant_swatches?: unknown }[]; total: number }) => ({
  total: page.total,
  ids: page.rows.map((row) => row.id),
  swatches: page.rows.map((row) => row.variant_swatches ?? null),
});

/** Filters with a few matches and many, on each key the in-memory path reads. */
function filters(): [string, SearchFilter][] {
  const brand = db.prepare(`SELECT brand_id FROM products WHERE status = 'PUBLISHED' AND brand_id IS NOT NULL GROUP BY brand_id ORDER BY COUNT(*) DESC LIMIT 2`).pluck().all() as number[];
  const category = db.prepare(`SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1`).pluck().get() as number;
  const attribute = db.prepare(`SELECT name, value FROM product_attributes GROUP BY name, value ORDER BY COUNT(*) DESC LIMIT 1`).get() as { name: string; value: string };
  return [
    ['none', NO_FILTER],
    ['brands', { ...NO_FILTER, brandIds: brand }],
    ['category', { ...NO_FILTER, categoryId: category }],
    ['price range', { ...NO_FILTER, priceMinCents: 10_000, priceMaxCents: 500_000 }],
    ['rating and stock', { ...NO_FILTER, ratingMin: 4, availableOnly: true }],
    ['fast shipping, on sale', { ...NO_FILTER, fastShipping: true, onSale: true }],
    ['attribute', { ...NO_FILTER, attributes: new Map([[attribute.name, [attribute.value]]]) }],
  ];
}

describe('a sorted search page', () => {
  it('is the SQL path’s page for every sort, filter and page (variants grouped the same way)', () => {
    const queries = ['de', 'camisa', 'laptop', 'audifonos inalambricos', 'negro'];
    let compared = 0;
    let nonEmpty = 0;
    let grouped = 0;
    for (const query of queries)
      for (const [name, filter] of filters())
        for (const sort of SORTS)
          for (const page of [1, 3]) {
            const expected = summary(sqlPage(query, filter, sort, page));
            const actual = summary(enginePage(query, filter, sort, page));
            expect(actual, `${query} / ${name} / ${sort} / page ${page}`).toEqual(expected);
            compared++;
            if (expected.ids.length > 0) nonEmpty++;
            grouped += expected.swatches.filter((s) => s !== null).length;
          }
    expect(compared).toBe(5 * 7 * 6 * 2);
    expect(nonEmpty).toBeGreaterThan(200);
    expect(grouped).toBeGreaterThan(50);
  });

  it('follows a change of price or rating at once (the keys are read again)', () => {
    const first = enginePage('camisa', NO_FILTER, 'PriceLowToHigh', 1).rows;
    expect(first.length).toBeGreaterThan(2);
    const last = enginePage('camisa', NO_FILTER, 'PriceHighToLow', 1).rows[0]!;
    db.prepare('UPDATE products SET price_cents = 1 WHERE id = ?').run(last.id);
    expect(enginePage('camisa', NO_FILTER, 'PriceLowToHigh', 1).rows[0]!.id).toBe(last.id);
    db.prepare('UPDATE products SET average_rating = 5.0, rating_count = 100000 WHERE id = ?').run(first[2]!.id);
    expect(enginePage('camisa', NO_FILTER, 'Rating', 1).rows[0]!.id).toBe(first[2]!.id);
    for (const sort of SORTS) expect(summary(enginePage('camisa', NO_FILTER, sort, 1))).toEqual(summary(sqlPage('camisa', NO_FILTER, sort, 1)));
  });
});

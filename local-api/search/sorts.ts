import type { SortOrder } from '../../src/domain';
import { pageRows, queryProducts, UNAVAILABLE_LAST, type ListedProductRow, type ProductFilter } from '../catalog/product-query';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import { countListing } from './facets';
import { productFilter, type SearchFilter } from './filters';
import type { ListingKeys } from './listing-keys';
import { parseQuery, SEARCH_MIN_PREFIX } from './query';
import { bestScoredMatches, countIndexMatches, FTS_IDS, scoreEveryMatch } from './search-store';
import { vocabularyOf } from './vocabulary';

// A page of search results in a sort order: Relevance by bm25 (the best matches only for a broad query), the price
// and rating sorts from the listing keys in memory, the others in SQL (catalog/product-query.ts).

/**
 * A Relevance search matching more than this many products (in the index) ranks only the best TOP_K_MIN (or four
 * pages' worth, more when paging deep) by bm25 before filtering and grouping them, instead of every match.
 */
const TOP_K_FROM = 2000;
const TOP_K_MIN = 480;

// ---- relevance: bm25 scores handed to the listing's ORDER BY through a function of the connection ----

const scoreHolders = new WeakMap<Database, { scores: Map<number, number> }>();

/** The bm25 scores of the current query, readable in SQL as search_score(id) (lower is better; no match sorts last). */
function withScores<T>(db: Database, scores: Map<number, number>, run: () => T): T {
  let holder = scoreHolders.get(db);
  if (!holder) {
    const created = { scores: new Map<number, number>() };
    db.function('search_score', { deterministic: false }, (id: unknown) => created.scores.get(Number(id)) ?? 1e9);
    scoreHolders.set(db, created);
    holder = created;
  }
  holder.scores = scores;
  try {
    return run();
  } finally {
    holder.scores = new Map();
  }
}

export interface SearchPage {
  rows: ListedProductRow[];
  total: number;
}

/** One page of the products matching the query and the filters, one per variant group, in `sort` order. */
export function searchProducts(
  deps: AppDeps,
  query: string,
  filter: SearchFilter,
  options: { sort: SortOrder; limit: number; offset: number; exact?: boolean },
): SearchPage {
  const parsed = parseQuery(vocabularyOf(deps.db), query, { minPrefix: SEARCH_MIN_PREFIX, exact: options.exact });
  if (parsed.match === null) return { rows: [], total: 0 };
  const productQuery = productFilter(deps, parsed.match, filter);
  const listing = { limit: options.limit, offset: options.offset, groupVariants: true };
  if (options.sort !== 'Relevance' && !filter.countVariants && IN_MEMORY_SORTS[options.sort])
    return sortedInMemory(deps, parsed.match, filter, options.sort, options.limit, options.offset);
  if (options.sort !== 'Relevance') return queryProducts(deps.db, productQuery, { ...listing, sort: options.sort });
  const { db } = deps;
  const byScore = { ...listing, orderBy: 'search_score(id), popularity DESC, id' };
  const ranked = (hits: [number, number][], query: ProductFilter) =>
    withScores(db, new Map(hits), () => queryProducts(db, query, byScore));
  const matches = countIndexMatches(db, parsed.match, TOP_K_FROM + 1);
  if (matches <= TOP_K_FROM) {
    // Every match is ranked: what can be bought first (as the listing's Relevance does), then by score. A broad query
    // (below) ranks the index's best matches only, by score alone, so its pages agree with each other.
    const all = scoreEveryMatch(db, parsed.match);
    return withScores(db, new Map(all), () => queryProducts(db, productQuery, { ...listing, orderBy: `${UNAVAILABLE_LAST}, search_score(id), popularity DESC, id` }));
  }

  // A broad query: the index's best-ranked matches first (FTS5 keeps the top K without handing every score over),
  // filtered and grouped; K grows until the page is full or every match has been read.
  // The exact total: one pass over the matches' listing keys in memory (what /search/filter counts with).
  const { total } = countListing(deps, parsed.match, filter, true);
  const rest = (productQuery.idsIn ?? []).filter((subquery) => subquery.sql !== FTS_IDS);
  for (let k = Math.max(TOP_K_MIN, (options.offset + options.limit) * 4); ; k *= 4) {
    let hits = bestScoredMatches(db, parsed.match, k);
    const everything = hits.length < k;
    // The K-th score may be shared by matches left out: keeping only the better ones makes the candidates a prefix
    // of the full order (score, popularity, id), so every page agrees on the order and on each group's representative.
    if (!everything) hits = hits.filter(([, score]) => score < hits[hits.length - 1]![1]);
    const best = { sql: 'SELECT value FROM json_each(?)', params: [JSON.stringify(hits.map(([id]) => id))] };
    const page = ranked(hits, { ...productQuery, idsIn: [best, ...rest] });
    if (page.total >= options.offset + options.limit || everything || page.total >= total) return { rows: page.rows, total };
  }
}

// ---- sorts read from the listing keys in memory ----

/**
 * The sorts whose every key is in the in-memory listing keys (and moves listing_generation), each as a comparison of
 * two positions equal to product-query.ts's ORDER BY for it. The others (Name, Popularity, CreationDate) sort in SQL.
 */
const IN_MEMORY_SORTS: Partial<Record<SortOrder, (keys: ListingKeys) => (a: number, b: number) => number>> = {
  // price_cents ASC, id
  PriceLowToHigh: ({ price, id }) => (a, b) => price[a]! - price[b]! || id[a]! - id[b]!,
  // price_cents DESC, id
  PriceHighToLow: ({ price, id }) => (a, b) => price[b]! - price[a]! || id[a]! - id[b]!,
  // average_rating IS NULL, average_rating DESC, rating_count DESC, id
  Rating: ({ rating, ratingCount, id }) => (a, b) => {
    const noneA = Number.isNaN(rating[a]!);
    const noneB = Number.isNaN(rating[b]!);
    if (noneA !== noneB) return noneA ? 1 : -1;
    return (noneA ? 0 : rating[b]! - rating[a]!) || ratingCount[b]! - ratingCount[a]! || id[a]! - id[b]!;
  },
};

/** Every position of `keys` in `sort`'s order, sorted once per version of the keys. */
function positionsIn(keys: ListingKeys, sort: SortOrder): Int32Array {
  let order = keys.orders.get(sort);
  if (!order) {
    order = new Int32Array(keys.size);
    for (let p = 0; p < keys.size; p++) order[p] = p;
    order.sort(IN_MEMORY_SORTS[sort]!(keys));
    keys.orders.set(sort, order);
  }
  return order;
}

/**
 * A page sorted without SQL's sort over every match: one pass over the listing keys marks the matches passing every
 * filter (and counts the groups), the sort's order of every product (kept in memory) is walked until the page is
 * full, a group's first match in it standing for the group (as groupedPage does), and only the page's rows are read.
 */
function sortedInMemory(deps: AppDeps, match: string, filter: SearchFilter, sort: SortOrder, limit: number, offset: number): SearchPage {
  const { total, keys, passing } = countListing(deps, match, filter, true, true);
  const order = positionsIn(keys, sort);
  const seen = new Uint8Array(keys.groups);
  const pageIds: number[] = [];
  let groups = 0;
  for (let i = 0; i < order.length && groups < offset + limit; i++) {
    const p = order[i]!;
    if (!passing[p]) continue;
    const group = keys.group[p]!;
    if (seen[group]) continue;
    seen[group] = 1;
    if (groups >= offset) pageIds.push(keys.id[p]!);
    groups++;
  }
  return { rows: pageRows(deps.db, pageIds), total };
}

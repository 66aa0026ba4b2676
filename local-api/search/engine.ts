import type { SortOrder } from '../../src/domain';
import type { CategoryRow, ProductRow, RenderContext } from '../catalogue/catalogue';
import { mediaUrl } from '../catalogue/catalogue';
import { LISTING_KEYS_INDEX, pageRows, productWhere, queryProducts, UNAVAILABLE_LAST, type ListedProductRow, type ProductFilter } from '../catalogue/product-query';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import type { SearchAttributeFacet, SearchBrandFacet, SearchCategory, SearchFilterAnswer, SearchSuggestion } from './contract';
import { fold, ftsString, numberForms, queryWords, TYPO_MIN_LENGTH, wordsOf } from './text';
import { vocabularyOf, searchSignature, type Vocabulary } from './vocabulary';

/** bm25 weights of the index's columns: title, brand and author, category, keywords, short description. */
const BM25 = 'bm25(products_fts, 10.0, 6.0, 4.0, 3.0, 1.0)';
/**
 * A results page completes a last word of at least this many letters: "c" alone would match most of a large
 * catalogue (suggestions, which rank a sample of broad matches, complete from the first letter).
 */
export const SEARCH_MIN_PREFIX = 2;
/** A suggestion query matching more products than this ranks only the first BROAD_SAMPLE matches of the index. */
const BROAD_MATCHES = 2000;
const BROAD_SAMPLE = 400;
/** Products a suggestion request reads: the completions are counted over their titles, the best few are offered. */
const SUGGESTION_CANDIDATES = 40;
/** A suggestion query whose last word is a prefix of at most this many letters is ranked without bm25. */
const SHORT_LAST_WORD = 2;
/**
 * A Relevance search matching more than this many products (in the index) ranks only the best TOP_K_MIN (or four
 * pages' worth, more when paging deep) by bm25 before filtering and grouping them, instead of every match.
 */
const TOP_K_FROM = 2000;
const TOP_K_MIN = 480;
/** Typo corrections tried per word, the most frequent first. */
const MAX_TYPO_TERMS = 6;
/** Completions of the last word a suggestion request reads. */
const MAX_COMPLETION_TERMS = 12;

/** What a word of the query matches: any of its terms, or any term starting with `prefix`. */
export interface WordMatch {
  word: string;
  terms: string[];
  prefix: string | null;
  /** Terms one typo away, used because the word (and its singular or plural) is in no product. */
  typos: string[];
}

/** A query read against the index: an FTS5 MATCH expression (null when some word matches nothing). */
export interface ParsedQuery {
  words: WordMatch[];
  match: string | null;
}

/**
 * Reads `query` as the index understands it. Every word must match (stopwords aside); a word matches its singular
 * and plural forms, the last word also as a prefix while it is being typed, and a word of 5+ letters that no product
 * holds matches the terms one edit away. Only terms read from the vocabulary (or the query's own letters, quoted)
 * reach FTS5, so no query text is ever read as FTS5 syntax.
 */
export function parseQuery(vocabulary: Vocabulary, query: string, options: { minPrefix?: number } = {}): ParsedQuery {
  const { words, endsInWord } = queryWords(query);
  const matches: WordMatch[] = words.map((word, index) => {
    const isLast = index === words.length - 1;
    const prefix = isLast && endsInWord && word.length >= (options.minPrefix ?? 1) && vocabulary.hasPrefix(word) ? word : null;
    const terms = numberForms(word).filter((form) => vocabulary.has(form));
    const typos = terms.length === 0 && prefix === null && word.length >= TYPO_MIN_LENGTH && !/\d/.test(word)
      ? [...new Set(vocabulary.oneEditFrom(word, MAX_TYPO_TERMS).flatMap((term) => numberForms(term).filter((form) => vocabulary.has(form))))]
      : [];
    return { word, terms, prefix, typos };
  });
  if (matches.length === 0) return { words: matches, match: null };
  const groups: string[] = [];
  for (const m of matches) {
    const alternatives = [...m.terms, ...m.typos].map(ftsString);
    if (m.prefix !== null) alternatives.push(`${ftsString(m.prefix)}*`);
    if (alternatives.length === 0) return { words: matches, match: null };
    groups.push(`(${alternatives.join(' OR ')})`);
  }
  return { words: matches, match: groups.join(' AND ') };
}

/** Filters of /search and /search/filter, already resolved to ids (an unknown slug resolves to nothing). */
export interface SearchFilter {
  categoryId: number | null;
  /** The category asked for does not exist: nothing matches. */
  unknownCategory?: boolean;
  brandIds: number[] | null;
  /** Attribute name → the values accepted (any of); an attribute whose values are all unknown matches nothing. */
  attributes: Map<string, string[]>;
  ratingMin: number | null;
  fastShipping: boolean;
  onSale: boolean;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  availableOnly: boolean;
  /** Only this author's products (GET /search/filter's author_slug, for an author page's facets). */
  authorId?: number | null;
  /** Always applied, never left out by a facet: the products of a home section (GET /page/section/{id}/filter). */
  scope?: ProductFilter | null;
  /** Count every variant once (a section lists each variant) instead of once per variant group. */
  countVariants?: boolean;
}

/** A filter that narrows nothing: every published product, out-of-stock ones included (a fresh Map each call). */
export function noSearchFilter(): SearchFilter {
  return {
    categoryId: null,
    brandIds: null,
    attributes: new Map(),
    ratingMin: null,
    fastShipping: false,
    onSale: false,
    priceMinCents: null,
    priceMaxCents: null,
    availableOnly: false,
  };
}

const FTS_IDS = `SELECT rowid FROM products_fts WHERE products_fts MATCH ?`;

/**
 * The catalogue filter for `filter`, leaving out the parts named in `without` (a facet ignores its own filter).
 * A null `match` (an empty query) puts no condition on the text: every product.
 */
export function productFilter(
  deps: AppDeps,
  match: string | null,
  filter: SearchFilter,
  without: { category?: boolean; brands?: boolean; price?: boolean; attribute?: string | 'all' } = {},
): ProductFilter {
  const idsIn: { sql: string; params: unknown[] }[] = match === null ? [] : [{ sql: FTS_IDS, params: [match] }];
  if (filter.scope) {
    const scope = productWhere(filter.scope);
    idsIn.push({ sql: `SELECT id FROM products WHERE ${scope.clause}`, params: scope.params });
  }
  for (const [name, values] of filter.attributes) {
    if (without.attribute === 'all' || without.attribute === name) continue;
    idsIn.push({
      sql: `SELECT product_id FROM product_attributes WHERE name = ? AND value IN (${values.map(() => '?').join(',') || 'NULL'})`,
      params: [name, ...values],
    });
  }
  const categoryIds = without.category
    ? null
    : filter.unknownCategory
      ? []
      : filter.categoryId != null
        ? deps.catalogue.descendantIds(filter.categoryId)
        : null;
  return {
    categoryIds,
    brandIds: without.brands ? null : filter.brandIds,
    authorId: filter.authorId ?? null,
    ratingMin: filter.ratingMin,
    fastShipping: filter.fastShipping,
    onSale: filter.onSale,
    priceMinCents: without.price ? null : filter.priceMinCents,
    priceMaxCents: without.price ? null : filter.priceMaxCents,
    availableOnly: filter.availableOnly,
    idsIn,
  };
}

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
  options: { sort: SortOrder; limit: number; offset: number },
): SearchPage {
  const parsed = parseQuery(vocabularyOf(deps.db), query, { minPrefix: SEARCH_MIN_PREFIX });
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
  const matches = db.prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM products_fts WHERE products_fts MATCH ? LIMIT ?)`).pluck().get(parsed.match, TOP_K_FROM + 1) as number;
  if (matches <= TOP_K_FROM) {
    // Every match is ranked: what can be bought first (as the listing's Relevance does), then by score. A broad query
    // (below) ranks the index's best matches only, by score alone, so its pages agree with each other.
    const all = db.prepare(`SELECT rowid, ${BM25} FROM products_fts WHERE products_fts MATCH ?`).raw().all(parsed.match) as [number, number][];
    return withScores(db, new Map(all), () => queryProducts(db, productQuery, { ...listing, orderBy: `${UNAVAILABLE_LAST}, search_score(id), popularity DESC, id` }));
  }

  // A broad query: the index's best-ranked matches first (FTS5 keeps the top K without handing every score over),
  // filtered and grouped; K grows until the page is full or every match has been read.
  // The exact total: one pass over the matches' listing keys in memory (what /search/filter counts with).
  const { total } = countListing(deps, parsed.match, filter, true);
  const rest = (productQuery.idsIn ?? []).filter((subquery) => subquery.sql !== FTS_IDS);
  for (let k = Math.max(TOP_K_MIN, (options.offset + options.limit) * 4); ; k *= 4) {
    let hits = db.prepare(`SELECT rowid, ${BM25} AS score FROM products_fts WHERE products_fts MATCH ? ORDER BY score LIMIT ?`).raw().all(parsed.match, k) as [number, number][];
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

// ---- facets ----

/** An attribute's or a value's slug: folded, words joined by hyphens ("Memoria RAM" → "memoria-ram"). */
export function slugOf(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Attribute facets leave out what other facets already say (the brand). */
const HIDDEN_ATTRIBUTES = new Set(['marca']);

interface AttributeIndex {
  signature: string;
  bySlug: Map<string, { name: string; values: Map<string, string[]> }>;
}
const attributeIndexes = new WeakMap<Database, AttributeIndex>();

/** Every attribute (by slug) and its values (by slug → the stored values with that slug). */
export function attributeIndex(db: Database): AttributeIndex['bySlug'] {
  const signature = searchSignature(db);
  const cached = attributeIndexes.get(db);
  if (cached && cached.signature === signature) return cached.bySlug;
  const bySlug: AttributeIndex['bySlug'] = new Map();
  for (const [name, value] of db.prepare('SELECT DISTINCT name, value FROM product_attributes').raw().all() as [string, string][]) {
    const slug = slugOf(name);
    const entry = bySlug.get(slug) ?? { name, values: new Map<string, string[]>() };
    const valueSlug = slugOf(value);
    entry.values.set(valueSlug, [...(entry.values.get(valueSlug) ?? []), value]);
    bySlug.set(slug, entry);
  }
  attributeIndexes.set(db, { signature, bySlug });
  return bySlug;
}

// ---- the listing keys in memory: facets count every match in one pass ----

/** Stock codes of the in-memory keys: ships fast (in stock), can be bought at all. */
const FAST = 1;
const AVAILABLE = 2;

/**
 * The published products' listing keys (what a facet counts or a filter reads), in typed arrays: positions are
 * ordered by variant group, so a group's products are neighbours and counting groups needs no set. Loaded once
 * per search_state.listing_generation (migrations 13 and 20: its triggers move it when a product's keys change).
 */
interface ListingKeys {
  signature: string;
  size: number;
  /** Position of a product id in the arrays below, -1 when it is not published. */
  positionOf: Int32Array;
  id: Int32Array;
  /** Group number (a product without a variant group is its own group); equal numbers are neighbours. */
  group: Int32Array;
  category: Int32Array;
  /** -1: none. */
  brand: Int32Array;
  /** -1: none. */
  author: Int32Array;
  price: Float64Array;
  onSale: Uint8Array;
  stock: Uint8Array;
  /** NaN: not rated. */
  rating: Float64Array;
  ratingCount: Float64Array;
  /** Read by suggestions only (its changes move listing_generation since migration 20). */
  popularity: Float64Array;
  /** How many groups `group` numbers. */
  groups: number;
  /** Every position in a sort's order (IN_MEMORY_SORTS), made when first asked for. */
  orders: Map<SortOrder, Int32Array>;
}

/** Every attribute row as (name, value) pair numbers per product id (CSR), per search_state.attributes_generation. */
interface AttributeKeys {
  signature: string;
  pairs: [string, string][];
  /** The pairs of product id `i` are pair[start[i]] … pair[start[i + 1] - 1] (ids past the end: none). */
  start: Int32Array;
  pair: Int32Array;
}

const listingKeysCache = new WeakMap<Database, ListingKeys>();
const attributeKeysCache = new WeakMap<Database, AttributeKeys>();

function listingState(db: Database): { listing: string; attributes: string } {
  const row = db.prepare('SELECT generation, listing_generation, attributes_generation FROM search_state WHERE id = 1').raw().get() as [number, number, number];
  return { listing: `${row[0]}:${row[1]}`, attributes: `${row[2]}` };
}

function listingKeys(db: Database, signature: string): ListingKeys {
  const cached = listingKeysCache.get(db);
  if (cached && cached.signature === signature) return cached;
  const rows = db
    .prepare(
      `SELECT id, variant_group_id, category_id, brand_id, author_id, price_cents, is_on_sale = 1 AND regular_price_cents > price_cents,
              CASE WHEN stock_status IN ('IN_STOCK','IN_ERP_STOCK') THEN ${FAST | AVAILABLE} WHEN stock_status IN ('PRESALE','DOWNLOAD') THEN ${AVAILABLE} ELSE 0 END,
              average_rating, rating_count, popularity
       FROM products INDEXED BY ${LISTING_KEYS_INDEX} WHERE status = 'PUBLISHED'
       ORDER BY variant_group_id IS NULL, variant_group_id, id`,
    )
    .raw()
    .all() as [number, string | null, number, number | null, number | null, number, number, number, number | null, number, number][];
  const size = rows.length;
  let maxId = 0;
  for (const row of rows) if (row[0] > maxId) maxId = row[0];
  const keys: ListingKeys = {
    signature,
    size,
    positionOf: new Int32Array(maxId + 1).fill(-1),
    id: new Int32Array(size),
    group: new Int32Array(size),
    category: new Int32Array(size),
    brand: new Int32Array(size),
    author: new Int32Array(size),
    price: new Float64Array(size),
    onSale: new Uint8Array(size),
    stock: new Uint8Array(size),
    rating: new Float64Array(size),
    ratingCount: new Float64Array(size),
    popularity: new Float64Array(size),
    groups: 0,
    orders: new Map(),
  };
  let group = -1;
  let previous: string | null = null;
  rows.forEach(([id, variantGroup, category, brand, author, price, onSale, stock, rating, ratingCount, popularity], i) => {
    if (variantGroup === null || variantGroup !== previous) group++;
    previous = variantGroup;
    keys.positionOf[id] = i;
    keys.id[i] = id;
    keys.group[i] = group;
    keys.category[i] = category;
    keys.brand[i] = brand ?? -1;
    keys.author[i] = author ?? -1;
    keys.price[i] = price;
    keys.onSale[i] = onSale;
    keys.stock[i] = stock;
    keys.rating[i] = rating ?? NaN;
    keys.ratingCount[i] = ratingCount;
    keys.popularity[i] = popularity;
  });
  keys.groups = group + 1;
  listingKeysCache.set(db, keys);
  return keys;
}

function attributeKeys(db: Database, signature: string): AttributeKeys {
  const cached = attributeKeysCache.get(db);
  if (cached && cached.signature === signature) return cached;
  const pairs: [string, string][] = [];
  const byPair = new Map<string, Map<string, number>>();
  const counts: number[] = [];
  const rows = db.prepare('SELECT product_id, name, value FROM product_attributes ORDER BY product_id').raw().all() as [number, string, string][];
  const pairOfRow = new Int32Array(rows.length);
  let maxId = 0;
  rows.forEach(([productId, name, value], i) => {
    let values = byPair.get(name);
    if (!values) byPair.set(name, (values = new Map()));
    let pair = values.get(value);
    if (pair === undefined) {
      pair = pairs.length;
      pairs.push([name, value]);
      values.set(value, pair);
    }
    pairOfRow[i] = pair;
    if (productId > maxId) maxId = productId;
    counts[productId] = (counts[productId] ?? 0) + 1;
  });
  const start = new Int32Array(maxId + 2);
  for (let id = 0; id <= maxId; id++) start[id + 1] = start[id]! + (counts[id] ?? 0);
  // Rows come in product id order, so each product's pairs are already where `start` puts them.
  const keys: AttributeKeys = { signature, pairs, start, pair: pairOfRow };
  attributeKeysCache.set(db, keys);
  return keys;
}

/**
 * Loads the in-memory listing and attribute keys now (about a second at 100,000 products), so the first facet count
 * or price sort after the server starts does not pay for it. Later changes reload them as usual.
 */
export function warmSearch(db: Database): void {
  const state = listingState(db);
  listingKeys(db, state.listing);
  attributeKeys(db, state.attributes);
}

/** Whether `db`'s listing and attribute keys are in memory (warmSearch, or a search that loaded them). */
export function searchIsWarm(db: Database): boolean {
  return listingKeysCache.has(db) && attributeKeysCache.has(db);
}

/**
 * One pass over the listing keys of the products matching `match` (null: every product) and the filters: the total
 * (variant groups, or products with countVariants) and, unless `onlyTotal`, each facet's counts without its own filter.
 */
function countListing(deps: AppDeps, match: string | null, filter: SearchFilter, onlyTotal: boolean, collect = false) {
  const { catalogue, db } = deps;
  const state = listingState(db);
  const keys = listingKeys(db, state.listing);
  const attrs = attributeKeys(db, state.attributes);
  const n = keys.size;

  // Which positions count at all: the matches (every published product for an empty query), within the scope.
  const marked = new Uint8Array(n);
  const mark = (ids: Iterable<number>, into: Uint8Array, value: number) => {
    for (const id of ids) {
      const position = id < keys.positionOf.length ? keys.positionOf[id]! : -1;
      if (position >= 0) into[position] = into[position]! + value;
    }
  };
  let required = 0;
  if (match !== null) {
    mark(db.prepare(FTS_IDS).pluck().all(match) as number[], marked, 1);
    required++;
  }
  if (filter.scope) {
    const scope = productWhere(filter.scope);
    mark(db.prepare(`SELECT id FROM products WHERE ${scope.clause}`).pluck().all(...scope.params) as number[], marked, 1);
    required++;
  }

  // The filters, as lookups.
  const categoryOk = filter.unknownCategory
    ? new Set<number>()
    : filter.categoryId != null
      ? new Set(catalogue.descendantIds(filter.categoryId))
      : null;
  const brandOk = filter.brandIds ? new Set(filter.brandIds) : null;
  const selected = [...filter.attributes].map(([name, values]) => {
    const accepted = new Set<number>();
    for (const [pair, [pairName, pairValue]] of attrs.pairs.entries()) if (pairName === name && values.includes(pairValue)) accepted.add(pair);
    return { name, accepted };
  });
  const unselectedPair = new Uint8Array(attrs.pairs.length);
  const selectedOf = new Int32Array(attrs.pairs.length).fill(-1);
  attrs.pairs.forEach(([name], pair) => {
    const index = selected.findIndex((s) => s.name === name);
    if (index < 0) unselectedPair[pair] = 1;
    else selectedOf[pair] = index;
  });
  const allAttributes = (1 << selected.length) - 1;

  // Counts of distinct groups (or products, for a section): a bucket counts a group once, when its last counted
  // group differs (a group's products are neighbours).
  const unit = filter.countVariants ? keys.id : keys.group;
  const categoryCount = new Map<number, number>();
  const categoryLast = new Map<number, number>();
  const brandStats = new Map<number, { count: number; last: number; ratingSum: number; ratingError: number; rated: number; ratingCount: number }>();
  const pairCount = new Int32Array(attrs.pairs.length);
  const pairLast = new Int32Array(attrs.pairs.length).fill(-1);
  let total = 0;
  let totalLast = -1;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  /** With `collect`, 1 at each position the total counts (every filter passed). */
  const passing = new Uint8Array(collect ? n : 0);

  for (let p = 0; p < n; p++) {
    if (marked[p] !== required) continue;
    if (filter.ratingMin != null && !(keys.rating[p]! >= filter.ratingMin)) continue;
    if (filter.fastShipping && !(keys.stock[p]! & FAST)) continue;
    if (filter.availableOnly && !(keys.stock[p]! & AVAILABLE)) continue;
    if (filter.onSale && !keys.onSale[p]) continue;
    if (filter.authorId != null && (keys.author[p]! < 0 || keys.author[p] !== filter.authorId)) continue;
    const okCategory = categoryOk === null || categoryOk.has(keys.category[p]!);
    const okBrand = brandOk === null || (keys.brand[p]! >= 0 && brandOk.has(keys.brand[p]!));
    const price = keys.price[p]!;
    const okPrice = (filter.priceMinCents == null || price >= filter.priceMinCents) && (filter.priceMaxCents == null || price <= filter.priceMaxCents);
    const id = keys.id[p]!;
    const from = id + 1 < attrs.start.length ? attrs.start[id]! : 0;
    const to = id + 1 < attrs.start.length ? attrs.start[id + 1]! : 0;
    let okAttributes = 0;
    if (selected.length > 0)
      for (let a = from; a < to; a++) {
        const index = selectedOf[attrs.pair[a]!]!;
        if (index >= 0 && selected[index]!.accepted.has(attrs.pair[a]!)) okAttributes |= 1 << index;
      }
    const allAttributesOk = okAttributes === allAttributes;
    const u = unit[p]!;
    if (!onlyTotal && okBrand && okPrice && allAttributesOk) {
      const category = keys.category[p]!;
      if (categoryLast.get(category) !== u) {
        categoryLast.set(category, u);
        categoryCount.set(category, (categoryCount.get(category) ?? 0) + 1);
      }
    }
    if (!onlyTotal && okCategory && okPrice && allAttributesOk && keys.brand[p]! >= 0) {
      const brand = keys.brand[p]!;
      let stats = brandStats.get(brand);
      if (!stats) brandStats.set(brand, (stats = { count: 0, last: -1, ratingSum: 0, ratingError: 0, rated: 0, ratingCount: 0 }));
      if (stats.last !== u) {
        stats.last = u;
        stats.count++;
      }
      const rating = keys.rating[p]!;
      if (!Number.isNaN(rating)) {
        // Compensated (Kahan-Babuška-Neumaier) summation, as SQLite's AVG: the rounded mean agrees with it.
        const sum = stats.ratingSum + rating;
        stats.ratingError += Math.abs(stats.ratingSum) >= Math.abs(rating) ? stats.ratingSum - sum + rating : rating - sum + stats.ratingSum;
        stats.ratingSum = sum;
        stats.rated++;
      }
      stats.ratingCount += keys.ratingCount[p]!;
    }
    if (!onlyTotal && okCategory && okBrand && allAttributesOk) {
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
    }
    if (!okCategory || !okBrand || !okPrice) continue;
    if (allAttributesOk && collect) passing[p] = 1;
    if (allAttributesOk && totalLast !== u) {
      totalLast = u;
      total++;
    }
    if (onlyTotal) continue;
    // Unselected attributes see every attribute filter; a selected one's values are counted without its own.
    for (let a = from; a < to; a++) {
      const pair = attrs.pair[a]!;
      const index = selectedOf[pair]!;
      const counts = index < 0 ? allAttributesOk : (okAttributes | (1 << index)) === allAttributes;
      if (counts && pairLast[pair] !== u) {
        pairLast[pair] = u;
        pairCount[pair]!++;
      }
    }
  }

  return { total, categoryCount, brandStats, pairCount, pairs: attrs.pairs, priceMin, priceMax, keys, passing };
}

/**
 * The filter inputs of /search/filter, every count computed with the query and the other filters. An empty query
 * (blank once trimmed) means every product: a category, brand, author or section page's facets. Counts are exact:
 * the index gives the matching ids once, and one pass over their listing keys (kept in memory) counts the total,
 * categories, brands, prices and attribute values together, each leaving out its own filter.
 */
export function searchFacets(deps: AppDeps, ctx: RenderContext, query: string, filter: SearchFilter): Omit<SearchFilterAnswer, 'query'> {
  const { catalogue, db } = deps;
  const parsed = parseQuery(vocabularyOf(db), query, { minPrefix: SEARCH_MIN_PREFIX });
  const everything = query.trim() === '';
  const current = filter.categoryId != null ? (catalogue.categories.get(filter.categoryId) ?? null) : null;
  const empty: Omit<SearchFilterAnswer, 'query'> = {
    total_count: 0,
    category_navigator: navigator(deps, ctx, current, new Map()),
    suggested_categories: [],
    brands: [],
    attributes: [],
    price_range: null,
  };
  if (parsed.match === null && !everything) return empty;
  const match = everything ? null : parsed.match;
  const { total, categoryCount, brandStats, pairCount, pairs, priceMin, priceMax } = countListing(deps, match, filter, false);

  // Categories: added up from each category to the root.
  const counts = new Map<number, number>();
  for (const [categoryId, count] of categoryCount)
    for (const row of catalogue.breadcrumb(categoryId)) counts.set(row.id, (counts.get(row.id) ?? 0) + count);
  const withCount = (row: CategoryRow): SearchCategory => ({ ...catalogue.category(ctx, row), search_results_count: counts.get(row.id) ?? 0 });
  // Suggested: the categories the matches are in (with every filter but the category), most matches first.
  const suggested = [...categoryCount]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 5)
    .flatMap(([id]) => {
      const row = catalogue.categories.get(id);
      return row ? [withCount(row)] : [];
    });

  const brands: SearchBrandFacet[] = [...brandStats]
    .sort((a, b) => b[1].count - a[1].count || a[0] - b[0])
    .flatMap(([brandId, stats]) => {
      const brand = catalogue.brands.get(brandId);
      if (!brand) return [];
      const average = stats.rated === 0 ? null : Math.round(((stats.ratingSum + stats.ratingError) / stats.rated) * 10) / 10;
      return [{ brand: catalogue.brand(ctx, brand), count: stats.count, rating_stats: { average_rating: average, rating_count: stats.ratingCount } }];
    });

  const attributeRows: [string, string, number][] = [];
  pairCount.forEach((count, pair) => {
    if (count > 0) attributeRows.push([...pairs[pair]!, count]);
  });

  return {
    total_count: total,
    category_navigator: navigator(deps, ctx, current, counts),
    suggested_categories: suggested,
    brands,
    attributes: attributeFacets(attributeRows),
    price_range: priceMin === Infinity ? null : { min: priceMin / 100, max: priceMax / 100 },
  };

  function navigator(
    { catalogue: cat }: AppDeps,
    context: RenderContext,
    category: CategoryRow | null,
    tally: Map<number, number>,
  ): SearchFilterAnswer['category_navigator'] {
    const show = (row: CategoryRow): SearchCategory => ({ ...cat.category(context, row), search_results_count: tally.get(row.id) ?? 0 });
    const parent = category?.parent_id != null ? cat.categories.get(category.parent_id) : undefined;
    return {
      current: category ? show(category) : null,
      parent: parent ? show(parent) : null,
      children: cat
        .childrenOf(category?.id ?? null)
        .filter((row) => (tally.get(row.id) ?? 0) > 0)
        .map(show),
      breadcrumbs: category ? cat.breadcrumb(category.id).map(show) : [],
    };
  }
}

/** Attribute facets from (name, value, count) rows: values with the same slug add up, the brand left out. */
function attributeFacets(rows: [string, string, number][]): SearchAttributeFacet[] {
  const facets = new Map<string, SearchAttributeFacet>();
  for (const [name, value, n] of rows) {
    const slug = slugOf(name);
    if (HIDDEN_ATTRIBUTES.has(slug)) continue;
    const facet = facets.get(slug) ?? { name, slug, values: [] };
    const valueSlug = slugOf(value);
    const existing = facet.values.find((v) => v.slug === valueSlug);
    if (existing) existing.count += n;
    else facet.values.push({ value, slug: valueSlug, count: n });
    facets.set(slug, facet);
  }
  return [...facets.values()]
    .map((facet) => ({ ...facet, values: facet.values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'es')) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

// ---- suggestions ----

/** Suggestions per answer, and at most this many of each kind. */
export const MAX_SUGGESTIONS = 8;
const MAX_TEXT = 3;
const MAX_CATEGORIES = 2;
const MAX_BRANDS = 2;

/** [start, end) ranges of `text` matching the parsed query's words (whole terms, or the typed part of a prefix). */
export function highlightRanges(text: string, words: readonly WordMatch[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const word of wordsOf(text)) {
    let end = -1;
    for (const m of words) {
      if (m.terms.includes(word.folded) || m.typos.includes(word.folded)) end = word.end;
      else if (m.prefix !== null && word.folded.startsWith(m.prefix)) end = Math.max(end, word.ends[m.prefix.length - 1] ?? word.end);
      // Plural and singular forms read as the same word even when the other form is not in the catalogue.
      else if (numberForms(m.word).includes(word.folded)) end = word.end;
    }
    if (end > word.start) ranges.push([word.start, end]);
  }
  return ranges;
}

/** The folded words of category and brand names, read by every suggestion request (bounded; starts over when full). */
const foldedNames = new Map<string, string[]>();
const MAX_FOLDED_NAMES = 20_000;

/** Whether every word of the query matches some word of `text` (the same rules as the index, in memory). */
function namesMatch(text: string, words: readonly WordMatch[]): boolean {
  let folded = foldedNames.get(text);
  if (!folded) {
    if (foldedNames.size >= MAX_FOLDED_NAMES) foldedNames.clear();
    folded = wordsOf(text).map((w) => w.folded);
    foldedNames.set(text, folded);
  }
  return words.every(
    (m) =>
      folded.some((f) => m.terms.includes(f) || m.typos.includes(f) || numberForms(m.word).includes(f)) ||
      (m.prefix !== null && folded.some((f) => f.startsWith(m.prefix!))),
  );
}

/**
 * Up to MAX_SUGGESTIONS suggestions for what is being typed: completions of the query (TEXT), then categories and
 * brands whose name matches, then the best-ranked products (with their picture). With `categoryId`, products and
 * completions come from that category and below. A query that matches nothing offers the categories with most
 * products instead, so the shopper has somewhere to go.
 */
export function searchSuggestions(deps: AppDeps, ctx: RenderContext, query: string, categoryId: number | null): SearchSuggestion[] {
  const letters = fold(query).replace(/[^\p{L}\p{N}]+/gu, '');
  if (letters.length === 0 || letters.length > SHORT_QUERY) return suggestionsFor(deps, ctx, query, categoryId);
  // The first letters typed are what every shopper types: their answers are kept for the catalogue's version.
  const signature = searchSignature(deps.db);
  let memo = shortAnswers.get(deps.db);
  if (!memo || memo.signature !== signature || memo.answers.size >= MAX_SHORT_ANSWERS) {
    memo = { signature, answers: new Map() };
    shortAnswers.set(deps.db, memo);
  }
  const key = JSON.stringify([categoryId, query]);
  let answer = memo.answers.get(key);
  if (!answer) {
    answer = suggestionsFor(deps, ctx, query, categoryId);
    memo.answers.set(key, answer);
  }
  return answer.map((suggestion) => ({ ...suggestion, highlight: suggestion.highlight.map(([start, end]): [number, number] => [start, end]) }));
}

/**
 * Queries of at most this many letters and digits (the first keystrokes) have their suggestions kept until the
 * products change (search_state.generation, which publishing, renaming and re-indexing move; searchSignature).
 */
const SHORT_QUERY = 2;
/** Kept answers per database (origins × categories × queries as typed); the memo starts over when full. */
const MAX_SHORT_ANSWERS = 2000;
const shortAnswers = new WeakMap<Database, { signature: string; answers: Map<string, SearchSuggestion[]> }>();

function suggestionsFor(deps: AppDeps, ctx: RenderContext, query: string, categoryId: number | null): SearchSuggestion[] {
  const { catalogue, db } = deps;
  const vocabulary = vocabularyOf(db);
  const parsed = parseQuery(vocabulary, query);
  const suggestion = (text: string, type: SearchSuggestion['type'], slug: string | null, extra: Partial<SearchSuggestion> = {}): SearchSuggestion => ({
    text,
    type,
    slug,
    image_url: null,
    parent_category_name: null,
    highlight: highlightRanges(text, parsed.words),
    ...extra,
  });
  const categoryName = (id: number | null | undefined) => (id == null ? null : (catalogue.categories.get(id)?.name ?? null));

  if (parsed.match === null) {
    if (parsed.words.length === 0) return [];
    return [...catalogue.categories.values()]
      .filter((row) => row.parent_id === null)
      .sort((a, b) => catalogue.productCount(b.id) - catalogue.productCount(a.id))
      .slice(0, 3)
      .map((row) => ({ ...suggestion(row.name, 'CATEGORY', row.slug), highlight: [] }));
  }

  // Products: the best-ranked published matches, in the category when one is given.
  const scope = categoryId == null ? null : catalogue.categories.has(categoryId) ? catalogue.descendantIds(categoryId) : [];
  const scopeSql = scope === null ? '' : `AND p.category_id IN (${scope.map(() => '?').join(',') || 'NULL'})`;
  // Suggestions read names, not descriptions: a product whose description alone mentions the words is not offered.
  const nameMatch = `{title brand category keywords} : (${parsed.match})`;
  // Scoring every match of a broad prefix ("c", "ca", "laptop c") costs tens of milliseconds at 100k products, and
  // bm25 alone reads every match once to count them: such a query takes the first BROAD_SAMPLE matches the index
  // yields, products whose title matches first, the most popular first (a few letters say too little for bm25).
  // A last word of one or two letters ("vestidos d", "bocina p") says too little for bm25, whose count of that prefix's
  // every match in the catalogue would cost more than the rest of the request: those matches are ranked as a broad
  // query's sample, products whose title matches first, the most popular first (popularTitlesFirst).
  const last = parsed.words[parsed.words.length - 1]!;
  const shortIds =
    scope === null && last.prefix !== null && last.prefix.length <= SHORT_LAST_WORD
      ? (db.prepare(`SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT ${BROAD_MATCHES + 1}`).pluck().all(nameMatch) as number[])
      : null;
  const broad =
    scope === null &&
    (shortIds?.length ??
      (db.prepare('SELECT COUNT(*) FROM (SELECT 1 FROM products_fts WHERE products_fts MATCH ? LIMIT ?)').pluck().get(nameMatch, BROAD_MATCHES + 1) as number)) >
      BROAD_MATCHES;
  type Candidate = Pick<ProductRow, 'id' | 'public_sku' | 'slug' | 'title' | 'category_id' | 'variant_group_id'>;
  const COLUMNS = 'p.id, p.public_sku, p.slug, p.title, p.category_id, p.variant_group_id';
  const sampled = (columns: string, exclude: number[]) =>
    db
      .prepare(
        `SELECT ${COLUMNS} FROM products p
         WHERE p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT ${BROAD_SAMPLE}) AND p.status = 'PUBLISHED'
           AND p.id NOT IN (SELECT value FROM json_each(?))
         ORDER BY p.popularity DESC, p.id LIMIT ${SUGGESTION_CANDIDATES}`,
      )
      .all(`${columns} : (${parsed.match})`, JSON.stringify(exclude)) as Candidate[];
  let products: Candidate[];
  if (shortIds !== null && !broad) products = popularTitlesFirst(db, shortIds, parsed.match);
  else if (broad) {
    products = sampled('{title}', []);
    if (products.length < SUGGESTION_CANDIDATES)
      products = [...products, ...sampled('{title brand category keywords}', products.map((row) => row.id))].slice(0, SUGGESTION_CANDIDATES);
  } else
    products = db
      .prepare(
        `SELECT ${COLUMNS} FROM (SELECT rowid AS id, ${BM25} AS score FROM products_fts WHERE products_fts MATCH ?) f JOIN products p ON p.id = f.id
         WHERE p.status = 'PUBLISHED' ${scopeSql}
         ORDER BY f.score, p.popularity DESC, p.id LIMIT ${SUGGESTION_CANDIDATES}`,
      )
      .all(nameMatch, ...(scope ?? [])) as Candidate[];

  // Completions: the last word completed as the best-ranked products spell it, most frequent first.
  const texts: SearchSuggestion[] = [];
  if (last.prefix !== null) {
    const head = parsed.words.slice(0, -1).map((w) => vocabulary.spelling(w.terms[0] ?? w.typos[0] ?? w.word));
    const seen = new Map<string, number>();
    const allowed = new Set(vocabulary.completions(last.prefix, MAX_COMPLETION_TERMS));
    for (const row of products)
      for (const word of wordsOf(row.title))
        if (word.folded.startsWith(last.prefix) && word.folded !== last.prefix && (allowed.has(word.folded) || vocabulary.has(word.folded)))
          seen.set(word.folded, (seen.get(word.folded) ?? 0) + 1);
    const completions = [...seen].sort((a, b) => b[1] - a[1] || vocabulary.docCount(b[0]) - vocabulary.docCount(a[0])).map(([term]) => term);
    for (const term of completions.slice(0, MAX_TEXT)) texts.push(suggestion([...head, vocabulary.spelling(term)].join(' '), 'TEXT', null));
  }

  const categories = [...catalogue.categories.values()]
    .filter((row) => (scope === null || scope.includes(row.id)) && catalogue.productCount(row.id) > 0 && namesMatch(row.name, parsed.words))
    .sort((a, b) => catalogue.productCount(b.id) - catalogue.productCount(a.id))
    .slice(0, MAX_CATEGORIES)
    .map((row) => suggestion(row.name, 'CATEGORY', row.slug, { parent_category_name: categoryName(row.parent_id) }));

  const brands = [...catalogue.brands.values()]
    .filter((row) => namesMatch(row.name, parsed.words))
    .slice(0, MAX_BRANDS)
    .map((row) => suggestion(row.name, 'BRAND', row.slug, { image_url: mediaUrl('brand', row.slug) }));

  const others = texts.length + categories.length + brands.length;
  const groupsSeen = new Set<string>();
  const productSuggestions: SearchSuggestion[] = [];
  for (const row of products) {
    if (productSuggestions.length >= Math.max(3, MAX_SUGGESTIONS - others)) break;
    const group = row.variant_group_id ?? `id:${row.id}`;
    if (groupsSeen.has(group)) continue;
    groupsSeen.add(group);
    productSuggestions.push(
      suggestion(row.title, 'PRODUCT', row.slug, {
        image_url: `${mediaUrl('product', `${row.public_sku}-1`)}?w=150`,
        parent_category_name: categoryName(row.category_id),
      }),
    );
  }
  return [...texts, ...categories, ...brands, ...productSuggestions].slice(0, MAX_SUGGESTIONS);
}

type SuggestionCandidate = Pick<ProductRow, 'id' | 'public_sku' | 'slug' | 'title' | 'category_id' | 'variant_group_id'>;

/**
 * The SUGGESTION_CANDIDATES best of `ids` (a suggestion query's matches, at most BROAD_MATCHES) without bm25: the
 * published ones whose title matches `match` first, then the most popular, then by id; read from the listing keys in
 * memory, only the chosen rows from the table. (Popularity changes only as products are added, which reloads the keys.)
 */
function popularTitlesFirst(db: Database, ids: readonly number[], match: string): SuggestionCandidate[] {
  const keys = listingKeys(db, listingState(db).listing);
  const inTitle = new Set(db.prepare(FTS_IDS).pluck().all(`{title} : (${match})`) as number[]);
  const ranked: [number, number, number][] = [];
  for (const id of ids) {
    const position = id < keys.positionOf.length ? keys.positionOf[id]! : -1;
    if (position >= 0) ranked.push([inTitle.has(id) ? 0 : 1, keys.popularity[position]!, id]);
  }
  ranked.sort((a, b) => a[0] - b[0] || b[1] - a[1] || a[2] - b[2]);
  const chosen = ranked.slice(0, SUGGESTION_CANDIDATES).map(([, , id]) => id);
  const byId = new Map(
    (db
      .prepare('SELECT id, public_sku, slug, title, category_id, variant_group_id FROM products WHERE id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(chosen)) as SuggestionCandidate[]).map((row) => [row.id, row]),
  );
  return chosen.flatMap((id) => byId.get(id) ?? []);
}

/** Rebuilds the search index from the products table (the triggers keep it in sync; this is for bulk loaders). */
export function rebuildSearchIndex(db: Database): void {
  db.transaction(() => {
    db.exec(`DELETE FROM products_fts;
      INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
        SELECT id, title, brand, category, keywords, description FROM products_search_text;
      UPDATE search_state SET generation = generation + 1 WHERE id = 1;`);
  })();
}

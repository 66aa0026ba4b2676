import type { SortOrder } from '../../src/domain';
import type { Database } from '../db/database';
import { attributeRowsByProduct, publishedListingKeyRows, readSearchGenerations } from './search-store';

// The listing keys in memory: facets count every match in one pass, and the price and rating sorts walk them.

/**
 * The published products' listing keys (what a facet counts or a filter reads), in typed arrays: positions are
 * ordered by variant group, so a group's products are neighbours and counting groups needs no set. Loaded once
 * per search_state.listing_generation (migrations 13 and 20: its triggers move it when a product's keys change).
 */
export interface ListingKeys {
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
export interface AttributeKeys {
  signature: string;
  pairs: [string, string][];
  /** The pairs of product id `i` are pair[start[i]] … pair[start[i + 1] - 1] (ids past the end: none). */
  start: Int32Array;
  pair: Int32Array;
}

const listingKeysCache = new WeakMap<Database, ListingKeys>();
const attributeKeysCache = new WeakMap<Database, AttributeKeys>();

export function listingState(db: Database): { listing: string; attributes: string } {
  const row = readSearchGenerations(db);
  return { listing: `${row[0]}:${row[1]}`, attributes: `${row[2]}` };
}

export function listingKeys(db: Database, signature: string): ListingKeys {
  const cached = listingKeysCache.get(db);
  if (cached && cached.signature === signature) return cached;
  const rows = publishedListingKeyRows(db);
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

export function attributeKeys(db: Database, signature: string): AttributeKeys {
  const cached = attributeKeysCache.get(db);
  if (cached && cached.signature === signature) return cached;
  const pairs: [string, string][] = [];
  const byPair = new Map<string, Map<string, number>>();
  const counts: number[] = [];
  const rows = attributeRowsByProduct(db);
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

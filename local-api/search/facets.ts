import type { CategoryRow, RenderContext } from '../catalog/catalogue';
import type { AppDeps } from '../http/context';
import type { SearchAttributeFacet, SearchBrandFacet, SearchCategory, SearchFilterAnswer } from './contract';
import { slugOf, type SearchFilter } from './filters';
import { attributeKeys, listingKeys, listingState } from './listing-keys';
import { SEARCH_MIN_PREFIX, parseQuery } from './query';
import { AVAILABLE, FAST, matchingProductIds, productIdsWithin } from './search-store';
import { vocabularyOf } from './vocabulary';

// The facets of /search/filter: every count (total, categories, brands, prices, attribute values) in one pass over
// the listing keys in memory, each leaving out its own filter.

/** Attribute facets leave out what other facets already say (the brand). */
const HIDDEN_ATTRIBUTES = new Set(['marca']);

/**
 * One pass over the listing keys of the products matching `match` (null: every product) and the filters: the total
 * (variant groups, or products with countVariants) and, unless `onlyTotal`, each facet's counts without its own filter.
 */
export function countListing(deps: AppDeps, match: string | null, filter: SearchFilter, onlyTotal: boolean, collect = false) {
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
    mark(matchingProductIds(db, match), marked, 1);
    required++;
  }
  if (filter.scope) {
    mark(productIdsWithin(db, filter.scope), marked, 1);
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

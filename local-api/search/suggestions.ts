import type { RenderContext } from '../catalog/catalogue';
import { mediaUrl } from '../catalog/catalogue';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import type { SearchSuggestion } from './contract';
import { listingKeys, listingState } from './listing-keys';
import { parseQuery, type WordMatch } from './query';
import {
  bestScoredCandidates,
  candidatesByIds,
  countIndexMatches,
  firstMatchingProductIds,
  matchingProductIds,
  popularSampledCandidates,
  type SuggestionCandidate,
} from './search-store';
import { fold, numberForms, wordsOf } from './text';
import { searchSignature, vocabularyOf } from './vocabulary';

// Suggestions for what is being typed: completions of the query, matching categories and brands, the best products.

/** A suggestion query matching more products than this ranks only the first BROAD_SAMPLE matches of the index. */
const BROAD_MATCHES = 2000;
const BROAD_SAMPLE = 400;
/** Products a suggestion request reads: the completions are counted over their titles, the best few are offered. */
const SUGGESTION_CANDIDATES = 40;
/** A suggestion query whose last word is a prefix of at most this many letters is ranked without bm25. */
const SHORT_LAST_WORD = 2;
/** Completions of the last word a suggestion request reads. */
const MAX_COMPLETION_TERMS = 12;

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
      ? firstMatchingProductIds(db, nameMatch, BROAD_MATCHES + 1)
      : null;
  const broad =
    scope === null &&
    (shortIds?.length ??
      countIndexMatches(db, nameMatch, BROAD_MATCHES + 1)) >
      BROAD_MATCHES;
  const sampled = (columns: string, exclude: number[]) =>
    popularSampledCandidates(db, `${columns} : (${parsed.match})`, exclude, BROAD_SAMPLE, SUGGESTION_CANDIDATES);
  let products: SuggestionCandidate[];
  if (shortIds !== null && !broad) products = popularTitlesFirst(db, shortIds, parsed.match);
  else if (broad) {
    products = sampled('{title}', []);
    if (products.length < SUGGESTION_CANDIDATES)
      products = [...products, ...sampled('{title brand category keywords}', products.map((row) => row.id))].slice(0, SUGGESTION_CANDIDATES);
  } else products = bestScoredCandidates(db, nameMatch, scope, SUGGESTION_CANDIDATES);

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

/**
 * The SUGGESTION_CANDIDATES best of `ids` (a suggestion query's matches, at most BROAD_MATCHES) without bm25: the
 * published ones whose title matches `match` first, then the most popular, then by id; read from the listing keys in
 * memory, only the chosen rows from the table. (Popularity changes only as products are added, which reloads the keys.)
 */
function popularTitlesFirst(db: Database, ids: readonly number[], match: string): SuggestionCandidate[] {
  const keys = listingKeys(db, listingState(db).listing);
  const inTitle = new Set(matchingProductIds(db, `{title} : (${match})`));
  const ranked: [number, number, number][] = [];
  for (const id of ids) {
    const position = id < keys.positionOf.length ? keys.positionOf[id]! : -1;
    if (position >= 0) ranked.push([inTitle.has(id) ? 0 : 1, keys.popularity[position]!, id]);
  }
  ranked.sort((a, b) => a[0] - b[0] || b[1] - a[1] || a[2] - b[2]);
  const chosen = ranked.slice(0, SUGGESTION_CANDIDATES).map(([, , id]) => id);
  const byId = new Map(candidatesByIds(db, chosen).map((row) => [row.id, row]));
  return chosen.flatMap((id) => byId.get(id) ?? []);
}

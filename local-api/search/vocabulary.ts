import type { Database } from '../db/database';
import { listIndexTerms, listTitlesAndNames, readSearchChangeCounters } from './search-store';
import { editDistance, fold, withinOneEdit } from './text';

/** A prefix matching more terms than this takes its completions from a memo rather than a scan. */
const SCAN_LIMIT = 2000;

/**
 * The terms of the search index (FTS5's own list, through an fts5vocab table) with the number of products holding
 * each, and how shoppers read them (the accented form most titles, categories and brands use). Rebuilt when the
 * products change: search_state.generation counts the triggers' changes, and the attributes' last rowid their own.
 */
export class Vocabulary {
  private readonly sorted: string[];
  private readonly docs = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly surface = new Map<string, string>();
  private readonly completionMemo = new Map<string, string[]>();

  constructor(db: Database) {
    const rows = listIndexTerms(db);
    this.sorted = rows.map(([term]) => term); // fts5vocab lists terms in order
    for (const [term, doc] of rows) {
      this.docs.set(term, doc);
      const list = this.byLength.get(term.length) ?? [];
      list.push(term);
      this.byLength.set(term.length, list);
    }
    this.sorted.sort();
    // The accented spelling of each folded word, counted over titles and the names of categories and brands.
    const spellings = new Map<string, Map<string, number>>();
    const texts = listTitlesAndNames(db);
    for (const text of texts) {
      for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
        if (/^[\x00-\x7f]*$/.test(word)) continue; // nothing to restore
        const lower = word.toLowerCase();
        const folded = fold(lower);
        const counts = spellings.get(folded) ?? new Map<string, number>();
        counts.set(lower, (counts.get(lower) ?? 0) + 1);
        spellings.set(folded, counts);
      }
    }
    for (const [folded, counts] of spellings) {
      const accented = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      this.surface.set(folded, accented);
    }
  }

  has(term: string): boolean {
    return this.docs.has(term);
  }

  /** How many products hold the term. */
  docCount(term: string): number {
    return this.docs.get(term) ?? 0;
  }

  /** How a shopper writes a folded term: "audifonos" → "audífonos". */
  spelling(term: string): string {
    return this.surface.get(term) ?? term;
  }

  /** Whether some term starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    const i = this.lowerBound(prefix);
    return i < this.sorted.length && this.sorted[i]!.startsWith(prefix);
  }

  /** Up to `limit` terms starting with `prefix` (itself included), the most frequent first. */
  completions(prefix: string, limit: number): string[] {
    const memo = this.completionMemo.get(prefix);
    if (memo) return memo.slice(0, limit);
    const found: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) {
      found.push(this.sorted[i]!);
      if (found.length > SCAN_LIMIT) break;
    }
    const best = found.sort((a, b) => this.docCount(b) - this.docCount(a) || a.localeCompare(b)).slice(0, 10);
    if (found.length > SCAN_LIMIT || prefix.length <= 3) this.completionMemo.set(prefix, best);
    return best.slice(0, limit);
  }

  /** The terms one edit away from `word` (itself excluded), the most frequent first. */
  oneEditFrom(word: string, limit: number): string[] {
    const out: string[] = [];
    for (let length = word.length - 1; length <= word.length + 1; length++)
      for (const term of this.byLength.get(length) ?? []) if (term !== word && withinOneEdit(word, term)) out.push(term);
    return out.sort((a, b) => this.docCount(b) - this.docCount(a)).slice(0, limit);
  }

  /** The terms at most `max` edits from `word` (itself excluded), the closest first, then the most frequent. */
  closest(word: string, max: number, limit: number): { term: string; edits: number }[] {
    const out: { term: string; edits: number }[] = [];
    for (let length = word.length - max; length <= word.length + max; length++)
      for (const term of this.byLength.get(length) ?? []) {
        if (term === word || /\d/.test(term)) continue;
        const edits = editDistance(word, term, max);
        if (edits <= max) out.push({ term, edits });
      }
    return out.sort((a, b) => a.edits - b.edits || this.docCount(b.term) - this.docCount(a.term)).slice(0, limit);
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const cache = new WeakMap<Database, { signature: string; vocabulary: Vocabulary }>();

/** The database's vocabulary, rebuilt only when its products (or their attributes) changed since the last call. */
export function vocabularyOf(db: Database): Vocabulary {
  const signature = searchSignature(db);
  const cached = cache.get(db);
  if (cached && cached.signature === signature) return cached.vocabulary;
  const vocabulary = new Vocabulary(db);
  cache.set(db, { signature, vocabulary });
  return vocabulary;
}

/** A string that changes whenever the indexed products or the product attributes change. */
export function searchSignature(db: Database): string {
  const row = readSearchChangeCounters(db);
  return `${row.generation}:${row.attributes ?? 0}:${row.categories}`;
}

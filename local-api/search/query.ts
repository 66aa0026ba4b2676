import { ftsString, numberForms, queryWords, TYPO_MIN_LENGTH } from './text';
import type { Vocabulary } from './vocabulary';

// The search query as the index reads it: its words, their singular and plural forms, the prefix being typed, and
// typo corrections, as an FTS5 MATCH expression.

/**
 * A results page completes a last word of at least this many letters: "c" alone would match most of a large
 * catalogue (suggestions, which rank a sample of broad matches, complete from the first letter).
 */
export const SEARCH_MIN_PREFIX = 2;
/** Typo corrections tried per word, the most frequent first. */
const MAX_TYPO_TERMS = 6;

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

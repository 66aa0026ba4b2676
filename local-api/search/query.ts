import { synonymTerms, synonymWords } from './synonyms';
import { ftsString, numberForms, queryWords, TYPO_MIN_LENGTH, withinOneEdit } from './text';
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
 * and plural forms and the catalogue's words for the same thing (synonyms.ts), the last word also as a prefix while it is being typed, and a word of 5+ letters that no product
 * holds matches the terms one edit away. Only terms read from the vocabulary (or the query's own letters, quoted)
 * reach FTS5, so no query text is ever read as FTS5 syntax.
 */
export function parseQuery(vocabulary: Vocabulary, query: string, options: { minPrefix?: number; exact?: boolean } = {}): ParsedQuery {
  const { words, endsInWord } = queryWords(query);
  const matches: WordMatch[] = words.map((word, index) => {
    const isLast = index === words.length - 1;
    const prefix = isLast && endsInWord && word.length >= (options.minPrefix ?? 1) && vocabulary.hasPrefix(word) ? word : null;
    // The word itself (singular and plural), and what the catalogue calls the same thing (synonyms.ts).
    const terms = [...new Set([...numberForms(word).filter((form) => vocabulary.has(form)), ...synonymTerms(vocabulary, word)])];
    // `exact`: the shopper asked for their own words («Buscar … en su lugar»), without corrections.
    const typos = !options.exact && terms.length === 0 && prefix === null && word.length >= TYPO_MIN_LENGTH && !/\d/.test(word)
      ? [
          ...new Set([
            ...vocabulary.oneEditFrom(word, MAX_TYPO_TERMS).flatMap((term) => numberForms(term).filter((form) => vocabulary.has(form))),
            // «zapatoz» is one typo from «zapatos», a shopper's word the table knows.
            ...[...synonymWords()].filter((known) => withinOneEdit(word, known)).flatMap((known) => synonymTerms(vocabulary, known)),
          ]),
        ]
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

/**
 * The query as the results were found when some word matched only through its typo corrections («audifnos» found
 * audífonos): each such word replaced by its most frequent correction, spelled as shoppers write it. Null when every
 * word matched as typed (or nothing matched).
 */
export function correctedQuery(vocabulary: Vocabulary, parsed: ParsedQuery): string | null {
  if (parsed.match === null || !parsed.words.some((word) => word.typos.length > 0)) return null;
  return parsed.words.map((word) => vocabulary.spelling(word.typos.length > 0 ? word.typos[0]! : word.word)).join(' ');
}

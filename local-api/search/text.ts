/**
 * Spanish text as the search index sees it: accents folded, case folded, split on anything that is not a letter
 * or a digit (FTS5's unicode61 tokenizer with remove_diacritics 2 does the same on the index side).
 */

/** The most words of a query that count; the rest are ignored (a pasted paragraph costs no more than a title). */
export const MAX_QUERY_WORDS = 8;
/** Longer tokens are cut to this many characters before matching (no Spanish word is longer). */
export const MAX_WORD_LENGTH = 40;
/** Words of at least this many letters tolerate one typo (one insertion, deletion, substitution or swap). */
export const TYPO_MIN_LENGTH = 5;

/** Words that carry no meaning of their own: left out of a query that has other words. */
const STOPWORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'o', 'u', 'e', 'para', 'con', 'en', 'un', 'una', 'unos', 'unas', 'por', 'a', 'al', 'sin', 'su', 'sus']);

/** One character folded: lower case, without its accent (ñ becomes n, as in the index). */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  // ASCII has no accents: most characters of a Spanish text skip the normalisation.
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
  return char.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** `text` folded: "CAFÉ Ñandú" → "cafe nandu". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A word of a text: its folded form and where it sits in the original (UTF-16 offsets, end exclusive). */
export interface TextWord {
  folded: string;
  start: number;
  end: number;
  /** For each folded character, the original offset just after it (to map a folded prefix back onto the text). */
  ends: number[];
}

/** The words of `text` with their positions in it. */
export function wordsOf(text: string): TextWord[] {
  const out: TextWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    let folded = '';
    const ends: number[] = [];
    let offset = start;
    for (const char of match[0]) {
      offset += char.length;
      const piece = foldChar(char);
      folded += piece;
      for (let i = 0; i < piece.length; i++) ends.push(offset);
    }
    out.push({ folded, start, end: start + match[0].length, ends });
  }
  return out;
}

/** The folded words of a query, in order, duplicates and (unless nothing else is left) stopwords removed, bounded. */
export function queryWords(query: string): { words: string[]; endsInWord: boolean } {
  const all = fold(query).match(WORD) ?? [];
  const words = all.map((word) => word.slice(0, MAX_WORD_LENGTH));
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  const kept = [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_QUERY_WORDS);
  // "zapato " (a space typed after the word) means the word is complete: no prefix completion on it.
  const endsInWord = /[\p{L}\p{N}]$/u.test(query.normalize('NFC'));
  return { words: kept, endsInWord };
}

/**
 * The singular and plural forms of a folded Spanish word, itself included: zapato ⇄ zapatos, camion ⇄ camiones,
 * luz ⇄ luces, lapiz ⇄ lapices. Forms that are not words of the catalogue are harmless: they match nothing.
 */
export function numberForms(word: string): string[] {
  const forms = new Set([word]);
  if (/\d$/.test(word) || word.length < 3) return [...forms];
  if (word.endsWith('ces') && word.length > 4) forms.add(`${word.slice(0, -3)}z`);
  if (word.endsWith('es') && word.length > 4) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 3) forms.add(word.slice(0, -1));
  if (word.endsWith('z')) forms.add(`${word.slice(0, -1)}ces`);
  else if (/[aeiou]$/.test(word)) forms.add(`${word}s`);
  else if (!word.endsWith('s')) {
    forms.add(`${word}es`); // camion → camiones
    forms.add(`${word}s`); // laptop → laptops, chip → chips
  }
  return [...forms];
}

/**
 * Whether `a` and `b` are at most one edit apart (Damerau: an insertion, a deletion, a substitution or two
 * neighbours swapped), in time linear in their length.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The number of edits (insertions, deletions, substitutions, neighbours swapped) from `a` to `b`, or `max + 1` as
 * soon as it is sure to exceed `max` (the optimal string alignment distance, row by row).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** A term as an FTS5 string: in double quotes, a quote doubled, so no query text is ever read as FTS5 syntax. */
export function ftsString(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

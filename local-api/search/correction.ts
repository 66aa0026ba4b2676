import type { AppDeps } from '../http/context';
import type { SearchFilter } from './filters';
import { searchProducts } from './sorts';
import { synonymTerms, synonymWords } from './synonyms';
import { editDistance, numberForms, queryWords } from './text';
import { vocabularyOf, type Vocabulary } from './vocabulary';

/** Edits allowed per word when proposing a spelling («audifnoz» is two from «audífonos»). */
const MAX_EDITS = 2;
/** Words shorter than this are not corrected (two edits turn «tv» into anything). */
const MIN_LENGTH = 4;

/** Whether the index (or the synonyms table) knows `word` as it is written. */
function known(vocabulary: Vocabulary, word: string): boolean {
  return numberForms(word).some((form) => vocabulary.has(form)) || synonymTerms(vocabulary, word).length > 0 || vocabulary.hasPrefix(word);
}

/** The closest word the store knows to an unknown `word` (a term of the index or a shopper's word of the table), or null. */
function closestKnown(vocabulary: Vocabulary, word: string): string | null {
  if (word.length < MIN_LENGTH || /\d/.test(word)) return null;
  const candidates = vocabulary.closest(word, MAX_EDITS, 5);
  for (const shoppers of synonymWords()) {
    const edits = editDistance(word, shoppers, MAX_EDITS);
    if (edits <= MAX_EDITS) candidates.push({ term: shoppers, edits });
  }
  // The fewest edits; then a word as long as the one typed (a substitution, «zapatoz» → «zapatos», before a deletion,
  // «zapato»); then the commonest.
  const gap = (term: string) => Math.abs(term.length - word.length);
  candidates.sort((a, b) => a.edits - b.edits || gap(a.term) - gap(b.term) || vocabulary.docCount(b.term) - vocabulary.docCount(a.term));
  return candidates[0]?.term ?? null;
}

/**
 * «¿Quisiste decir…?» for a search that found nothing: each word the store does not know replaced by the closest one
 * it does (at most two edits), written as shoppers read it («audifnoz» → «audífonos»), only when that finds products
 * with the same filters. A query of several words whose correction still finds nothing proposes the first corrected
 * word alone that does. Null when nothing was misspelled or no correction finds anything.
 */
export function didYouMean(deps: AppDeps, query: string, filter: SearchFilter): string | null {
  const vocabulary = vocabularyOf(deps.db);
  const { words } = queryWords(query);
  if (words.length === 0) return null;
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (known(vocabulary, word)) {
      corrected.push(word);
      continue;
    }
    const closest = closestKnown(vocabulary, word);
    if (closest === null) return null;
    corrected.push(closest);
    changed = true;
  }
  if (!changed) return null;
  const finds = (text: string) => searchProducts(deps, `${text} `, filter, { sort: 'Relevance', limit: 1, offset: 0 }).total > 0;
  const spelled = corrected.map((word) => vocabulary.spelling(word));
  if (finds(spelled.join(' '))) return spelled.join(' ');
  if (spelled.length > 1) for (let i = 0; i < spelled.length; i++) if (corrected[i] !== words[i] && finds(spelled[i]!)) return spelled[i]!;
  return null;
}

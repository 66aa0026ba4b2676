import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerFrom, type SanitizedHtml } from '../shared/sanitize';

/** How many distinct inputs the server keeps the sanitised form of (product descriptions: a few KB each). */
export const SANITIZED_CACHE_ENTRIES = 500;

/**
 * DOMPurify over a jsdom window: the server sanitises product HTML exactly as the browser does. Each call parses a
 * jsdom document (about 3 ms, the largest single cost of a product page), so the answers for the most recently
 * used inputs are kept: the same input always gives the same output, and a popular product is sanitised once.
 */
export function createServerSanitizer(entries = SANITIZED_CACHE_ENTRIES) {
  const { window } = new JSDOM('');
  const sanitize = sanitizerFrom(createDOMPurify(window as unknown as WindowLike));
  const recent = new Map<string, SanitizedHtml>();
  return (html: string): SanitizedHtml => {
    const known = recent.get(html);
    if (known !== undefined) {
      // Most recently used last: a Map keeps insertion order, so the first key is the least recently used.
      recent.delete(html);
      recent.set(html, known);
      return known;
    }
    const clean = sanitize(html);
    recent.set(html, clean);
    if (recent.size > entries) recent.delete(recent.keys().next().value!);
    return clean;
  };
}

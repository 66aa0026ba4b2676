import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerFrom, type SanitizedHtml } from '../shared/sanitize';

/** How many distinct inputs the server keeps the sanitised form of (product descriptions: a few KB each). */
export const SANITIZED_CACHE_ENTRIES = 500;

/** Elements a prose fast path accepts, by what they may be placed in (all of them are in DOMPurify's html profile). */
const INLINE = new Set(['strong', 'em', 'b', 'i', 'u']);
const FLOW = new Set(['p', 'h2', 'h3', 'h4']);
const LISTS = new Set(['ul', 'ol']);
/** A tag with no attribute, or a piece of text. */
const TOKEN = /<(\/?)([a-z0-9]+)>|[^<]+/gy;
/** Text the HTML serialiser would write differently (entities, line ends, a no-break space) or that may hide a tag. */
const UNSAFE_TEXT = /[&>\r\0\u00a0]/;

/**
 * Whether `html` is plain prose that DOMPurify (with SANITIZE_CONFIG) gives back unchanged: only paragraphs, headings,
 * lists, line breaks and bold or italic text, with no attribute, every element closed in order, each where the HTML
 * parser leaves it as written (nothing it would close, move or reopen), and text the serialiser writes back as it is.
 * Such input is its own sanitised form; anything else (an attribute, an entity, any other element) goes through
 * DOMPurify. A product description usually is such prose, and parsing it in jsdom cost about 1 ms a page (issue 22).
 */
export function isPlainProse(html: string): boolean {
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const start = TOKEN.lastIndex;
    const token = TOKEN.exec(html);
    if (!token || token.index !== start) return false;
    const parent = open.at(-1) ?? 'body';
    const [, closing, name] = token;
    if (name === undefined) {
      if (UNSAFE_TEXT.test(token[0]) || (LISTS.has(parent) && token[0].trim() !== '')) return false;
    } else if (closing) {
      if (open.pop() !== name) return false;
    } else if (INLINE.has(name) || name === 'br') {
      if (LISTS.has(parent)) return false;
      if (name !== 'br') open.push(name);
    } else if (FLOW.has(name) || LISTS.has(name)) {
      if (parent !== 'body' && parent !== 'li') return false;
      open.push(name);
    } else if (name === 'li') {
      if (!LISTS.has(parent)) return false;
      open.push(name);
    } else return false;
  }
  return open.length === 0;
}

/**
 * DOMPurify over a jsdom window: the server sanitises product HTML exactly as the browser does. Each call parses a
 * jsdom document (about 3 ms, the largest single cost of a product page), so plain prose (isPlainProse), which it
 * would give back unchanged, skips it, and the answers for the most recently used inputs are kept: the same input
 * always gives the same output, and a popular product is sanitised once.
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
    const clean = isPlainProse(html) ? (html as SanitizedHtml) : sanitize(html);
    recent.set(html, clean);
    if (recent.size > entries) recent.delete(recent.keys().next().value!);
    return clean;
  };
}

import type { Config } from 'dompurify';
import type { MarkdownItem } from '../../domain/checkout/checkout';

/*
 * The order result's instructions (markdown items of spec section 4) as
 * HTML. A small subset only: paragraphs, titles, list items, **bold** and
 * links. Every character of the server's text is escaped first, so no raw
 * HTML passes; a link keeps its href only when it is a web, mail or phone
 * address or a path of the store (never `javascript:`, `data:`, `vbscript:`,
 * whatever their case, spacing or entities); and the result goes through
 * DOMPurify, allowing only the tags built here.
 */

const escape = (text: string) =>
  text.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!);

/** Decodes numeric and the common named entities, so `java&#115;cript:` reads as what a browser would read. */
function decodeEntities(text: string): string {
  let previous = '';
  let current = text;
  // Nested encodings (`&amp;#106;`) decode too.
  for (let i = 0; i < 5 && current !== previous; i++) {
    previous = current;
    current = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => safeChar(parseInt(dec, 10)))
      .replace(/&(colon|tab|newline|amp|lpar|rpar|sol|period);/gi, (_, name: string) => NAMED[name.toLowerCase()]!);
  }
  return current;
}
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&', lpar: '(', rpar: ')', sol: '/', period: '.' };
const safeChar = (code: number) => (Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** The href to keep, or null: https/http, mailto, tel, or a path inside the store. */
export function safeHref(raw: string): string | null {
  // The URL as a browser reads it: entities decoded, C0 controls and spaces trimmed, tabs and newlines removed anywhere.
  const url = decodeEntities(raw)
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/[\t\n\r]/g, '');
  // Anything else invisible or control left in it: not a link.
  if (/[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/.test(url)) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return url;
  return null;
}

/** `**bold**` and `[words](href)` inside an already escaped text. */
function inline(escaped: string): string {
  return escaped
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, words: string, href: string) => link(href, words, true));
}

/** A link from escaped words; `escapedHref` says whether the href text is already escaped. */
function link(href: string, words: string, escapedHref: boolean): string {
  const plain = escapedHref ? decodeEntities(href) : href;
  const safe = safeHref(plain);
  if (!safe) return words;
  const external = /^(https?:)?\/\//i.test(safe);
  return `<a href="${escape(safe)}"${external ? ' rel="noopener noreferrer"' : ''}>${words}</a>`;
}

/** The items as HTML (escaped, not yet sanitised): consecutive list items form one list. */
export function instructionsMarkup(items: readonly MarkdownItem[]): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.join('')}</ul>`);
    list = [];
  };
  for (const item of items) {
    const text = inline(escape(item.text ?? ''));
    if (item.type === 'LIST_ITEM') {
      list.push(`<li>${text}</li>`);
      continue;
    }
    flush();
    if (item.type === 'TITLE') out.push(`<h3>${text}</h3>`);
    else if (item.type === 'SUBTITLE') out.push(`<h4>${text}</h4>`);
    else if (item.type === 'LINK') out.push(`<p>${link(item.text ?? '', escape(item.label?.trim() || item.text || ''), false)}</p>`);
    else out.push(`<p>${text}</p>`);
  }
  flush();
  return out.join('');
}

/** Only what instructionsMarkup builds; hrefs only of the allowed kinds (DOMPurify's second look). */
export const INSTRUCTIONS_SANITIZE: Config = {
  ALLOWED_TAGS: ['h3', 'h4', 'p', 'ul', 'li', 'strong', 'a'],
  ALLOWED_ATTR: ['href', 'rel'],
  // `rel` is not a URL: without this, DOMPurify would test it against the URL pattern and drop it.
  ADD_URI_SAFE_ATTR: ['rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i,
};

/** The instructions as HTML safe to render: built escaped, then sanitised by `purify` (DOMPurify). */
export function instructionsHtml(items: readonly MarkdownItem[], purify: { sanitize(html: string, config: Config): string | TrustedHTML }): string {
  return String(purify.sanitize(instructionsMarkup(items), INSTRUCTIONS_SANITIZE));
}

import type { Config } from 'dompurify';

/** HTML from the server after DOMPurify: the only HTML the UI renders as markup. */
export type SanitizedHtml = string & { readonly __sanitized: true };

/** The one DOMPurify setting, in the browser (loaders on navigation) and on the server (jsdom). */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button'],
};

/** A sanitiser over a DOMPurify instance. */
export function sanitizerFrom(purify: { sanitize(html: string, config: Config): string | TrustedHTML }) {
  return (html: string) => String(purify.sanitize(html, SANITIZE_CONFIG)) as SanitizedHtml;
}

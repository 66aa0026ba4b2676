import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerFrom } from '../shared/sanitize';

/** DOMPurify over a jsdom window: the server sanitises product HTML exactly as the browser does. */
export function createServerSanitizer() {
  const { window } = new JSDOM('');
  return sanitizerFrom(createDOMPurify(window as unknown as WindowLike));
}

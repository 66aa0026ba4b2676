import type { ReactNode } from 'react';
import type { SearchSuggestion } from '../../index';

const enc = encodeURIComponent;

/** The store path a suggestion opens: a page by its slug, else a search for its text. */
export function suggestionHref(suggestion: SearchSuggestion): string {
  const search = `/buscar?q=${enc(suggestion.text)}`;
  const slug = suggestion.slug?.trim();
  if (!slug) return search;
  switch (suggestion.type) {
    case 'CATEGORY':
      return `/categoria/${enc(slug)}`;
    case 'BRAND':
      return `/marca/${enc(slug)}`;
    case 'PRODUCT':
      return `/producto/${enc(slug)}`;
    case 'PAGE':
      return `/${enc(slug)}`;
    default:
      return search;
  }
}

/**
 * The text with the ranges that matched what was typed in <mark>. Ranges are [start, end) offsets; overlapping,
 * reversed or out-of-range ones are clipped or skipped. Everything stays text: nothing is read as HTML.
 */
export function highlighted(text: string, ranges: readonly (readonly [number, number])[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  const sorted = [...ranges].filter(([start, end]) => Number.isInteger(start) && Number.isInteger(end)).sort((a, b) => a[0] - b[0]);
  for (const [rawStart, rawEnd] of sorted) {
    const start = Math.max(rawStart, at, 0);
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Only pictures of this store or of the web: nothing else becomes an image source. */
const safeImage = (url: string | null): string | null => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null);

/** Each type's icon (Lucide, drawn by CSS). */
const ICONS: Partial<Record<SearchSuggestion['type'], string>> = {
  TEXT: 'icon--search',
  KEYWORD: 'icon--search',
  CATEGORY: 'icon--layout-grid',
  BRAND: 'icon--tag',
  PRODUCT: 'icon--package',
  PAGE: 'icon--file-text',
};

/** One suggestion's content: an icon (or the product's picture), the text with its match marked, and what it is. */
export function SuggestionContent({ suggestion }: { suggestion: SearchSuggestion }) {
  const image = suggestion.type === 'PRODUCT' ? safeImage(suggestion.image_url) : null;
  const icon = ICONS[suggestion.type];
  const note =
    suggestion.type === 'CATEGORY' && suggestion.parent_category_name
      ? `en ${suggestion.parent_category_name}`
      : suggestion.type === 'CATEGORY'
        ? 'Categoría'
        : suggestion.type === 'BRAND'
          ? 'Marca'
          : null;
  return (
    <>
      {image ? (
        <img className="suggestion__image" src={image} alt="" width={40} height={40} loading="lazy" decoding="async" />
      ) : (
        <span className="suggestion__icon" aria-hidden="true">
          {icon ? <span className={`icon ${icon}`} /> : null}
        </span>
      )}
      <span className="suggestion__text">
        <span className="suggestion__title">{highlighted(suggestion.text, suggestion.highlight)}</span>
        {note ? (
          <span className="suggestion__note">
            <span className="visually-hidden">, </span>
            {note}
          </span>
        ) : null}
      </span>
    </>
  );
}

import type { SlugResolution } from '../../index';

/** The store path for a resolved slug; null for NOT_FOUND. OFFERS and NEWEST go home until they have screens. */
export function pathForSlug(resolution: SlugResolution): string | null {
  const enc = encodeURIComponent;
  switch (resolution.page_type) {
    case 'PRODUCT':
      return `/producto/${enc(resolution.slug || resolution.id || '')}`;
    case 'CATEGORY':
      return `/categoria/${enc(resolution.slug)}`;
    case 'BRAND':
      return `/marca/${enc(resolution.slug)}`;
    case 'AUTHOR':
      return `/autor/${enc(resolution.slug)}`;
    case 'OFFERS':
    case 'NEWEST':
      return '/';
    default:
      return null;
  }
}

import type { SlugResolution } from '../../index';

/** The store path for a resolved slug; null for NOT_FOUND. OFFERS and NEWEST have pages of their own. */
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
      return '/ofertas';
    case 'NEWEST':
      return '/novedades';
    default:
      return null;
  }
}

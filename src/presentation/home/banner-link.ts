import type { Banner } from '../../index';

/** Where a banner leads inside the store, or an external URL, or nowhere. */
export function bannerHref(banner: Banner): string | null {
  const enc = encodeURIComponent;
  switch (banner.targetType) {
    case 'URL':
      return banner.target_url || null;
    case 'BRAND':
      return banner.target_brand_slug ? `/marca/${enc(banner.target_brand_slug)}` : null;
    case 'CATEGORY':
      return banner.target_category_slug ? `/categoria/${enc(banner.target_category_slug)}` : null;
    case 'PRODUCT':
      return banner.target_product_slug ? `/producto/${enc(banner.target_product_slug)}` : null;
    default:
      return banner.target_url || null;
  }
}

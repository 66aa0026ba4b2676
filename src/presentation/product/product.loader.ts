import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ProductPagePart, ProductPageView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';
import type { SanitizedHtml } from '../shared/sanitize';
import { productPath } from './product-path';

/** The parts the product screen shows, fetched in the one page request. */
export const PRODUCT_PAGE_PARTS: ProductPagePart[] = ['PRODUCT', 'REVIEWS', 'VARIANTS', 'RELATED_PRODUCTS', 'ATTRIBUTES', 'WAITLIST'];

export interface ProductLoaderData {
  page: ProductPageView;
  /** The product's long description after DOMPurify; null when it has none. */
  descriptionHtml: SanitizedHtml | null;
}

/**
 * /producto/:slug. The old /producto/{sku} form (and any other name the API
 * accepts for the product) answers a 301 to the product's slug.
 */
export function productLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs): Promise<ProductLoaderData> => {
    const id = params.slug ?? '';
    let page: ProductPageView;
    try {
      const client = await deps.client();
      page = await client.catalog.loadProductPage({ id, include: PRODUCT_PAGE_PARTS });
    } catch (error) {
      failRoute(error, 'este producto');
    }
    const canonical = productPath(page.product);
    if (canonical !== `/producto/${encodeURIComponent(id)}`) throw redirect(canonical, 301);
    const description = page.product.description_long;
    return { page, descriptionHtml: description ? await deps.sanitizeHtml(description) : null };
  };
}

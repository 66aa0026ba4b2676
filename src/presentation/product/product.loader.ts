import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ProductPagePart, ProductPageView } from '../../index';
import { PRODUCT_PAGE_PARTS as ALL_PRODUCT_PAGE_PARTS } from '../../domain/product/page-parts';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';
import type { SanitizedHtml } from '../shared/sanitize';
import { preloadLaterSections } from './later-parts';
import { Actions, Delivery, Flash, InstallmentsPart, Sections, Seats, Variants, WaitListPart } from './parts';
import { productPath } from './product-path';
import { LATER_PARTS, RELATED_ITEMS } from './product-lists';

/** Every part the product screen shows (all of spec section 3's list), fetched in the one page request (the shopper's own parts read as anonymous here). */
export const PRODUCT_PAGE_PARTS: ProductPagePart[] = [...ALL_PRODUCT_PAGE_PARTS];
/** What the server's render reads: every part but the lists (product-lists.ts LATER_PARTS). */
const FIRST_PARTS = PRODUCT_PAGE_PARTS.filter((part) => !LATER_PARTS.includes(part));


export interface ProductLoaderData {
  page: ProductPageView;
  /** The product's long description after DOMPurify; null when it has none. */
  descriptionHtml: SanitizedHtml | null;
  /**
   * Whether the page was read with the shopper's own session (a client navigation), so its wishlist, wait list,
   * admin and seat parts are theirs. False for the server's render, which reads as anonymous: those parts are
   * read again after hydration.
   */
  personal: boolean;
  /** Whether the page came without its LATER_PARTS (the server's render): the browser reads them when needed. */
  later: boolean;
}


// A part whose chunk fails to arrive is fetched again when it renders (and shows its fallback meanwhile).
const quietly = (load: Promise<unknown>) => load.catch(() => undefined);

/**
 * /producto/:slug. The old /producto/{sku} form (and any other name the API
 * accepts for the product) answers a 301 to the product's slug.
 */
export function productLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs): Promise<ProductLoaderData> => {
    const id = params.slug ?? '';
    const server = typeof document === 'undefined';
    let page: ProductPageView;
    const chunks = [quietly(Sections.preload()), quietly(Actions.preload()), quietly(Delivery.preload())];
    // A client navigation's page holds its lists, drawn at once: their code comes beside it. The server's render
    // leaves them out, and the browser fetches that code with them (use-product-lists.ts).
    if (!server) chunks.push(quietly(preloadLaterSections()));
    try {
      const client = await deps.client();
      page = await client.catalog.loadProductPage({ id, include: server ? FIRST_PARTS : PRODUCT_PAGE_PARTS });
    } catch (error) {
      failRoute(error, 'este producto');
    }
    // A client navigation's page holds its lists: its related row is cut as the server's answer for them cuts it
    // (product-lists.ts listsOf, which the browser's bundle does without).
    if ((page.related_products?.length ?? 0) > RELATED_ITEMS) page = { ...page, related_products: page.related_products!.slice(0, RELATED_ITEMS) };
    const canonical = productPath(page.product);
    if (canonical !== `/producto/${encodeURIComponent(id)}`) throw redirect(canonical, 301);
    if (page.product.type === 'EVENT_SEAT') chunks.push(quietly(Seats.preload()));
    if (page.product.stock_status === 'OUT_OF_STOCK') chunks.push(quietly(WaitListPart.preload()));
    if (page.installment_options?.length) chunks.push(quietly(InstallmentsPart.preload()));
    if (page.product.has_flash_sale) chunks.push(quietly(Flash.preload()));
    if (page.variants?.length) chunks.push(quietly(Variants.preload()));
    const description = page.product.description_long;
    const [descriptionHtml] = await Promise.all([description ? deps.sanitizeHtml(description) : null, ...chunks]);
    return { page, descriptionHtml, personal: !server, later: server };
  };
}

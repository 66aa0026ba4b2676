import type { ProductPagePart, ProductPageView } from '../../index';
import type { RouteDeps } from '../app/route-deps';

/**
 * How many related products the page's row shows (the API sends up to 12): a row shows four or five at a time, and
 * each card is in the HTML and in its hydration data (issue 22: a product page ≤ 90 KB of HTML).
 */
export const RELATED_ITEMS = 8;

/**
 * Everything below the payment options (the comparison, the reviews, the questions, bought together, related with
 * the recommendations, alternatives): more than half of a product page's markup and data, all of it far below the
 * first screen, and a third of the API's work for the page. The server's render leaves them out (issue 22: a render
 * in a few milliseconds, a page ≤ 90 KB); the browser reads them from the store's own public answer
 * `/producto/<slug>/secciones` (productListsPath) as the shopper nears them (at once when the address names one of
 * them, `#opiniones`), which a shared cache keeps like the page. A client navigation fetches every part at once.
 * The product's rating (average and count) stays in the first render, in the buy box and the JSON-LD.
 */
export const LATER_PARTS: ProductPagePart[] = ['COMPARE_TO', 'REVIEWS', 'QUESTIONS', 'BOUGHT_TOGETHER_PRODUCTS', 'RELATED_PRODUCTS', 'SUBSTITUTES'];

/** The parts LATER_PARTS bring, and the product's own SKU (so the answer carries its `prod-<sku>` purge key). */
export type ProductLists = Pick<
  ProductPageView,
  | 'compare_to'
  | 'reviews'
  | 'review_stats'
  | 'potential_review_points'
  | 'questions'
  | 'products_bought_together'
  | 'related_products'
  | 'substitutes'
  | 'recommendations'
  | 'has_more_recommendations'
> & { public_sku?: string };

/** The `id` of an address's hash that names a part in LATER_PARTS: reading them cannot wait for the shopper to scroll. */
export const LATER_ANCHORS = /^#(opiniones|preguntas|opinion-|comparar|juntos|relacionados|alternativas)/;

/** Where the browser reads a server-rendered product page's lists (a public answer of the store, not of the API). */
export const productListsPath = (slug: string) => `/producto/${encodeURIComponent(slug)}/secciones`;
/** The slug of a productListsPath, or null. */
export function productListsSlug(pathname: string): string | null {
  const match = /^\/producto\/([^/]+)\/secciones$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** A page's lists (the related row cut to RELATED_ITEMS). */
export function listsOf(page: ProductPageView): ProductLists {
  return {
    compare_to: page.compare_to ?? [],
    reviews: page.reviews ?? [],
    review_stats: page.review_stats ?? [],
    potential_review_points: page.potential_review_points ?? 0,
    questions: page.questions ?? [],
    products_bought_together: page.products_bought_together ?? [],
    related_products: (page.related_products ?? []).slice(0, RELATED_ITEMS),
    substitutes: page.substitutes ?? [],
    recommendations: page.recommendations ?? [],
    has_more_recommendations: page.has_more_recommendations ?? false,
  };
}

/**
 * The lists of the product `slug`, read with the server's client (its errors are the use case's), with the product's
 * SKU (its reviews and questions change with it, and a slug resolves in one cheap call).
 */
export async function loadProductLists(deps: RouteDeps, slug: string): Promise<ProductLists> {
  const client = await deps.client();
  const [page, resolved] = await Promise.all([client.catalog.loadProductPage({ id: slug, include: LATER_PARTS }), client.catalog.resolveSlug(slug)]);
  return { ...listsOf(page), ...(resolved.page_type === 'PRODUCT' && resolved.id ? { public_sku: resolved.id } : {}) };
}

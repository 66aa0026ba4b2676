import { data, type LoaderFunctionArgs } from 'react-router';
import type { ListingKind, ListingView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute, notFound } from '../app/route-failure';
import { recallListing } from './listing-cache';
import { parsePage, parseSort } from './sort-options';

export const LISTING_SUBJECT: Record<ListingKind, string> = { category: 'esta categoría', brand: 'esta marca', author: 'este autor' };

/**
 * A category, brand or author page; `?pagina=` and `?orden=` pick the page and the order, and the filter parameters
 * (filters/filter-url) narrow it. Back and forward to a listing seen a moment ago use what was shown (see
 * recallListing). A page past the last answers 404 with the listing, whose screen says how many pages there are.
 */
export function listingLoader(deps: RouteDeps, kind: ListingKind) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const recalled = recallListing(url);
    if (recalled) return recalled;
    const page = parsePage(url.searchParams.get('pagina'));
    let view: ListingView;
    try {
      // The filter's reader loads with the client (it is the screen's, not every route's).
      const [client, { filterFromUrl }] = await Promise.all([deps.client(), import('../filters/filter-url')]);
      // On a category page the page is the category: `?categoria=` is not one of its filters.
      const filter = filterFromUrl(url.searchParams);
      if (kind === 'category') filter.categorySlug = null;
      view = await client.catalog.browseProducts({ kind, slug: params.slug ?? '', page, sortBy: parseSort(url.searchParams.get('orden')), filter });
    } catch (error) {
      failRoute(error, LISTING_SUBJECT[kind]);
    }
    // "root" names the top level in the API, not a category a shopper can open.
    if (view.heading.kind === 'category' && !view.heading.tree.current) notFound();
    if (page > view.pageCount) return data(view, { status: 404 });
    return view;
  };
}

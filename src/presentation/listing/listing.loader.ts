import type { LoaderFunctionArgs } from 'react-router';
import type { ListingKind, ListingView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';
import { parsePage, parseSort } from './sort-options';

export const LISTING_SUBJECT: Record<ListingKind, string> = { category: 'esta categoría', brand: 'esta marca', author: 'este autor' };

/** A category, brand or author page; `?pagina=` and `?orden=` pick the page and the order. */
export function listingLoader(deps: RouteDeps, kind: ListingKind) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ListingView> => {
    const query = new URL(request.url).searchParams;
    try {
      const client = await deps.client();
      return await client.catalog.browseProducts({
        kind,
        slug: params.slug ?? '',
        page: parsePage(query.get('pagina')),
        sortBy: parseSort(query.get('orden')),
      });
    } catch (error) {
      failRoute(error, LISTING_SUBJECT[kind]);
    }
  };
}

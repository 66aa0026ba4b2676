import { data, type LoaderFunctionArgs } from 'react-router';
import type { SearchView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';
import { parsePage, parseSort } from '../listing/sort-options';

/** The longest query the API takes (SEARCH_QUERY_MAX_LENGTH of the domain, kept here so no schema loads with the routes). */
const QUERY_MAX_LENGTH = 200;
/** `?exacta=1`: the words as typed, without the typo correction the results would otherwise show. */
export const EXACT_PARAM = 'exacta';
/** The cards' pictures: 300 px wide covers two columns on a phone and five on a desktop (the srcset does the rest). */
const CARD_IMAGE_WIDTH = 300;

/** What the search screen shows: nothing asked yet, a query too long to search, or the results. */
export type SearchLoaderData =
  | { state: 'prompt'; query: '' }
  | { state: 'tooLong'; query: string }
  | { state: 'results'; query: string; view: SearchView };

/**
 * `/buscar?q=…` with the filter, `?orden=` (Relevance unless given) and `?pagina=` of the address (see
 * filters/filter-url). An empty query asks nothing; a failure is a route error; a page past the last answers 404
 * with the results, whose screen says how many pages there are.
 */
export function searchLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const query = url.searchParams.get('q')?.trim() ?? '';
    if (query === '') return { state: 'prompt', query: '' };
    if (query.length > QUERY_MAX_LENGTH) return data<SearchLoaderData>({ state: 'tooLong', query }, { status: 400 });
    const page = parsePage(url.searchParams.get('pagina'));
    let view: SearchView;
    try {
      // The filter's reader loads with the client (it is the screen's, not every route's).
      const [client, { filterFromUrl }] = await Promise.all([deps.client(), import('../filters/filter-url')]);
      view = await client.search.search({
        query,
        filter: filterFromUrl(url.searchParams),
        page,
        sort: parseSort(url.searchParams.get('orden')),
        imageWidth: CARD_IMAGE_WIDTH,
        ...(url.searchParams.get(EXACT_PARAM) === '1' ? { exact: true } : {}),
      });
    } catch (error) {
      failRoute(error, 'los resultados de la búsqueda');
    }
    const result: SearchLoaderData = { state: 'results', query, view };
    if (page > view.pageCount) return data(result, { status: 404 });
    return result;
  };
}

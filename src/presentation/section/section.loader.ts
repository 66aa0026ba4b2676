import { data, type LoaderFunctionArgs } from 'react-router';
import type { SectionView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';
import { parsePage, parseSort } from '../listing/sort-options';

/**
 * "Ver todo" of a home, offers or newest section: `/seccion/:id`, with `?pagina=` and `?orden=` like a listing.
 * An unknown section answers 404; a page past the last answers 404 with the section, whose screen says so.
 */
export function sectionLoader(deps: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const page = parsePage(url.searchParams.get('pagina'));
    let view: SectionView;
    try {
      const client = await deps.client();
      view = await client.catalog.loadSection(params.id ?? '', { page, sort: parseSort(url.searchParams.get('orden')) });
    } catch (error) {
      failRoute(error, 'esta sección');
    }
    if (page > view.pageCount) return data(view, { status: 404 });
    return view;
  };
}

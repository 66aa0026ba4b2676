import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { ProductFilter } from '../../domain/catalog/filters';
import type { SortOrder } from '../../domain/product/sort-orders';
import { parsePage, parseSort } from '../listing/sort-options';
import { emptyFilter, filterFromUrl, filterToUrl, type FullFilter } from './filter-url';

/**
 * The address's parameters, or those of the same page's address being loaded: a control shows its new state at
 * once, and two quick changes add up instead of the second undoing the first.
 */
export function usePendingParams(): URLSearchParams {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location && navigation.location.pathname === location.pathname ? navigation.location.search : null;
  return useMemo(() => (pending == null ? params : new URLSearchParams(pending)), [pending, params]);
}

/**
 * The filter, order, page and query (`q`) of the current address (or of the one loading), and the changes a filter
 * panel makes: each writes the address (a new history entry, so Back undoes it) and goes back to page 1.
 */
export function useFilterParams(): {
  filter: FullFilter;
  sort: SortOrder | undefined;
  page: number;
  query: string;
  params: URLSearchParams;
  setFilter: (next: ProductFilter) => void;
  clear: () => void;
} {
  const [, setParams] = useSearchParams();
  const params = usePendingParams();
  const filter = useMemo(() => filterFromUrl(params), [params]);
  const setFilter = useCallback(
    (next: ProductFilter) => setParams(filterToUrl(next, params), { preventScrollReset: true }),
    [params, setParams],
  );
  const clear = useCallback(() => setFilter(emptyFilter()), [setFilter]);
  return {
    filter,
    sort: parseSort(params.get('orden')),
    page: parsePage(params.get('pagina')),
    query: params.get('q')?.trim() ?? '',
    params,
    setFilter,
    clear,
  };
}

import { useSearchParams } from 'react-router';

/**
 * The `?pagina=` and `?orden=` of a paged screen (a listing, a section): the link to a page (page 1 has no
 * parameter) and a sort change, which goes back to page 1. The order `unsorted` (the screen's default) is
 * not written to the address.
 */
export function usePageParams(unsorted: string) {
  const [params, setParams] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('pagina', String(target));
    else next.delete('pagina');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const changeSort = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('pagina');
    if (value && value !== unsorted) next.set('orden', value);
    else next.delete('orden');
    setParams(next);
  };
  return { params, hrefFor, changeSort };
}

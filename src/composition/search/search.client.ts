import type { Calls, Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { SearchUseCases } from './search.on-demand';
import { SEARCH_USE_CASES } from './search.tokens';

/** `tienda.search`: product search and suggestions. Anyone can search; the code loads on the first call. */
export interface SearchNamespace extends Calls<SearchUseCases> {}

/** The search feature's part of TiendaClient. */
export interface SearchClient {
  /** Product search and suggestions. */
  readonly search: SearchNamespace;
}

export function searchClient(resolve: Resolve): SearchClient {
  return { search: onDemandCalls(resolve, SEARCH_USE_CASES, {
      search: true,
      suggest: true,
    }) };
}

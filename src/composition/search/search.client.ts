import type { SearchUseCase } from '../../usecases/search/search.use-case';
import type { SuggestUseCase } from '../../usecases/search/suggest.use-case';
import type { Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { SEARCH_USE_CASES, searchTokenOf, type SearchUseCaseName } from './search.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/** `tienda.search`: product search and suggestions. Anyone can search; the code loads on the first call. */
export interface SearchNamespace {
  /**
   * One page of results for `query` with the filter options of the same query and filter (GET /search and
   * GET /search/filter in parallel, out-of-stock products included). Page from 1, size 1..100 (24), sort
   * Relevance by default; a bad page or size is invalidPage before any call; a failure of either call is
   * reported to `errors$` and rejects.
   */
  search: Call<SearchUseCase>;
  /**
   * At most 8 suggestions for what is typed. A blank query is [] without a call; an aborted call (its
   * `signal` fired before or during it) is null and is not reported.
   */
  suggest: Call<SuggestUseCase>;
}

/** The search feature's part of TiendaClient. */
export interface SearchClient {
  /** Product search and suggestions. */
  readonly search: SearchNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type SearchMembersMatch = Same<keyof SearchNamespace, SearchUseCaseName> extends true ? true : never;
const membersMatch: SearchMembersMatch = true;
void membersMatch;

export function searchClient(resolve: Resolve): SearchClient {
  return { search: useCaseMembers(resolve, SEARCH_USE_CASES, searchTokenOf) as unknown as SearchNamespace };
}

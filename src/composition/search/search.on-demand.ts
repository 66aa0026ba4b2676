/** The search feature's code, as one chunk loaded on its first call. */
import { HttpSearchRepository } from '../../data/search/http-search.repository';
import { SearchUseCase } from '../../usecases/search/search.use-case';
import { SuggestUseCase } from '../../usecases/search/suggest.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';

/** The use cases of `tienda.search`, one per member. */
export function createSearch(get: Get) {
  const errors = get(C.ErrorHandler);
  const repository = new HttpSearchRepository(get(C.ApiClient));
  return {
    /**
     * One page of results for `query` with the filter options of the same query and filter (GET /search and
     * GET /search/filter in parallel, out-of-stock products included). Page from 1, size 1..100 (24), sort
     * Relevance by default; a bad page or size is invalidPage before any call; a failure of either call is
     * reported to `errors$` and rejects.
     */
    search: new SearchUseCase(repository, errors),
    /**
     * At most 8 suggestions for what is typed. A blank query is [] without a call; an aborted call (its
     * `signal` fired before or during it) is null and is not reported.
     */
    suggest: new SuggestUseCase(repository, errors),
  };
}

export type SearchUseCases = ReturnType<typeof createSearch>;

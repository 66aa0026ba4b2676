/** The search feature's code, as one chunk loaded on its first call. */
import { HttpSearchRepository } from '../../data/search/http-search.repository';
import { SearchUseCase } from '../../usecases/search/search.use-case';
import { SuggestUseCase } from '../../usecases/search/suggest.use-case';
import { SEARCH_TOKENS as T, type SearchUseCaseName } from './search.tokens';

export { HttpSearchRepository };

export const USE_CASE_CLASSES = {
  search: SearchUseCase,
  suggest: SuggestUseCase,
} satisfies Record<SearchUseCaseName, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<SearchUseCaseName, readonly symbol[]> = {
  search: [T.SearchRepository],
  suggest: [T.SearchRepository],
};

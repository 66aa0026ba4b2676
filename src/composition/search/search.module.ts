import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { SearchRepository } from '../../usecases/search/search.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { SEARCH_TOKENS as T, SEARCH_USE_CASES, searchTokenOf } from './search.tokens';

const load = loadOnce(() => import('./search.on-demand'));

/** Binds the search repository and use cases; their code (and the search schemas) load on the first call. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(T.SearchRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<SearchRepository>(() => load().then((code) => new code.HttpSearchRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of SEARCH_USE_CASES) {
    bind(searchTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'search'))
      .inSingletonScope();
  }
});

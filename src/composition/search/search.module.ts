import { ContainerModule } from 'inversify';
import { loadOnce, onDemand } from '../on-demand';
import { SEARCH_USE_CASES } from './search.tokens';

const load = loadOnce(() => import('./search.on-demand'));

/** Binds the search use cases; their code (and the search schemas) load on the first call. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind(SEARCH_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'search', () => load().then((code) => code.createSearch)))
    .inSingletonScope();
});

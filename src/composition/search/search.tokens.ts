import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { SearchUseCases } from './search.on-demand';

/** The search feature's tokens. */
export const SEARCH_TOKENS = {
} as const;

/** The search use cases, built by search.on-demand.ts on the first call. Part of the feature's tokens. */
export const SEARCH_USE_CASES = tokenFor<OnDemand<SearchUseCases>>('Search');

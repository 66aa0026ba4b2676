import { defineFeature } from '../feature';
import { searchClient } from './search.client';
import { searchModule } from './search.module';
import { SEARCH_TOKENS, SEARCH_USE_CASES } from './search.tokens';

/** Product search and suggestions: `tienda.search`. */
export const searchFeature = defineFeature({ tokens: { ...SEARCH_TOKENS, Search: SEARCH_USE_CASES }, module: () => searchModule, client: searchClient });

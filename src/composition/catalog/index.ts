import { defineFeature } from '../feature';
import { catalogClient } from './catalog.client';
import { catalogModule } from './catalog.module';
import { CATALOG_TOKENS, CATALOG_USE_CASES } from './catalog.tokens';

/** The catalogue: `tienda.catalog`. */
export const catalogFeature = defineFeature({ tokens: { ...CATALOG_TOKENS, Catalog: CATALOG_USE_CASES }, module: () => catalogModule, client: catalogClient });

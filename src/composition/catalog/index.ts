import { defineFeature } from '../feature';
import { catalogClient } from './catalog.client';
import { catalogModule } from './catalog.module';
import { CATALOG_TOKENS } from './catalog.tokens';

/** The catalogue: `tienda.catalog`. */
export const catalogFeature = defineFeature({ tokens: CATALOG_TOKENS, module: () => catalogModule, client: catalogClient });

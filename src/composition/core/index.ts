import { defineFeature } from '../feature';
import { coreClient } from './core.client';
import { coreModule } from './core.module';
import { CORE_TOKENS } from './core.tokens';

/** Configuration, logging, errors, storage and the API client: what every other feature builds on. */
export const coreFeature = defineFeature({ tokens: CORE_TOKENS, module: coreModule, client: coreClient });

import { defineFeature } from '../feature';
import { warrantyClient } from './warranty.client';
import { warrantyModule } from './warranty.module';
import { WARRANTY_TOKENS } from './warranty.tokens';

/** The signed-in shopper's warranty claims: `tienda.warranty`. */
export const warrantyFeature = defineFeature({ tokens: WARRANTY_TOKENS, module: () => warrantyModule, client: warrantyClient });

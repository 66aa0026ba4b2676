import { defineFeature } from '../feature';
import { warrantyClient } from './warranty.client';
import { warrantyModule } from './warranty.module';
import { WARRANTY_TOKENS, WARRANTY_USE_CASES } from './warranty.tokens';

/** The signed-in shopper's warranty claims: `tienda.warranty`. */
export const warrantyFeature = defineFeature({ tokens: { ...WARRANTY_TOKENS, Warranty: WARRANTY_USE_CASES }, module: () => warrantyModule, client: warrantyClient });

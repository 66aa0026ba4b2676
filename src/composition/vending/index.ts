import { defineFeature } from '../feature';
import { vendingClient } from './vending.client';
import { vendingModule } from './vending.module';
import { VENDING_TOKENS } from './vending.tokens';

/** Vending machine views: `tienda.vending`. */
export const vendingFeature = defineFeature({ tokens: VENDING_TOKENS, module: () => vendingModule, client: vendingClient });

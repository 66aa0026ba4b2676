import { defineFeature } from '../feature';
import { vendingClient } from './vending.client';
import { vendingModule } from './vending.module';
import { VENDING_TOKENS, VENDING_USE_CASES } from './vending.tokens';

/** Vending machine views: `tienda.vending`. */
export const vendingFeature = defineFeature({ tokens: { ...VENDING_TOKENS, Vending: VENDING_USE_CASES }, module: () => vendingModule, client: vendingClient });

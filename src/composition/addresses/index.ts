import { defineFeature } from '../feature';
import { addressesClient } from './addresses.client';
import { addressesModule } from './addresses.module';
import { ADDRESSES_TOKENS, ADDRESSES_USE_CASES } from './addresses.tokens';

/** Addresses, tax ids, pickup locations and the selection: `tienda.addresses`. */
export const addressesFeature = defineFeature({ tokens: { ...ADDRESSES_TOKENS, Addresses: ADDRESSES_USE_CASES }, module: () => addressesModule, client: addressesClient });

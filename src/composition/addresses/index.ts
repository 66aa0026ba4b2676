import { defineFeature } from '../feature';
import { addressesClient } from './addresses.client';
import { addressesModule } from './addresses.module';
import { ADDRESSES_TOKENS } from './addresses.tokens';

/** Addresses, tax ids, pickup locations and the selection: `tienda.addresses`. */
export const addressesFeature = defineFeature({ tokens: ADDRESSES_TOKENS, module: () => addressesModule, client: addressesClient });

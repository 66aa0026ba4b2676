import { defineFeature } from '../feature';
import { cartClient } from './cart.client';
import { cartModule } from './cart.module';
import { CART_TOKENS } from './cart.tokens';

/** The shopper's cart: `tienda.cart`. */
export const cartFeature = defineFeature({ tokens: CART_TOKENS, module: () => cartModule, client: cartClient });

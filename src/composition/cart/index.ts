import { defineFeature } from '../feature';
import { cartClient } from './cart.client';
import { cartModule } from './cart.module';
import { CART_OPTIONS_USE_CASES, CART_TOKENS, CART_USE_CASES } from './cart.tokens';

/** The shopper's cart: `tienda.cart`. */
export const cartFeature = defineFeature({
  tokens: { ...CART_TOKENS, Cart: CART_USE_CASES, CartOptions: CART_OPTIONS_USE_CASES },
  module: () => cartModule,
  client: cartClient,
});

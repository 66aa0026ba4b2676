import { defineFeature } from '../feature';
import { checkoutClient } from './checkout.client';
import { checkoutModule } from './checkout.module';
import { CHECKOUT_TOKENS, CHECKOUT_USE_CASES } from './checkout.tokens';

/** From the cart to a placed order: `tienda.checkout`. */
export const checkoutFeature = defineFeature({ tokens: { ...CHECKOUT_TOKENS, Checkout: CHECKOUT_USE_CASES }, module: checkoutModule, client: checkoutClient });

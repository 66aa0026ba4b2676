import { defineFeature } from '../feature';
import { checkoutClient } from './checkout.client';
import { checkoutModule } from './checkout.module';
import { CHECKOUT_TOKENS } from './checkout.tokens';

/** From the cart to a placed order: `tienda.checkout`. */
export const checkoutFeature = defineFeature({ tokens: CHECKOUT_TOKENS, module: checkoutModule, client: checkoutClient });

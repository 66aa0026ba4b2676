import type { Calls, Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { CartOptionsUseCases } from './cart-options.on-demand';
import { CART_OPTIONS_USE_CASES } from './cart.tokens';

/** `tienda.cart`'s calls beyond the lines. */
export interface CartOptionsNamespace extends Calls<CartOptionsUseCases> {}

export function cartOptionMembers(resolve: Resolve): CartOptionsNamespace {
  return onDemandCalls(resolve, CART_OPTIONS_USE_CASES, {
    applyCode: true,
    removeCode: true,
    setGiftWrap: true,
    setDedication: true,
    crossSell: true,
    forYou: true,
    pickupOptions: true,
    deliveryEstimate: true,
  });
}

/**
 * The cart's further calls (codes, gift wrap, dedications, suggestions,
 * pickup options, delivery estimates), as one chunk loaded on the first of
 * them: every page's library carries only their binding.
 */
import { HttpCartOptionsRepository } from '../../data/cart/http-cart-options.repository';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';
import { ApplyCodeUseCase } from '../../usecases/cart/apply-code.use-case';
import { EstimateDeliveryUseCase } from '../../usecases/cart/estimate-delivery.use-case';
import { LoadCartPickupOptionsUseCase } from '../../usecases/cart/load-cart-pickup-options.use-case';
import { LoadCrossSellUseCase } from '../../usecases/cart/load-cross-sell.use-case';
import { LoadForYouUseCase } from '../../usecases/cart/load-for-you.use-case';
import { RemoveCodeUseCase } from '../../usecases/cart/remove-code.use-case';
import { SetDedicationUseCase } from '../../usecases/cart/set-dedication.use-case';
import { SetGiftWrapUseCase } from '../../usecases/cart/set-gift-wrap.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { CART_TOKENS as T } from './cart.tokens';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

/** `tienda.cart`'s calls beyond the lines. */
export function createCartOptions(get: Get) {
  const [service, store, errors] = [get(T.CartService), get(T.CartStore), get(C.ErrorHandler)];
  const options = new HttpCartOptionsRepository(get(C.ApiClient));
  const lines = get(T.CartRepository);
  return {
    /**
     * Applies a coupon or gift card typed in one field (told apart by format). 'Already applied',
     * an empty or over-long code: refused without a call. A coupon the server refuses stays in the
     * cart as answered and the call rejects with its Spanish message (cause: its error_code).
     */
    applyCode: new ApplyCodeUseCase(service, store, options, errors),
    /** Takes a coupon or gift card off the cart. */
    removeCode: new RemoveCodeUseCase(service, store, options, errors),
    /** Chooses a line's gift wrap (`{itemId, giftWrapOptionId}`), or none with null. */
    setGiftWrap: new SetGiftWrapUseCase(service, store, lines, errors),
    /** Writes a dedication on a digital or gift card line (`{itemId, dedication}`), or removes it with null. */
    setDedication: new SetDedicationUseCase(service, store, lines, errors),
    /** Products that go with the cart. */
    crossSell: new LoadCrossSellUseCase(service, store, options, errors),
    /** Products picked for the shopper with this cart. */
    forYou: new LoadForYouUseCase(service, store, options, errors),
    /** Where the cart can be picked up, with hours as HH:MM, parking, cut-off and map links. */
    pickupOptions: new LoadCartPickupOptionsUseCase(service, store, options, errors),
    /** When the cart would arrive: `{addressId}`, `{city, state}` or `{pickupOptionId}`. */
    deliveryEstimate: new EstimateDeliveryUseCase(service, store, options, errors),
  };
}

export type CartOptionsUseCases = ReturnType<typeof createCartOptions>;

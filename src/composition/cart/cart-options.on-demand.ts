/**
 * The cart's further calls (codes, gift wrap, dedications, suggestions,
 * pickup options, delivery estimates), as one chunk loaded on the first of
 * them: every page's library carries only their bindings.
 */
import { HttpCartOptionsRepository } from '../../data/cart/http-cart-options.repository';
import { ApplyCodeUseCase } from '../../usecases/cart/apply-code.use-case';
import { EstimateDeliveryUseCase } from '../../usecases/cart/estimate-delivery.use-case';
import { LoadCartPickupOptionsUseCase } from '../../usecases/cart/load-cart-pickup-options.use-case';
import { LoadCrossSellUseCase } from '../../usecases/cart/load-cross-sell.use-case';
import { LoadForYouUseCase } from '../../usecases/cart/load-for-you.use-case';
import { RemoveCodeUseCase } from '../../usecases/cart/remove-code.use-case';
import { SetDedicationUseCase } from '../../usecases/cart/set-dedication.use-case';
import { SetGiftWrapUseCase } from '../../usecases/cart/set-gift-wrap.use-case';
import { CART_OPTIONS_TOKENS as T, type CartOptionsUseCase } from './cart-options.tokens';
import { CART_TOKENS } from './cart.tokens';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

export { HttpCartOptionsRepository };

export const USE_CASE_CLASSES = {
  applyCode: ApplyCodeUseCase,
  removeCode: RemoveCodeUseCase,
  setGiftWrap: SetGiftWrapUseCase,
  setDedication: SetDedicationUseCase,
  crossSell: LoadCrossSellUseCase,
  forYou: LoadForYouUseCase,
  pickupOptions: LoadCartPickupOptionsUseCase,
  deliveryEstimate: EstimateDeliveryUseCase,
} satisfies Record<CartOptionsUseCase, unknown>;

const WITH_OPTIONS = [CART_TOKENS.CartService, CART_TOKENS.CartStore, T.CartOptionsRepository];
const WITH_LINES = [CART_TOKENS.CartService, CART_TOKENS.CartStore, CART_TOKENS.CartRepository];

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<CartOptionsUseCase, readonly symbol[]> = {
  applyCode: WITH_OPTIONS,
  removeCode: WITH_OPTIONS,
  setGiftWrap: WITH_LINES,
  setDedication: WITH_LINES,
  crossSell: WITH_OPTIONS,
  forYou: WITH_OPTIONS,
  pickupOptions: WITH_OPTIONS,
  deliveryEstimate: WITH_OPTIONS,
};

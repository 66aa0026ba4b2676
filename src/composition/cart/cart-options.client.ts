import type { ApplyCodeUseCase } from '../../usecases/cart/apply-code.use-case';
import type { EstimateDeliveryUseCase } from '../../usecases/cart/estimate-delivery.use-case';
import type { LoadCartPickupOptionsUseCase } from '../../usecases/cart/load-cart-pickup-options.use-case';
import type { LoadCrossSellUseCase } from '../../usecases/cart/load-cross-sell.use-case';
import type { LoadForYouUseCase } from '../../usecases/cart/load-for-you.use-case';
import type { RemoveCodeUseCase } from '../../usecases/cart/remove-code.use-case';
import type { SetDedicationUseCase } from '../../usecases/cart/set-dedication.use-case';
import type { SetGiftWrapUseCase } from '../../usecases/cart/set-gift-wrap.use-case';
import type { Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { CART_OPTIONS_USE_CASES, cartOptionsTokenOf, type CartOptionsUseCase } from './cart-options.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/** `tienda.cart`'s calls beyond the lines. */
export interface CartOptionsNamespace {
  /**
   * Applies a coupon or gift card typed in one field (told apart by format). 'Already applied',
   * an empty or over-long code: refused without a call. A coupon the server refuses stays in the
   * cart as answered and the call rejects with its Spanish message (cause: its error_code).
   */
  applyCode: Call<ApplyCodeUseCase>;
  /** Takes a coupon or gift card off the cart. */
  removeCode: Call<RemoveCodeUseCase>;
  /** Chooses a line's gift wrap (`{itemId, giftWrapOptionId}`), or none with null. */
  setGiftWrap: Call<SetGiftWrapUseCase>;
  /** Writes a dedication on a digital or gift card line (`{itemId, dedication}`), or removes it with null. */
  setDedication: Call<SetDedicationUseCase>;
  /** Products that go with the cart. */
  crossSell: Call<LoadCrossSellUseCase>;
  /** Products picked for the shopper with this cart. */
  forYou: Call<LoadForYouUseCase>;
  /** Where the cart can be picked up, with hours as HH:MM, parking, cut-off and map links. */
  pickupOptions: Call<LoadCartPickupOptionsUseCase>;
  /** When the cart would arrive: `{addressId}`, `{city, state}` or `{pickupOptionId}`. */
  deliveryEstimate: Call<EstimateDeliveryUseCase>;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type CartOptionsMembersMatch = Same<keyof CartOptionsNamespace, CartOptionsUseCase> extends true ? true : never;
const membersMatch: CartOptionsMembersMatch = true;
void membersMatch;

export function cartOptionMembers(resolve: Resolve): CartOptionsNamespace {
  return useCaseMembers(resolve, CART_OPTIONS_USE_CASES, cartOptionsTokenOf) as unknown as CartOptionsNamespace;
}

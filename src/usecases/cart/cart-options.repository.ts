import type { Cart, DeliveryEstimate, PickupOption, ProductSummary, UpdateCartRequest } from '../../domain';

/** How a delivery estimate is asked for: by a saved address, by a place, or by a pickup option (spec section 7). */
export type DeliveryEstimateQuery = { address_id: string } | { city: string; state: string } | { pickup_option_id: string };

/** The cart calls of spec section 7 beyond the lines: codes, suggestions, pickup options and the delivery estimate. */
export interface CartOptionsRepository {
  /** PUT /cart/{id} {cart_id, coupons[{code}], gift_cards[{number}]}: the lists given replace the cart's. */
  updateCodes(cartId: string, request: UpdateCartRequest): Promise<Cart>;
  /** GET /cart/{id}/cross_sell */
  crossSell(cartId: string): Promise<ProductSummary[]>;
  /** GET /cart/{id}/for_you */
  forYou(cartId: string): Promise<ProductSummary[]>;
  /** GET /cart/{id}/pickup_options */
  pickupOptions(cartId: string): Promise<PickupOption[]>;
  /** GET /cart/{id}/delivery_estimate with address_id, city and state, or pickup_option_id. */
  deliveryEstimate(cartId: string, query: DeliveryEstimateQuery): Promise<DeliveryEstimate>;
}

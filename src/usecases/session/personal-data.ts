/**
 * What the session clears of the shopper's other data (spec section 4),
 * implemented by the account feature over the addresses, cards and orders
 * stores.
 */
export interface PersonalData {
  /** Logout: addresses, pickup options, cards and orders (the cart is the logout's own). */
  clearAfterLogout(): void;
  /** Becoming anonymous again: cards, addresses, pickup options and the temporary card (the user is the session's own). */
  clearWhenAnonymous(): void;
}

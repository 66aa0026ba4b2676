import type { CartStore } from '../../usecases/cart/cart.store';
import { calls, lazily, withGetters, type Calls, type Resolve } from '../feature';
import type { CartUseCases } from './cart.module';
import { CART_TOKENS as T, CART_USE_CASES } from './cart.tokens';
import { cartOptionMembers, type CartOptionsNamespace } from './cart-options.client';

/** `tienda.cart`: the shopper's cart. Operations run one at a time, in order. */
export interface CartNamespace extends Calls<CartUseCases>, CartOptionsNamespace {
  /** The current cart, and whether it is loading or being updated. */
  readonly store: CartStore;
}

/** The cart feature's part of TiendaClient. */
export interface CartClient {
  /** The cart: `get`, `add`, `update`, `remove`, `open`, `delete` and its store. */
  readonly cart: CartNamespace;
}

export function cartClient(resolve: Resolve): CartClient {
  const own = calls(lazily(resolve, CART_USE_CASES), { get: true, add: true, update: true, remove: true, open: true, delete: true, sendPending: true, dismissRefusal: true });
  return { cart: withGetters({ ...own, ...cartOptionMembers(resolve) }, { store: lazily(resolve, T.CartStore) }) };
}

import type { AddToCartUseCase } from '../../usecases/cart/add-to-cart.use-case';
import type { CartStore } from '../../usecases/cart/cart.store';
import type { DeleteCartUseCase } from '../../usecases/cart/delete-cart.use-case';
import type { GetOrCreateCartUseCase } from '../../usecases/cart/get-or-create-cart.use-case';
import type { OpenCartUseCase } from '../../usecases/cart/open-cart.use-case';
import type { RemoveCartItemUseCase } from '../../usecases/cart/remove-cart-item.use-case';
import type { UpdateCartItemUseCase } from '../../usecases/cart/update-cart-item.use-case';
import { lazily, lazyExecute, type Resolve } from '../feature';
import { CART_TOKENS } from './cart.tokens';
import { cartOptionMembers, type CartOptionsNamespace } from './cart-options.client';

/** `tienda.cart`: the shopper's cart. Operations run one at a time, in order. */
export interface CartNamespace extends CartOptionsNamespace {
  /** The current cart, and whether it is loading or being updated. */
  readonly store: CartStore;
  /**
   * The current cart: the stored one when the server still has it for this shopper,
   * otherwise a new one. `refresh` fetches again even when a cart is already loaded.
   */
  get(...args: Parameters<GetOrCreateCartUseCase['execute']>): ReturnType<GetOrCreateCartUseCase['execute']>;
  /**
   * Adds a product. Refuses, before any call, a quantity outside 1..99, a product that
   * cannot be bought, and a kind that may not share the cart with what is in it.
   */
  add(...args: Parameters<AddToCartUseCase['execute']>): ReturnType<AddToCartUseCase['execute']>;
  /** Changes a line's quantity; zero removes the line. The quantity must be a whole number up to 99. */
  update(...args: Parameters<UpdateCartItemUseCase['execute']>): ReturnType<UpdateCartItemUseCase['execute']>;
  /** Removes a line; a line that is not in the cart is notFound, without a call. */
  remove(...args: Parameters<RemoveCartItemUseCase['execute']>): ReturnType<RemoveCartItemUseCase['execute']>;
  /**
   * Switches to another of the shopper's carts: `store.otherCart.cartId` (lines kept apart
   * at login because they cannot share the account's cart) or an id of `cart.user_cart_ids`.
   * The cart left becomes `store.otherCart`; any other id is notFound, without a call.
   */
  open(...args: Parameters<OpenCartUseCase['execute']>): ReturnType<OpenCartUseCase['execute']>;
  /**
   * Deletes a cart on the server (DELETE /cart/{id}): the current one by default (the shopper gets a new,
   * empty cart, stored and current), or another of theirs (`store.otherCart.cartId` or an id of
   * `cart.user_cart_ids`; any other id is notFound, without a call). Answers the current cart afterwards.
   */
  delete(...args: Parameters<DeleteCartUseCase['execute']>): ReturnType<DeleteCartUseCase['execute']>;
}

/** The cart feature's part of TiendaClient. */
export interface CartClient {
  /** The cart: `get`, `add`, `update`, `remove`, `open`, `delete` and its store. */
  readonly cart: CartNamespace;
}

export function cartClient(resolve: Resolve): CartClient {
  const store = lazily<CartStore>(resolve, CART_TOKENS.CartStore);
  return {
    cart: {
      get store() {
        return store();
      },
      get: lazyExecute<GetOrCreateCartUseCase>(resolve, CART_TOKENS.GetOrCreateCart),
      add: lazyExecute<AddToCartUseCase>(resolve, CART_TOKENS.AddToCart),
      update: lazyExecute<UpdateCartItemUseCase>(resolve, CART_TOKENS.UpdateCartItem),
      remove: lazyExecute<RemoveCartItemUseCase>(resolve, CART_TOKENS.RemoveCartItem),
      open: lazyExecute<OpenCartUseCase>(resolve, CART_TOKENS.OpenCart),
      delete: lazyExecute<DeleteCartUseCase>(resolve, CART_TOKENS.DeleteCart),
      ...cartOptionMembers(resolve),
    },
  };
}

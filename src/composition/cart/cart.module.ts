import { ContainerModule } from 'inversify';
import { HttpCartRepository } from '../../data/cart/http-cart.repository';
import { AddToCartUseCase } from '../../usecases/cart/add-to-cart.use-case';
import { CartService } from '../../usecases/cart/cart.service';
import { CartStore } from '../../usecases/cart/cart.store';
import { OfflineCart } from '../../usecases/cart/offline-cart';
import { DeleteCartUseCase } from '../../usecases/cart/delete-cart.use-case';
import { GetOrCreateCartUseCase } from '../../usecases/cart/get-or-create-cart.use-case';
import { OpenCartUseCase } from '../../usecases/cart/open-cart.use-case';
import { RemoveCartItemUseCase } from '../../usecases/cart/remove-cart-item.use-case';
import { UpdateCartItemUseCase } from '../../usecases/cart/update-cart-item.use-case';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built, type Get } from '../feature';
import { onDemand } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { CART_OPTIONS_USE_CASES, CART_TOKENS as T, CART_USE_CASES } from './cart.tokens';

/** The use cases of `tienda.cart`'s own calls (its lines), one per member. */
export function createCart(get: Get) {
  const [service, repository, errors] = [get(T.CartService), get(T.CartRepository), get(C.ErrorHandler)];
  return {
    /**
     * The current cart: the stored one when the server still has it for this shopper,
     * otherwise a new one. `refresh` fetches again even when a cart is already loaded.
     */
    get: new GetOrCreateCartUseCase(service),
    /**
     * Adds a product. Refuses, before any call, a quantity outside 1..99, a product that
     * cannot be bought, and a kind that may not share the cart with what is in it.
     */
    add: new AddToCartUseCase(service, get(T.CartStore), repository, errors),
    /** Changes a line's quantity; zero removes the line. The quantity must be a whole number up to 99. */
    update: new UpdateCartItemUseCase(service, repository, errors),
    /** Removes a line; a line that is not in the cart is notFound, without a call. */
    remove: new RemoveCartItemUseCase(service, repository),
    /**
     * Switches to another of the shopper's carts: `store.otherCart.cartId` (lines kept apart
     * at login because they cannot share the account's cart) or an id of `cart.user_cart_ids`.
     * The cart left becomes `store.otherCart`; any other id is notFound, without a call.
     */
    open: new OpenCartUseCase(service, errors),
    /**
     * Deletes a cart on the server (DELETE /cart/{id}): the current one by default (the shopper gets a new,
     * empty cart, stored and current), or another of theirs (`store.otherCart.cartId` or an id of
     * `cart.user_cart_ids`; any other id is notFound, without a call). Answers the current cart afterwards.
     */
    delete: new DeleteCartUseCase(service, errors),
    /**
     * Sends the changes queued offline now (they are sent by themselves when the connection returns), in order,
     * each once; refusals go to `store.refusals`.
     */
    sendPending: {
      /** Sends what is queued, in order; resolves once each change has been answered or kept for later. */
      execute: (): Promise<void> => service.replayPending(),
    },
    /** Forgets a refusal of a queued change (`store.refusals`) once the shopper has read it. */
    dismissRefusal: {
      /** Forgets the refusal `id` (a PendingChange's id). */
      execute: (id: string): Promise<void> => service.dismissRefusal(id),
    },
  };
}

export type CartUseCases = ReturnType<typeof createCart>;

/** Binds the cart store, repository, service and use cases. The cart follows the session feature's stores. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(T.CartStore)
    .toDynamicValue(built((get) => withListenerReports(new CartStore(), get(C.ErrorHandler))))
    .inSingletonScope();
  bind(T.CartRepository)
    .toDynamicValue(built((get) => new HttpCartRepository(get(C.ApiClient))))
    .inSingletonScope();
  bind(T.CartService)
    .toDynamicValue(
      built((get) => {
        const offline = get(C.Config).offlineCart;
        return new CartService(
          get(T.CartStore),
          get(T.CartRepository),
          get(S.SessionStore),
          get(S.UserStore),
          get(C.Storage),
          get(C.ErrorHandler),
          offline ? new OfflineCart(offline) : null,
        );
      }),
    )
    .inSingletonScope();
  bind(CART_USE_CASES).toDynamicValue(built(createCart)).inSingletonScope();
  // The further calls' code loads with the first of them (cart-options.on-demand.ts).
  bind(CART_OPTIONS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'cart', () => import('./cart-options.on-demand').then((code) => code.createCartOptions)))
    .inSingletonScope();
});

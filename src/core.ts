/**
 * `tienda/core`: the use-case library without React and without the DOM
 * (domain, use cases, stores, data adapters and the composition root). It
 * runs in Node 20+, browsers and React Native. Node hosts that want
 * `FileStorage` import it from `tienda/node`.
 *
 * Most consumers call {@link createTiendaClient} and use the namespaced
 * {@link TiendaClient} it returns (`tienda.cart.add(…)`); every failure is a
 * {@link UseCaseError} whose `cause` is one of {@link ERROR_CAUSES}. The
 * storage port is {@link KeyValueStorage} (adapters {@link MemoryStorage},
 * {@link BrowserStorage}, and `FileStorage` in `tienda/node`), the log port
 * {@link Logger}. The cart's use cases and store are exported too, for shells
 * that wire the cart themselves: a bundle that imports only them does not
 * pull in the rest of the library.
 *
 * @module tienda/core
 */
export * from './index';
export { CartStore } from './usecases/cart/cart.store';
export { CartService, type AccountChange } from './usecases/cart/cart.service';
export { GetOrCreateCartUseCase } from './usecases/cart/get-or-create-cart.use-case';
export { AddToCartUseCase } from './usecases/cart/add-to-cart.use-case';
export { UpdateCartItemUseCase } from './usecases/cart/update-cart-item.use-case';
export { RemoveCartItemUseCase } from './usecases/cart/remove-cart-item.use-case';
export { OpenCartUseCase } from './usecases/cart/open-cart.use-case';
export { DeleteCartUseCase } from './usecases/cart/delete-cart.use-case';
export type { CartRepository } from './usecases/cart/cart.repository';

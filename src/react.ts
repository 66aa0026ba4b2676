/**
 * `tienda/react`: the React binding of `tienda/core` (React is a peer
 * dependency). Wrap the app in `<TiendaProvider source={staticSource(client)}>`
 * (or `lazySource(() => import('tienda/core').then(…))` to load the library
 * on first need), then read stores through the view-model hooks.
 *
 * @module tienda/react
 */
export { TiendaProvider, useClientSource, useClient, useShopperClient } from './presentation/app/tienda-context';
export { staticSource, lazySource, type ClientSource } from './presentation/app/client-source';
export { useStoreState } from './presentation/shared/use-store';
export { useSession } from './presentation/session/use-session';
export { useUser } from './presentation/account/use-user';
export { useAccount } from './presentation/account/use-account';
export { useCart, type Outcome } from './presentation/cart/use-cart';
export { useCheckout } from './presentation/checkout/use-checkout';

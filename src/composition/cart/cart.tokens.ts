import type { CartRepository } from '../../usecases/cart/cart.repository';
import type { CartService } from '../../usecases/cart/cart.service';
import type { CartStore } from '../../usecases/cart/cart.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { CartUseCases } from './cart.module';
import type { CartOptionsUseCases } from './cart-options.on-demand';

/** The cart feature's tokens: its store, its repository and the service other features keep the cart with. */
export const CART_TOKENS = {
  CartStore: tokenFor<CartStore>('CartStore'),
  CartRepository: tokenFor<CartRepository>('CartRepository'),
  CartService: tokenFor<CartService>('CartService'),
} as const;

/** The cart's own calls (its lines), built by createCart (cart.module.ts) on the first of them. Part of the feature's tokens. */
export const CART_USE_CASES = tokenFor<CartUseCases>('Cart');

/** The cart's further calls (codes, gift wrap, suggestions…), built by cart-options.on-demand.ts on the first of them. */
export const CART_OPTIONS_USE_CASES = tokenFor<OnDemand<CartOptionsUseCases>>('CartOptions');

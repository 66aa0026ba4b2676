import type { AddToCartUseCase } from '../../usecases/cart/add-to-cart.use-case';
import type { CartRepository } from '../../usecases/cart/cart.repository';
import type { CartService } from '../../usecases/cart/cart.service';
import type { CartStore } from '../../usecases/cart/cart.store';
import type { DeleteCartUseCase } from '../../usecases/cart/delete-cart.use-case';
import type { GetOrCreateCartUseCase } from '../../usecases/cart/get-or-create-cart.use-case';
import type { OpenCartUseCase } from '../../usecases/cart/open-cart.use-case';
import type { RemoveCartItemUseCase } from '../../usecases/cart/remove-cart-item.use-case';
import type { UpdateCartItemUseCase } from '../../usecases/cart/update-cart-item.use-case';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { CartOptionsUseCases } from './cart-options.on-demand';

/** The cart feature's tokens. */
export const CART_TOKENS = {
  CartStore: tokenFor<CartStore>('CartStore'),
  CartRepository: tokenFor<CartRepository>('CartRepository'),
  CartService: tokenFor<CartService>('CartService'),
  GetOrCreateCart: tokenFor<GetOrCreateCartUseCase>('GetOrCreateCartUseCase'),
  AddToCart: tokenFor<AddToCartUseCase>('AddToCartUseCase'),
  UpdateCartItem: tokenFor<UpdateCartItemUseCase>('UpdateCartItemUseCase'),
  RemoveCartItem: tokenFor<RemoveCartItemUseCase>('RemoveCartItemUseCase'),
  OpenCart: tokenFor<OpenCartUseCase>('OpenCartUseCase'),
  DeleteCart: tokenFor<DeleteCartUseCase>('DeleteCartUseCase'),
} as const;

/** The cart's further calls (codes, gift wrap, suggestions…), built by cart-options.on-demand.ts on the first of them. */
export const CART_OPTIONS_USE_CASES = tokenFor<OnDemand<CartOptionsUseCases>>('CartOptions');

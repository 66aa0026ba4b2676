import { ContainerModule } from 'inversify';
import { HttpCartRepository } from '../../data/cart/http-cart.repository';
import { AddToCartUseCase } from '../../usecases/cart/add-to-cart.use-case';
import { CartService } from '../../usecases/cart/cart.service';
import { CartStore } from '../../usecases/cart/cart.store';
import { DeleteCartUseCase } from '../../usecases/cart/delete-cart.use-case';
import { GetOrCreateCartUseCase } from '../../usecases/cart/get-or-create-cart.use-case';
import { OpenCartUseCase } from '../../usecases/cart/open-cart.use-case';
import { RemoveCartItemUseCase } from '../../usecases/cart/remove-cart-item.use-case';
import { UpdateCartItemUseCase } from '../../usecases/cart/update-cart-item.use-case';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS } from '../core/core.tokens';
import { construct } from '../feature';
import { SESSION_TOKENS } from '../session/session.tokens';
import { CART_OPTIONS_USE_CASES, CART_TOKENS as T } from './cart.tokens';
import { onDemand } from '../on-demand';

/** Binds the cart store, repository, service and use cases. The cart follows the session feature's stores. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(T.CartStore)
    .toResolvedValue((errors: ErrorHandler) => withListenerReports(new CartStore(), errors), [CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.CartRepository).toResolvedValue(construct(HttpCartRepository), [CORE_TOKENS.ApiClient]).inSingletonScope();
  bind(T.CartService)
    .toResolvedValue(construct(CartService), [
      T.CartStore,
      T.CartRepository,
      SESSION_TOKENS.SessionStore,
      SESSION_TOKENS.UserStore,
      CORE_TOKENS.Storage,
      CORE_TOKENS.ErrorHandler,
    ])
    .inSingletonScope();
  bind(T.GetOrCreateCart).toResolvedValue(construct(GetOrCreateCartUseCase), [T.CartService]).inSingletonScope();
  bind(T.AddToCart)
    .toResolvedValue(construct(AddToCartUseCase), [T.CartService, T.CartStore, T.CartRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.UpdateCartItem)
    .toResolvedValue(construct(UpdateCartItemUseCase), [T.CartService, T.CartRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.RemoveCartItem).toResolvedValue(construct(RemoveCartItemUseCase), [T.CartService, T.CartRepository]).inSingletonScope();
  bind(T.OpenCart).toResolvedValue(construct(OpenCartUseCase), [T.CartService, CORE_TOKENS.ErrorHandler]).inSingletonScope();
  bind(T.DeleteCart).toResolvedValue(construct(DeleteCartUseCase), [T.CartService, CORE_TOKENS.ErrorHandler]).inSingletonScope();
  // The further calls' code loads with the first of them (cart-options.on-demand.ts).
  bind(CART_OPTIONS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'cart', () => import('./cart-options.on-demand').then((code) => code.createCartOptions)))
    .inSingletonScope();
});

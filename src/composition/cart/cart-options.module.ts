import type { ContainerModuleLoadOptions } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { CartOptionsRepository } from '../../usecases/cart/cart-options.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { CART_OPTIONS_TOKENS as T, CART_OPTIONS_USE_CASES, cartOptionsTokenOf } from './cart-options.tokens';

// The classes load with the first of these calls (see cart-options.on-demand.ts).
const load = loadOnce(() => import('./cart-options.on-demand'));

/** Binds the cart's further calls into the cart module; their code loads on first use. */
export function bindCartOptions(bind: ContainerModuleLoadOptions['bind']): void {
  bind(T.CartOptionsRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<CartOptionsRepository>(() => load().then((code) => new code.HttpCartOptionsRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of CART_OPTIONS_USE_CASES) {
    bind(cartOptionsTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'cart'))
      .inSingletonScope();
  }
}

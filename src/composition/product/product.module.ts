import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { ProductRepository } from '../../usecases/product/product.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { PRODUCT_TOKENS as T, PRODUCT_USE_CASES, productTokenOf } from './product.tokens';

const load = loadOnce(() => import('./product.on-demand'));

/** Binds the product repository and use cases; their code (and the actions' schemas) load on the first call. */
export const productModule = new ContainerModule(({ bind }) => {
  bind(T.ProductRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<ProductRepository>(() => load().then((code) => new code.HttpProductRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of PRODUCT_USE_CASES) {
    bind(productTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'product'))
      .inSingletonScope();
  }
});

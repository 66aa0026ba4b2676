import { ContainerModule } from 'inversify';
import { loadOnce, onDemand } from '../on-demand';
import { PRODUCT_USE_CASES } from './product.tokens';

const load = loadOnce(() => import('./product.on-demand'));

/** Binds the product use cases; their code (and the actions' schemas) load on the first call. */
export const productModule = new ContainerModule(({ bind }) => {
  bind(PRODUCT_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'product', () => load().then((code) => code.createProduct)))
    .inSingletonScope();
});

import { ContainerModule } from 'inversify';
import { loadOnce, onDemand } from '../on-demand';
import { VENDING_USE_CASES } from './vending.tokens';

const load = loadOnce(() => import('./vending.on-demand'));

/** Binds the vending use cases; their code (and the vending schemas) load on the first call. */
export const vendingModule = new ContainerModule(({ bind }) => {
  bind(VENDING_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'vending', () => load().then((code) => code.createVending)))
    .inSingletonScope();
});

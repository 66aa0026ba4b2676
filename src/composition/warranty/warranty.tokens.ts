import type { WarrantyStore } from '../../usecases/warranty/warranty.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { WarrantyUseCases } from './warranty.on-demand';

/** The warranty feature's tokens: its store, and its use cases (built on the first call). */
export const WARRANTY_TOKENS = {
  WarrantyStore: tokenFor<WarrantyStore>('WarrantyStore'),
} as const;

/** The warranty's use cases, built by warranty.on-demand.ts on the first call. Part of the feature's tokens. */
export const WARRANTY_USE_CASES = tokenFor<OnDemand<WarrantyUseCases>>('Warranty');

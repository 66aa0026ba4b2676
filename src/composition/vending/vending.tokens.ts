import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { VendingUseCases } from './vending.on-demand';

/** The vending feature's tokens. */
export const VENDING_TOKENS = {
} as const;

/** The vending use cases, built by vending.on-demand.ts on the first call. Part of the feature's tokens. */
export const VENDING_USE_CASES = tokenFor<OnDemand<VendingUseCases>>('Vending');

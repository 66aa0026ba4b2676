import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { ProductUseCases } from './product.on-demand';

/** The product feature's tokens. */
export const PRODUCT_TOKENS = {
} as const;

/** The product use cases, built by product.on-demand.ts on the first call. Part of the feature's tokens. */
export const PRODUCT_USE_CASES = tokenFor<OnDemand<ProductUseCases>>('Product');

import type { CheckoutClock } from '../../usecases/checkout/checkout.repository';
import type { CheckoutStore } from '../../usecases/checkout/checkout.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { CheckoutUseCases } from './checkout.on-demand';

/** The checkout feature's tokens: its store and its clock. */
export const CHECKOUT_TOKENS = {
  CheckoutStore: tokenFor<CheckoutStore>('CheckoutStore'),
  CheckoutClock: tokenFor<CheckoutClock>('CheckoutClock'),
} as const;

/** The checkout's use cases, built by checkout.on-demand.ts on the first call. Part of the feature's tokens. */
export const CHECKOUT_USE_CASES = tokenFor<OnDemand<CheckoutUseCases>>('Checkout');

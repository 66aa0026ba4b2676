import type { WishlistsStore } from '../../usecases/wishlists/wishlists.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { WishlistsUseCases } from './wishlists.on-demand';

/** The wishlists feature's tokens: its store. */
export const WISHLISTS_TOKENS = {
  WishlistsStore: tokenFor<WishlistsStore>('WishlistsStore'),
} as const;

/** The wishlists use cases, built by wishlists.on-demand.ts on the first call. Part of the feature's tokens. */
export const WISHLISTS_USE_CASES = tokenFor<OnDemand<WishlistsUseCases>>('Wishlists');

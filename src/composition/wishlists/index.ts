import { defineFeature } from '../feature';
import { wishlistsClient } from './wishlists.client';
import { wishlistsModule } from './wishlists.module';
import { WISHLISTS_TOKENS, WISHLISTS_USE_CASES } from './wishlists.tokens';

/** The shopper's favourites, shared or not: `tienda.wishlists`. */
export const wishlistsFeature = defineFeature({ tokens: { ...WISHLISTS_TOKENS, Wishlists: WISHLISTS_USE_CASES }, module: () => wishlistsModule, client: wishlistsClient });

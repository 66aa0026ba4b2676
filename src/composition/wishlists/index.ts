import { defineFeature } from '../feature';
import { wishlistsClient } from './wishlists.client';
import { wishlistsModule } from './wishlists.module';
import { WISHLISTS_TOKENS } from './wishlists.tokens';

/** The shopper's favourites, shared or not: `tienda.wishlists`. */
export const wishlistsFeature = defineFeature({ tokens: WISHLISTS_TOKENS, module: () => wishlistsModule, client: wishlistsClient });

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FAVOURITES, WISHLIST_FIRST_PAGE, WISHLIST_IMAGE_WIDTH, WISHLIST_PAGE_SIZE, WISHLIST_TYPES, WISHLIST_VERSION } from '../../../src/domain';
import { WishlistSchema } from '../../../src/domain/wishlists/wishlist';

describe('wishlist constants', () => {
  it('are the spec section 9 values, for the one type favourites', () => {
    expect(WISHLIST_TYPES).toEqual(['favourites']);
    expect(FAVOURITES).toBe('favourites');
    expect([WISHLIST_PAGE_SIZE, WISHLIST_FIRST_PAGE, WISHLIST_IMAGE_WIDTH, WISHLIST_VERSION]).toEqual([30, 1, 300, 2]);
  });

  it('reads a wishlist without products as empty, counted 0', () => {
    expect(z.parse(WishlistSchema, { name: 'Favoritos', public_id: 'x' })).toEqual({
      name: 'Favoritos',
      public_id: 'x',
      user: null,
      products: [],
      is_shared: false,
      total_count: 0,
      has_more_items: false,
    });
  });
});

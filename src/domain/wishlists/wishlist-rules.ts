/** The wishlist constants (spec sections 3 and 9), zod-free so a screen may import them. */

/** The wishlist types the API knows; every call uses `favourites`. */
export const WISHLIST_TYPES = ['favourites'] as const;
/** A wishlist's type. */
export type WishlistType = (typeof WISHLIST_TYPES)[number];
/** The one wishlist the store has: the shopper's favourites. */
export const FAVOURITES: WishlistType = 'favourites';

/** GET /wishlist/{type}'s fixed parameters (spec section 9): page size 30, page 1, image width 300, version 2, newest first. */
export const WISHLIST_PAGE_SIZE = 30;
/** The first page of a wishlist. */
export const WISHLIST_FIRST_PAGE = 1;
/** The image width a wishlist asks for, in pixels. */
export const WISHLIST_IMAGE_WIDTH = 300;
/** The wishlist API version the client speaks. */
export const WISHLIST_VERSION = 2;
/** The order a wishlist is listed in. */
export const WISHLIST_SORT_BY = 'CreationDate';

/** The public page of a shared wishlist. */
export function publicWishlistPath(publicId: string): string {
  return `/favoritos/${encodeURIComponent(publicId)}`;
}

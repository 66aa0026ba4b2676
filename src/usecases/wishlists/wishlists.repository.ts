import type { WishlistInfo } from '../../domain';
import type { Wishlist } from '../../domain/wishlists/wishlist';

/** The wishlist calls of spec section 7; the type is always `favourites`. */
export interface WishlistsRepository {
  /** GET /wishlist/favourites?sort_by=CreationDate&page_size=30&page&main_image_min_width=300&version=2 */
  list(page: number): Promise<Wishlist>;
  /** GET /wishlist/favourites/skus */
  skus(): Promise<string[]>;
  /** POST /wishlist/favourites {product_public_sku} */
  add(sku: string): Promise<void>;
  /** DELETE /wishlist/favourites/{sku} */
  remove(sku: string): Promise<void>;
  /** PUT /wishlist/favourites/share */
  share(): Promise<WishlistInfo>;
  /** DELETE /wishlist/favourites/share */
  unshare(): Promise<void>;
  /** GET /wishlist/public/{id} */
  publicList(publicId: string): Promise<Wishlist>;
}

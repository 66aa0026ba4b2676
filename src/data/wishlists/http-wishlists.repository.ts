import type { WishlistInfo } from '../../domain';
import { WishlistInfoSchema } from '../../domain/product/product';
import { WishlistSchema, WishlistSkusSchema, type Wishlist } from '../../domain/wishlists/wishlist';
import {
  FAVOURITES,
  WISHLIST_IMAGE_WIDTH,
  WISHLIST_PAGE_SIZE,
  WISHLIST_SORT_BY,
  WISHLIST_VERSION,
} from '../../domain/wishlists/wishlist-rules';
import type { WishlistsRepository } from '../../usecases/wishlists/wishlists.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;
const LIST = `/wishlist/${FAVOURITES}`;

export class HttpWishlistsRepository implements WishlistsRepository {
  constructor(private readonly api: ApiClient) {}

  list(page: number): Promise<Wishlist> {
    return this.api.request({
      method: 'GET',
      path: LIST,
      params: { sort_by: WISHLIST_SORT_BY, page_size: WISHLIST_PAGE_SIZE, page, main_image_min_width: WISHLIST_IMAGE_WIDTH, version: WISHLIST_VERSION },
      schema: WishlistSchema,
      shape: 'Wishlist',
    });
  }

  skus(): Promise<string[]> {
    return this.api.request({ method: 'GET', path: `${LIST}/skus`, schema: WishlistSkusSchema, shape: 'WishlistSkus' });
  }

  async add(sku: string): Promise<void> {
    await this.api.request({ method: 'POST', path: LIST, data: { product_public_sku: sku }, schema: null, shape: 'WishlistAdd' });
  }

  async remove(sku: string): Promise<void> {
    await this.api.request({ method: 'DELETE', path: `${LIST}/${segment(sku)}`, schema: null, shape: 'WishlistRemove' });
  }

  share(): Promise<WishlistInfo> {
    return this.api.request({ method: 'PUT', path: `${LIST}/share`, schema: WishlistInfoSchema, shape: 'WishlistInfo' });
  }

  async unshare(): Promise<void> {
    await this.api.request({ method: 'DELETE', path: `${LIST}/share`, schema: null, shape: 'WishlistUnshare' });
  }

  publicList(publicId: string): Promise<Wishlist> {
    return this.api.request({ method: 'GET', path: `/wishlist/public/${segment(publicId)}`, schema: WishlistSchema, shape: 'Wishlist' });
  }
}

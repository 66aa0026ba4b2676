import type { AddCartItemRequest, Cart, UpdateCartItemRequest } from '../../domain';

/** The cart calls of spec section 7. */
export interface CartRepository {
  /** POST /cart?is_mergeable= */
  create(isMergeable: boolean): Promise<Cart>;
  /** GET /cart/{id} */
  get(cartId: string): Promise<Cart>;
  /** DELETE /cart/{id} */
  delete(cartId: string): Promise<void>;
  /** POST /cart/{id}/item */
  addItem(cartId: string, request: AddCartItemRequest): Promise<Cart>;
  /** PUT /cart/{id}/item/{itemId} */
  updateItem(cartId: string, itemId: string, request: UpdateCartItemRequest): Promise<Cart>;
  /** DELETE /cart/{id}/item/{itemId} */
  removeItem(cartId: string, itemId: string): Promise<Cart>;
}

import { CartSchema, type AddCartItemRequest, type Cart, type UpdateCartItemRequest } from '../../domain';
import type { CartRepository } from '../../usecases/cart/cart.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

export class HttpCartRepository implements CartRepository {
  constructor(private readonly api: ApiClient) {}

  create(isMergeable: boolean): Promise<Cart> {
    return this.api.request({ method: 'POST', path: '/cart', params: { is_mergeable: isMergeable }, schema: CartSchema, shape: 'Cart' });
  }

  get(cartId: string): Promise<Cart> {
    return this.api.request({ method: 'GET', path: `/cart/${segment(cartId)}`, schema: CartSchema, shape: 'Cart' });
  }

  async delete(cartId: string): Promise<void> {
    await this.api.request({ method: 'DELETE', path: `/cart/${segment(cartId)}`, schema: null, shape: 'none' });
  }

  addItem(cartId: string, request: AddCartItemRequest): Promise<Cart> {
    return this.api.request({ method: 'POST', path: `/cart/${segment(cartId)}/item`, data: request, schema: CartSchema, shape: 'Cart' });
  }

  updateItem(cartId: string, itemId: string, request: UpdateCartItemRequest): Promise<Cart> {
    return this.api.request({
      method: 'PUT',
      path: `/cart/${segment(cartId)}/item/${segment(itemId)}`,
      data: request,
      schema: CartSchema,
      shape: 'Cart',
    });
  }

  removeItem(cartId: string, itemId: string): Promise<Cart> {
    return this.api.request({
      method: 'DELETE',
      path: `/cart/${segment(cartId)}/item/${segment(itemId)}`,
      schema: CartSchema,
      shape: 'Cart',
    });
  }
}

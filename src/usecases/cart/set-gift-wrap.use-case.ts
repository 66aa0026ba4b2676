import { UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartRepository } from './cart.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

export interface SetGiftWrapInput {
  itemId: string;
  /** One of the line's gift_wrap_options, or null for none. */
  giftWrapOptionId: string | number | null;
}

/**
 * Chooses a line's gift wrap (PUT /cart/{id}/item/{itemId} with its
 * quantity and gift_wrap_option_id), or none with null. A line not in the
 * cart is notFound, and an option the line does not offer NOT_ALLOWED, both
 * without a call; a failed call refetches the cart (spec section 4).
 */
export class SetGiftWrapUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute({ itemId, giftWrapOptionId }: SetGiftWrapInput): Promise<Cart> {
    const cart = await this.cart.requireLine(itemId, 'setGiftWrap');
    const line = cart.items.find((item) => item.item_id === itemId)!;
    if (giftWrapOptionId !== null && !line.gift_wrap_options.some((option) => String(option.id) === String(giftWrapOptionId)))
      throw this.errors.handle(
        new UseCaseError('NOT_ALLOWED', { apiMessage: 'Esa envoltura de regalo no está disponible para este producto.' }),
        'setGiftWrap',
      );
    return this.cart.mutate('setGiftWrap', (cartId) => {
      // The quantity as it is when the change runs (an update may have been queued before it).
      const quantity = this.store.cart?.items.find((item) => item.item_id === itemId)?.quantity ?? line.quantity;
      return this.repository.updateItem(cartId, itemId, { item_id: itemId, quantity, gift_wrap_option_id: giftWrapOptionId });
    });
  }
}

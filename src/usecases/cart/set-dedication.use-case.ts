import { UseCaseError, type Cart, type Dedication, type ProductType } from '../../domain';
import { checkUpdateCartItemRequest } from '../../domain/cart/cart-requests';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartRepository } from './cart.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

export interface SetDedicationInput {
  itemId: string;
  /** from_name, to_name, to_email and message; null removes the dedication. */
  dedication: Partial<Dedication> | null;
}

/** The kinds of product a dedication goes with (issue 9: digital items and gift cards). */
export const DEDICATION_TYPES: readonly ProductType[] = ['DIGITAL', 'GIFT_CARD'];

/**
 * Writes (or with null removes) a line's dedication (PUT
 * /cart/{id}/item/{itemId} with its quantity and the dedication). Refused
 * without a call: a line not in the cart (notFound); a product that is not
 * digital or a gift card, a text over its bound (TEXT_LIMITS: 80 for a name,
 * 500 for the message) or a to_email that is not an email (NOT_ALLOWED,
 * naming the field in Spanish). A failed call refetches the cart.
 */
export class SetDedicationUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute({ itemId, dedication }: SetDedicationInput): Promise<Cart> {
    const cart = await this.cart.requireLine(itemId, 'setDedication');
    const line = cart.items.find((item) => item.item_id === itemId)!;
    if (!DEDICATION_TYPES.includes(line.product.type))
      throw this.errors.handle(
        new UseCaseError('NOT_ALLOWED', { apiMessage: 'Solo los productos digitales y las tarjetas de regalo llevan dedicatoria.' }),
        'setDedication',
      );
    const checked = checkUpdateCartItemRequest({ item_id: itemId, quantity: line.quantity, dedication });
    if (!checked.ok)
      throw this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: checked.message, details: checked.problem }), 'setDedication');
    const body = checked.data.dedication ?? null;
    return this.cart.mutate('setDedication', (cartId) => {
      const quantity = this.store.cart?.items.find((item) => item.item_id === itemId)?.quantity ?? line.quantity;
      return this.repository.updateItem(cartId, itemId, { item_id: itemId, quantity, dedication: body });
    });
  }
}

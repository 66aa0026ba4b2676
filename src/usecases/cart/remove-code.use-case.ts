import { UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { checkedCodesBody, codesBody, sameCode } from './cart-codes';
import type { CartOptionsRepository } from './cart-options.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/**
 * Takes a coupon or gift card off the cart (PUT /cart/{id} with the lists
 * without it). A code the cart does not have is notFound, and a coupon that
 * applies itself (auto_apply) NOT_ALLOWED, both without a call.
 */
export class RemoveCodeUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartOptionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(code: string): Promise<Cart> {
    const current = this.store.cart ?? (await this.cart.getOrCreate());
    const text = typeof code === 'string' ? code : '';
    const coupon = current.coupons.find((item) => sameCode(item.code, text));
    const card = current.gift_cards.find((item) => sameCode(item.number, text));
    if (!coupon && !card)
      throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'Ese código no está aplicado en tu carrito.' }), 'removeCode');
    if (coupon?.auto_apply && !card)
      throw this.errors.handle(
        new UseCaseError('NOT_ALLOWED', { apiMessage: 'Este descuento se aplica solo a tu carrito y no se puede quitar.' }),
        'removeCode',
      );
    const body = checkedCodesBody(codesBody(current, { remove: text }));
    if (body instanceof Error) throw this.errors.handle(body, 'removeCode');
    return this.cart.mutate('removeCode', (cartId) =>
      this.repository.updateCodes(cartId, { ...codesBody(this.store.cart ?? current, { remove: text }), cart_id: cartId }),
    );
  }
}

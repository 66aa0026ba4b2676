import { UseCaseError } from '../../domain';
import type { CheckoutPreview } from '../../domain/checkout/checkout';
import { emptyCheckoutState, type CheckoutState } from '../../domain/checkout/checkout-state';
import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { CheckoutRepository } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';
import { sendPreview } from './checkout-request';

/**
 * Starts a checkout from the current cart: its lines, coupons, gift cards
 * and amounts, with the defaults of `emptyCheckoutState` (invoice TAX_ID,
 * delivery ALLDAY, nothing chosen), then asks the server for a first
 * preview (PUT /checkout/{cartId}/preview), whose amounts and step replace
 * the cart's. A cart without lines is cartIsEmpty, without a checkout call.
 * Starting again starts over.
 */
export class StartCheckoutUseCase {
  constructor(
    private readonly store: CheckoutStore,
    private readonly cart: CartService,
    private readonly repository: CheckoutRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<CheckoutPreview> {
    const cart = await this.cart.getOrCreate();
    if (cart.items.length === 0) throw this.errors.handle(new UseCaseError('cartIsEmpty', { apiMessage: 'Tu carrito está vacío.' }), 'startCheckout');
    const state: CheckoutState = {
      ...emptyCheckoutState(cart.cart_id),
      cartItems: cart.items.map((item) => ({ item_id: item.item_id, quantity: item.quantity })),
      coupons: cart.coupons.map((coupon) => ({ code: coupon.code })),
      giftCards: cart.gift_cards.map((giftCard) => ({ number: giftCard.number })),
      amounts: {
        subTotal: cart.amount_sub_total,
        shipping: 0,
        surcharge: 0,
        giftWrap: cart.amount_gift_wrap,
        couponDiscount: cart.discount_coupons,
        giftCardDiscount: cart.discount_gift_card,
        total: cart.amount_total,
      },
      isShippingOrPickupRequired: cart.is_shipping_or_pickup_required,
    };
    this.store.start(state);
    return sendPreview(this.store, this.repository, this.errors, 'startCheckout');
  }
}

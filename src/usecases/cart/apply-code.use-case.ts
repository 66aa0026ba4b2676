import {
  alreadyApplied,
  COUPON_ERROR_MESSAGES,
  couponErrorMessage,
  recognizeCode,
  UseCaseError,
  type Cart,
  type DiscountCode,
} from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { checkedCodesBody, codesBody, sameCode } from './cart-codes';
import type { CartOptionsRepository } from './cart-options.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/**
 * Applies a discount code typed in the cart's one field (spec section 4):
 * its format says whether it is a gift card (four groups of letters,
 * 4-4-4-4 or 5-4-4-3) or a coupon. Refused without a call: nothing typed,
 * a code already applied ('Already applied': couponAppliedMultipleTimes or
 * giftCardAppliedMultipleTimes, with a Spanish message), a code over its
 * bound. Otherwise PUT /cart/{id} with the cart's full lists plus the code,
 * and the answered cart replaces the store. A coupon the server did not
 * apply (an error_code) or a gift card that is not valid is taken off again
 * (a second PUT without it: refused codes do not pile up in the cart), and
 * the call rejects with the Spanish message (the server's error_message
 * first, else the error code's), cause the coupon's error code; the store's
 * `error` carries it too. A coupon that waits for the payment card
 * (SELECT_CREDIT_CARD_TO_SEE_DISCOUNT, CARD_BANK_NOT_ALLOWED) or for signing in (LOGIN_REQUIRED) stays.
 */
export class ApplyCodeUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartOptionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(text: string): Promise<Cart> {
    const code = typeof text === 'string' ? recognizeCode(text) : null;
    if (!code)
      throw this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Escribe el código de tu cupón o de tu tarjeta de regalo.' }), 'applyCode');
    const current = this.store.cart ?? (await this.cart.getOrCreate());
    const twice = alreadyApplied(code, { coupons: current.coupons, giftCards: current.gift_cards });
    if (twice) throw this.errors.handle(new UseCaseError(twice.cause, { apiMessage: twice.message, description: twice.description }), 'applyCode');
    const body = checkedCodesBody(codesBody(current, { add: code }));
    if (body instanceof Error) throw this.errors.handle(body, 'applyCode');

    const answered = await this.cart.mutate('applyCode', (cartId) => {
      // Serialised: the cart may have changed while this waited (a double click applied the code already).
      const now = this.store.cart ?? current;
      if (alreadyApplied(code, { coupons: now.coupons, giftCards: now.gift_cards })) return Promise.resolve(now);
      return this.repository.updateCodes(cartId, { ...codesBody(now, { add: code }), cart_id: cartId });
    });
    const refusal = refusalOf(code, answered);
    if (refusal) {
      const failure = this.errors.handle(refusal, 'applyCode');
      // Said once, beside the field (the rejection carries it), then the code goes: a refused code is not a cart
      // entry, and it must not pile up or come back after sign-in. A coupon that waits for the payment card stays.
      if (!waitsForPayment(refusal.cause)) await this.letGo(code, answered);
      this.store.setError(failure);
      throw failure;
    }
    return answered;
  }

  /** Takes a refused code off the cart (PUT /cart/{id} without it). Best effort: the refusal is what the shopper reads. */
  private async letGo(code: DiscountCode, answered: Cart): Promise<void> {
    const name = code.kind === 'coupon' ? code.code : code.number;
    const held =
      code.kind === 'coupon' ? answered.coupons.some((item) => sameCode(item.code, name)) : answered.gift_cards.some((item) => sameCode(item.number, name));
    if (!held) return;
    try {
      await this.cart.mutate('applyCode', (cartId) => {
        const now = this.store.cart ?? answered;
        return this.repository.updateCodes(cartId, { ...codesBody(now, { remove: name }), cart_id: cartId });
      });
    } catch {
      // The mutation already refetched the cart and reported its own failure.
    }
  }
}

/**
 * Coupon refusals that wait for the shopper's next step: the card chosen at payment, or signing in (LOGIN_REQUIRED: the
 * coupon applies once the anonymous cart is the account's). The coupon stays, with its reason, until then.
 */
const PAYMENT_DEPENDENT = ['SELECT_CREDIT_CARD_TO_SEE_DISCOUNT', 'CARD_BANK_NOT_ALLOWED', 'LOGIN_REQUIRED'];
const waitsForPayment = (cause: string) => PAYMENT_DEPENDENT.includes(cause);

/** What the answered cart says about the code: nothing when it applied, else the error with the shopper's sentence. */
function refusalOf(code: DiscountCode, cart: Cart): UseCaseError | null {
  if (code.kind === 'coupon') {
    const coupon = cart.coupons.find((item) => sameCode(item.code, code.code));
    const message = coupon ? couponErrorMessage(coupon) : COUPON_ERROR_MESSAGES.INVALID_CODE;
    if (!message) return null;
    const errorCode = coupon ? (coupon.error_code ?? 'INVALID_CODE') : 'INVALID_CODE';
    return new UseCaseError(errorCode, { apiMessage: message, details: { code: code.code, errorCode } });
  }
  const card = cart.gift_cards.find((item) => sameCode(item.number, code.number));
  if (card?.is_valid) return null;
  const message =
    card && card.available_balance === 0
      ? 'Esta tarjeta de regalo ya no tiene saldo.'
      : 'Esta tarjeta de regalo no existe o ya no es válida. Revisa el número.';
  return new UseCaseError('NOT_ALLOWED', { apiMessage: message, details: { number: code.number } });
}

import { UseCaseError, type Cart, type UpdateCartRequest } from '../../domain';
import { CART_REQUEST_FIELD_NAMES, UpdateCartRequestSchema } from '../../domain/cart/cart-requests';
import { checkForShopper } from '../../domain/shared/request-checks';

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The body of PUT /cart/{id} that keeps the cart's codes and applies `add`
 * or takes `remove` off: the full lists, since a list given replaces the
 * cart's. Coupons that apply themselves (auto_apply) are the server's to
 * apply, so they are not sent.
 */
export function codesBody(
  cart: Cart,
  change: { add?: { kind: 'coupon'; code: string } | { kind: 'giftCard'; number: string }; remove?: string },
): UpdateCartRequest {
  const coupons = cart.coupons.filter((coupon) => !coupon.auto_apply).map((coupon) => ({ code: coupon.code }));
  const giftCards = cart.gift_cards.map((card) => ({ number: card.number }));
  if (change.add?.kind === 'coupon') coupons.push({ code: change.add.code });
  if (change.add?.kind === 'giftCard') giftCards.push({ number: change.add.number });
  const keep = (value: string) => change.remove === undefined || !same(value, change.remove);
  return {
    cart_id: cart.cart_id,
    coupons: coupons.filter((coupon) => keep(coupon.code)),
    gift_cards: giftCards.filter((card) => keep(card.number)),
  };
}

/** The body checked against the bounds the API enforces (codes' lengths, at most 10 of each): NOT_ALLOWED in Spanish when over. */
export function checkedCodesBody(body: UpdateCartRequest): UpdateCartRequest | UseCaseError {
  const checked = checkForShopper(UpdateCartRequestSchema, body, CART_REQUEST_FIELD_NAMES);
  return checked.ok ? checked.data : new UseCaseError('NOT_ALLOWED', { apiMessage: checked.message, details: checked.problem });
}

export { same as sameCode };

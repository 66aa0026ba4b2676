import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import type { DiscountOutcome } from './discount-rules';
import { couponUseMarker, giftCardDeducter } from './discount-store';

/**
 * What placing an order does to its discounts, inside the order's
 * transaction: each gift card's balance goes down by what it paid (never
 * below 0: a balance that changed since the amounts were computed refuses the
 * order), and the user's personal coupons that applied are marked used.
 * Coupons open to everybody stay usable (a first-order coupon stops applying
 * because the user now has an order).
 */
export function redeemDiscounts(db: Database, userId: number, outcome: DiscountOutcome, now: Date): void {
  const deduct = giftCardDeducter(db);
  for (const card of outcome.giftCards) {
    if (!card.isValid || card.amountCents <= 0) continue;
    if (!deduct(card.number, card.amountCents))
      throw new ApiError(400, 'NOT_ALLOWED', `El saldo de la tarjeta de regalo ${card.number} cambió. Revisa tu carrito y vuelve a intentarlo.`);
  }
  const markUsed = couponUseMarker(db);
  for (const coupon of outcome.coupons) {
    if (coupon.errorCode !== null || coupon.discountCents <= 0 || coupon.definition?.ownerUserId !== userId) continue;
    markUsed(coupon.code, userId, now.toISOString());
  }
}

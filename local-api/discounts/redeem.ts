import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import type { DiscountOutcome } from './discount-rules';

/**
 * What placing an order does to its discounts, inside the order's
 * transaction: each gift card's balance goes down by what it paid (never
 * below 0: a balance that changed since the amounts were computed refuses the
 * order), and the user's personal coupons that applied are marked used.
 * Coupons open to everybody stay usable (a first-order coupon stops applying
 * because the user now has an order).
 */
export function redeemDiscounts(db: Database, userId: number, outcome: DiscountOutcome, now: Date): void {
  const deduct = db.prepare('UPDATE gift_cards SET balance_cents = balance_cents - ? WHERE number = ? AND disabled = 0 AND balance_cents >= ?');
  for (const card of outcome.giftCards) {
    if (!card.isValid || card.amountCents <= 0) continue;
    if (deduct.run(card.amountCents, card.number, card.amountCents).changes !== 1)
      throw new ApiError(400, 'NOT_ALLOWED', `El saldo de la tarjeta de regalo ${card.number} cambió. Revisa tu carrito y vuelve a intentarlo.`);
  }
  const markUsed = db.prepare('UPDATE coupons SET used_at = ? WHERE code = ? AND owner_user_id = ? AND used_at IS NULL');
  for (const coupon of outcome.coupons) {
    if (coupon.errorCode !== null || coupon.discountCents <= 0 || coupon.definition?.ownerUserId !== userId) continue;
    markUsed.run(now.toISOString(), coupon.code, userId);
  }
}

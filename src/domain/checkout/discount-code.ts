/*
 * One field takes both discount codes; spec section 5 tells them apart by
 * format. Zod-free: the cart screen imports it.
 */

/**
 * Spec section 5: "four groups of letters separated by dashes, in 4-4-4-4
 * or 5-4-4-3 form, case-insensitive, trimmed". Letters means the 26 ASCII
 * letters: no digits (so an alphanumeric coupon of the same shape stays a
 * coupon) and no accented letters.
 */
const GIFT_CARD_FORMAT = /^(?:[A-Za-z]{4}-[A-Za-z]{4}-[A-Za-z]{4}-[A-Za-z]{4}|[A-Za-z]{5}-[A-Za-z]{4}-[A-Za-z]{4}-[A-Za-z]{3})$/;

/** A code the shopper typed, read as a gift card number or a coupon code. */
export type DiscountCode = { kind: 'giftCard'; number: string } | { kind: 'coupon'; code: string };

/** Whether `text`, trimmed, has the gift card format (in any case). */
export function isGiftCardCode(text: string): boolean {
  return GIFT_CARD_FORMAT.test(text.trim());
}

/**
 * What a typed code is: a gift card (its number canonical, upper case), a
 * coupon (trimmed, its case kept: the server decides what case means), or
 * null when nothing was typed.
 */
export function recognizeCode(text: string): DiscountCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (GIFT_CARD_FORMAT.test(trimmed)) return { kind: 'giftCard', number: trimmed.toUpperCase() };
  return { kind: 'coupon', code: trimmed };
}

/** Why a discount code is refused before any call: it is already applied. */
export interface AlreadyAppliedProblem {
  cause: 'couponAppliedMultipleTimes' | 'giftCardAppliedMultipleTimes';
  /** The catalogue's description (spec section 8), for logs. */
  description: 'Already applied';
  /** What the shopper reads. */
  message: string;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Spec section 5: a coupon or gift card applied twice is refused ('Already
 * applied'). Codes compare trimmed and case-insensitively, coupons against
 * coupons and gift cards against gift cards.
 */
export function alreadyApplied(
  code: DiscountCode,
  applied: { coupons: readonly { code: string }[]; giftCards: readonly { number: string }[] },
): AlreadyAppliedProblem | null {
  if (code.kind === 'coupon')
    return applied.coupons.some((coupon) => same(coupon.code, code.code))
      ? { cause: 'couponAppliedMultipleTimes', description: 'Already applied', message: 'Ya aplicaste este cupón.' }
      : null;
  return applied.giftCards.some((card) => same(card.number, code.number))
    ? { cause: 'giftCardAppliedMultipleTimes', description: 'Already applied', message: 'Ya aplicaste esta tarjeta de regalo.' }
    : null;
}

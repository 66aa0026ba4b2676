/*
 * Money rules in integer cents. The API speaks quetzales as numbers
 * (12.34); every sum here is done in whole cents so no float drift creeps
 * into a total. Zod-free: the checkout screens import it.
 */

/**
 * Quetzales to whole cents. `Math.round(q * 100)`, after first rounding the
 * product to 15 significant digits: 1.005 * 100 is 100.49999999999999 in
 * binary, but the server wrote 1.005, so it gives 101. Half a cent rounds away
 * from zero (so -1.005 is -101), and -0 is 0. On amounts with two decimals
 * (all the API sends) this is exactly Math.round(q * 100).
 */
export function toCents(quetzales: number): number {
  if (!Number.isFinite(quetzales)) throw new RangeError(`Not an amount: ${quetzales}`);
  const cents = Math.round(Number((Math.abs(quetzales) * 100).toPrecision(15)));
  return cents === 0 ? 0 : quetzales < 0 ? -cents : cents;
}

/** Whole cents to quetzales (1234 → 12.34), for the API. */
export function fromCents(cents: number): number {
  return cents / 100;
}

const centsOf = (quetzales: number | null | undefined) => (quetzales === null || quetzales === undefined ? 0 : toCents(quetzales));

/**
 * Spec section 7: the amount installments are quoted on is the sub total plus
 * shipping, minus the coupon and gift card discounts, in cents, never below
 * 0. A discount is a reduction whatever its sign on the wire, and a missing
 * part counts as 0.
 */
export function installmentAmountCents(parts: {
  subTotal: number;
  shipping?: number | null;
  couponDiscount?: number | null;
  giftCardDiscount?: number | null;
}): number {
  const total =
    centsOf(parts.subTotal) + centsOf(parts.shipping) - Math.abs(centsOf(parts.couponDiscount)) - Math.abs(centsOf(parts.giftCardDiscount));
  return Math.max(0, total);
}

/**
 * `totalCents` split into `count` payments of whole cents that sum to it
 * exactly: each is the total divided evenly, and the remainder cents go one
 * each to the first payments (10000 in 3 is 3334, 3333, 3333).
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Installment count must be a whole number from 1: ${count}`);
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Total must be whole non-negative cents: ${totalCents}`);
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => (i < remainder ? base + 1 : base));
}

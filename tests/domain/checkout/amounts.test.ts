import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, installmentAmountCents, splitInstallments, toCents } from '../../../src/domain/checkout/amounts';

describe('toCents and fromCents', () => {
  it('turns quetzales into whole cents without float drift', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(1_234_567.89)).toBe(123_456_789);
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(toCents(-12.5)).toBe(-1250);
  });

  // Math.round(1.005 * 100) is 100: 1.005 is stored as 1.00499999999999989…; the decimal the server wrote rounds to 101.
  it('rounds half a cent away from zero, as the decimal written', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(0.004)).toBe(0);
  });

  it('refuses what is not a finite number', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives quetzales back from cents', () => {
    expect(fromCents(1234)).toBe(12.34);
    expect(fromCents(29)).toBe(0.29);
    expect(fromCents(0)).toBe(0);
  });

  it('round-trips every whole number of cents, and agrees with Math.round(q * 100) on two-decimal amounts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const quetzales = fromCents(cents);
        expect(toCents(quetzales)).toBe(cents);
        expect(toCents(quetzales)).toBe(Math.round(quetzales * 100) || 0);
      }),
    );
  });
});

describe('installmentAmountCents (spec section 7: sub total + shipping − coupon − gift card)', () => {
  it('adds shipping and takes off both discounts, in cents', () => {
    expect(installmentAmountCents({ subTotal: 1000.1, shipping: 35.2, couponDiscount: 100.05, giftCardDiscount: 50 })).toBe(88525);
    expect(installmentAmountCents({ subTotal: 0.1, shipping: 0.2, couponDiscount: 0, giftCardDiscount: 0 })).toBe(30);
  });

  it('never goes below 0', () => {
    expect(installmentAmountCents({ subTotal: 100, shipping: 0, couponDiscount: 80, giftCardDiscount: 50 })).toBe(0);
  });

  it('reads a missing discount or shipping as 0', () => {
    expect(installmentAmountCents({ subTotal: 250, shipping: null, couponDiscount: undefined, giftCardDiscount: null })).toBe(25000);
  });

  it('takes a discount sent as a negative amount as the same discount', () => {
    expect(installmentAmountCents({ subTotal: 250, shipping: 0, couponDiscount: -25, giftCardDiscount: 0 })).toBe(22500);
  });

  it('is the exact cent sum of its parts, floored at 0 (property)', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (sub, ship, coupon, gift) => {
        const amount = installmentAmountCents({
          subTotal: fromCents(sub),
          shipping: fromCents(ship),
          couponDiscount: fromCents(coupon),
          giftCardDiscount: fromCents(gift),
        });
        expect(amount).toBe(Math.max(0, sub + ship - coupon - gift));
        expect(Number.isInteger(amount)).toBe(true);
      }),
    );
  });
});

describe('splitInstallments', () => {
  it('spreads the remainder cents over the first payments', () => {
    expect(splitInstallments(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(10001, 3)).toEqual([3334, 3334, 3333]);
    expect(splitInstallments(1200, 12)).toEqual(Array(12).fill(100));
    expect(splitInstallments(5, 10)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(splitInstallments(0, 3)).toEqual([0, 0, 0]);
    expect(splitInstallments(999, 1)).toEqual([999]);
  });

  it('refuses a count below 1, a fractional count, and a total that is not whole non-negative cents', () => {
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(100, 2.5)).toThrow(RangeError);
    expect(() => splitInstallments(-1, 3)).toThrow(RangeError);
    expect(() => splitInstallments(10.5, 3)).toThrow(RangeError);
  });

  it('always sums to the total and the payments differ by at most 1 cent, first ones largest (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1, max: 48 }), (total, count) => {
        const payments = splitInstallments(total, count);
        expect(payments).toHaveLength(count);
        expect(payments.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...payments) - Math.min(...payments)).toBeLessThanOrEqual(1);
        for (const payment of payments) expect(Number.isInteger(payment)).toBe(true);
        for (let i = 1; i < count; i++) expect(payments[i]!).toBeLessThanOrEqual(payments[i - 1]!);
      }),
    );
  });
});

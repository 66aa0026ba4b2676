import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alreadyApplied, isGiftCardCode, recognizeCode } from '../../../src/domain/checkout/discount-code';

describe('recognizeCode (spec section 5: gift card or coupon by format)', () => {
  it.each([
    ['ABCD-EFGH-IJKL-MNOP', 'ABCD-EFGH-IJKL-MNOP'],
    ['abcd-efgh-ijkl-mnop', 'ABCD-EFGH-IJKL-MNOP'],
    ['  AbCd-eFgH-iJkL-mNoP\t', 'ABCD-EFGH-IJKL-MNOP'],
    ['ABCDE-FGHI-JKLM-NOP', 'ABCDE-FGHI-JKLM-NOP'],
    ['abcde-fghi-jklm-nop', 'ABCDE-FGHI-JKLM-NOP'],
  ])('reads %j as the gift card %s', (text, number) => {
    expect(recognizeCode(text)).toEqual({ kind: 'giftCard', number });
    expect(isGiftCardCode(text)).toBe(true);
  });

  it.each([
    ['ABCD-EFGH-IJKL-MNO', 'a 4-4-4-3 shape'],
    ['ABCDE-FGHI-JKLM-NOPQ', 'a 5-4-4-4 shape'],
    ['ABCD-EFGH-IJKL', 'three groups'],
    ['ABCD-EFGH-IJKL-MNOP-QRST', 'five groups'],
    ['ABCD EFGH IJKL MNOP', 'spaces instead of dashes'],
    ['ABCD--EFGH-IJKL-MNOP', 'a doubled dash'],
    ['ABCDEFGHIJKLMNOP', 'no dashes'],
  ])('reads %j (%s) as a coupon', (text) => {
    expect(recognizeCode(text)).toEqual({ kind: 'coupon', code: text.trim() });
    expect(isGiftCardCode(text)).toBe(false);
  });

  // The spec says "four groups of letters": digits are not letters. Gift card numbers are then never
  // mistaken for alphanumeric coupons of the same shape (a "SAVE-2026-…" promotion), and the local API
  // issues letters-only gift cards. A code with a digit is sent as a coupon, and the server answers for it.
  it('takes letters only: a group with a digit makes it a coupon', () => {
    expect(recognizeCode('AB12-EFGH-IJKL-MNOP')).toEqual({ kind: 'coupon', code: 'AB12-EFGH-IJKL-MNOP' });
    expect(recognizeCode('ABCDE-FGHI-JKLM-NO9')).toEqual({ kind: 'coupon', code: 'ABCDE-FGHI-JKLM-NO9' });
    expect(recognizeCode('1234-5678-9012-3456')).toEqual({ kind: 'coupon', code: '1234-5678-9012-3456' });
  });

  it('takes ASCII letters only: accented letters make it a coupon', () => {
    expect(recognizeCode('ÑAND-EFGH-IJKL-MNOP')).toEqual({ kind: 'coupon', code: 'ÑAND-EFGH-IJKL-MNOP' });
    expect(recognizeCode('ſabc-efgh-ijkl-mnop')?.kind).toBe('coupon');
  });

  it('reads anything else that is not empty as a coupon, trimmed, keeping its case', () => {
    expect(recognizeCode('  Verano25 ')).toEqual({ kind: 'coupon', code: 'Verano25' });
    expect(recognizeCode('X')).toEqual({ kind: 'coupon', code: 'X' });
  });

  it('answers null for nothing', () => {
    expect(recognizeCode('')).toBeNull();
    expect(recognizeCode('   \n')).toBeNull();
  });

  const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
  const group = (length: number) => fc.string({ unit: letter, minLength: length, maxLength: length });
  const shape = fc.constantFrom([4, 4, 4, 4], [5, 4, 4, 3]);
  const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), maxLength: 3 });

  it('recognises a generated gift card in any case and padding, with the canonical upper-case number (property)', () => {
    fc.assert(
      fc.property(
        shape.chain((lengths) => fc.tuple(...lengths.map(group))),
        padding,
        padding,
        (groups, before, after) => {
          const code = groups.join('-');
          expect(recognizeCode(before + code + after)).toEqual({ kind: 'giftCard', number: code.toUpperCase() });
        },
      ),
    );
  });

  it('does not take a code with one group of a wrong length as a gift card (property)', () => {
    fc.assert(
      fc.property(
        shape,
        fc.nat(3),
        fc.integer({ min: 1, max: 8 }),
        fc.infiniteStream(letter),
        (lengths, which, wrong, letters) => {
          fc.pre(wrong !== lengths[which]);
          const changed = lengths.map((length, i) => (i === which ? wrong : length));
          const source = letters[Symbol.iterator]();
          const code = changed.map((length) => Array.from({ length }, () => source.next().value as string).join('')).join('-');
          expect(recognizeCode(code)).toEqual({ kind: 'coupon', code });
        },
      ),
    );
  });
});

describe('alreadyApplied (spec section 5: "Already applied")', () => {
  const applied = { coupons: [{ code: 'VERANO25' }], giftCards: [{ number: 'ABCD-EFGH-IJKL-MNOP' }] };

  it('refuses a coupon applied twice, whatever its case', () => {
    expect(alreadyApplied({ kind: 'coupon', code: 'verano25' }, applied)).toEqual({
      cause: 'couponAppliedMultipleTimes',
      description: 'Already applied',
      message: 'Ya aplicaste este cupón.',
    });
  });

  it('refuses a gift card applied twice, read from its canonical number', () => {
    const code = recognizeCode(' abcd-efgh-ijkl-mnop ');
    expect(code).not.toBeNull();
    expect(alreadyApplied(code!, applied)).toEqual({
      cause: 'giftCardAppliedMultipleTimes',
      description: 'Already applied',
      message: 'Ya aplicaste esta tarjeta de regalo.',
    });
  });

  it('lets a new code through', () => {
    expect(alreadyApplied({ kind: 'coupon', code: 'OTRO' }, applied)).toBeNull();
    expect(alreadyApplied({ kind: 'giftCard', number: 'ZZZZ-EFGH-IJKL-MNOP' }, applied)).toBeNull();
    expect(alreadyApplied({ kind: 'coupon', code: 'VERANO25' }, { coupons: [], giftCards: [] })).toBeNull();
  });

  it('does not mix the lists: a coupon with a gift card number is checked against coupons', () => {
    expect(alreadyApplied({ kind: 'coupon', code: 'ABCD-EFGH-IJKL-MNOP' }, applied)).toBeNull();
  });
});

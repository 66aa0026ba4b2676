import { describe, expect, it } from 'vitest';
import { canMix, cartProductTypes, checkCartCompatibility, PRODUCT_TYPES, type ProductType } from '../../../src/domain';

/** Spec section 4, written out again here so the test does not trust the code's own table. */
const SPEC_GROUPS: ProductType[][] = [
  ['SIMPLE', 'BOOK', 'PROMOTIONAL', 'BUNDLE'],
  ['DIGITAL', 'GIFT_CARD'],
  ['MOTORCYCLE'],
  ['VENDING'],
  ['EVENT_SEAT'],
  ['EVENT_TICKET'],
  ['SERVICES'],
];
const specAllows = (a: ProductType, b: ProductType) => SPEC_GROUPS.some((group) => group.includes(a) && group.includes(b));
const pairs = PRODUCT_TYPES.flatMap((a) => PRODUCT_TYPES.map((b) => [a, b] as const));

describe('canMix', () => {
  it('covers every product type in exactly one spec group', () => {
    expect(SPEC_GROUPS.flat().sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it.each(pairs)('answers the spec for %s with %s', (a, b) => {
    expect(canMix(a, b)).toBe(specAllows(a, b));
  });

  it('lets simple, book, promotional and bundle mix with each other', () => {
    expect(canMix('SIMPLE', 'BOOK')).toBe(true);
    expect(canMix('PROMOTIONAL', 'BUNDLE')).toBe(true);
  });

  it('lets digital and gift card mix only with each other', () => {
    expect(canMix('DIGITAL', 'GIFT_CARD')).toBe(true);
    expect(canMix('DIGITAL', 'SIMPLE')).toBe(false);
    expect(canMix('GIFT_CARD', 'BOOK')).toBe(false);
  });

  it.each(['MOTORCYCLE', 'VENDING', 'EVENT_SEAT', 'EVENT_TICKET', 'SERVICES'] as const)('lets %s mix only with its own kind', (type) => {
    expect(canMix(type, type)).toBe(true);
    expect(PRODUCT_TYPES.filter((other) => canMix(type, other))).toEqual([type]);
  });
});

describe('checkCartCompatibility', () => {
  it.each(pairs)('adding %s to a cart holding %s follows the spec', (existing, incoming) => {
    const answer = checkCartCompatibility([existing], incoming);
    if (specAllows(existing, incoming)) {
      expect(answer).toEqual({ compatible: true });
    } else {
      expect(answer.compatible).toBe(false);
      if (answer.compatible) return;
      expect(answer.cause).toBe('NOT_ALLOWED');
      expect(answer.conflictingType).toBe(existing);
      expect(answer.message).toMatch(/^No puedes combinar .+ con .+ en el mismo carrito\./);
    }
  });

  it('accepts anything into an empty cart', () => {
    for (const type of PRODUCT_TYPES) expect(checkCartCompatibility([], type)).toEqual({ compatible: true });
  });

  it('names both kinds in Spanish', () => {
    const answer = checkCartCompatibility(['GIFT_CARD'], 'MOTORCYCLE');
    expect(answer).toMatchObject({
      compatible: false,
      cause: 'NOT_ALLOWED',
      conflictingType: 'GIFT_CARD',
      message: 'No puedes combinar motocicletas con tarjetas de regalo en el mismo carrito. Completa o vacía tu carrito primero.',
    });
  });

  it('reports the first conflicting kind of a mixed cart', () => {
    const answer = checkCartCompatibility(['SIMPLE', 'BOOK', 'SERVICES'], 'DIGITAL');
    expect(answer).toMatchObject({ compatible: false, conflictingType: 'SIMPLE' });
    expect(checkCartCompatibility(['SIMPLE', 'BOOK', 'BUNDLE'], 'PROMOTIONAL')).toEqual({ compatible: true });
  });
});

describe('cartProductTypes', () => {
  it('lists the kind of each line, and nothing for no cart', () => {
    const line = (type: ProductType) => ({ product: { type } }) as never;
    expect(cartProductTypes({ items: [line('BOOK'), line('SIMPLE')] })).toEqual(['BOOK', 'SIMPLE']);
    expect(cartProductTypes(null)).toEqual([]);
  });
});

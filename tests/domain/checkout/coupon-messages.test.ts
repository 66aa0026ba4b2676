import { describe, expect, it } from 'vitest';
import { COUPON_ERROR_CODES, COUPON_ERROR_MESSAGES, couponErrorMessage, couponStatus } from '../../../src/domain/checkout/coupon-messages';

/** Spec section 8, written out again so the test does not trust the code's own list. */
const SPEC_CODES = [
  'INVALID_CODE',
  'NO_APPLICABLE_ITEMS',
  'INDIVIDUAL_USE_ONLY',
  'TOTAL_AMOUNT_TOO_LOW',
  'TOTAL_AMOUNT_TOO_HIGH',
  'TOTAL_QUANTITY_TOO_HIGH',
  'COUPON_EXPIRED',
  'ALREADY_USED',
  'USER_NOT_ALLOWED',
  'LOGIN_REQUIRED',
  'USER_NOT_ENOUGH_ORDERS',
  'CARD_BANK_NOT_ALLOWED',
  'SELECT_CREDIT_CARD_TO_SEE_DISCOUNT',
  'REQUIRED_PRODUCT_TYPE_NOT_IN_CART',
  'MOBILE_ONLY',
] as const;

describe('coupon error messages (spec section 8)', () => {
  it('knows exactly the spec codes', () => {
    expect([...COUPON_ERROR_CODES]).toEqual(SPEC_CODES);
  });

  it('has a distinct Spanish sentence for every code', () => {
    const messages = SPEC_CODES.map((code) => COUPON_ERROR_MESSAGES[code]);
    expect(new Set(messages).size).toBe(SPEC_CODES.length);
    for (const message of messages) expect(message).toMatch(/^[A-ZÁÉÍÓÚ¿¡].+[.?!]$/);
  });

  it.each([
    ['INVALID_CODE', 'Este código no existe o ya no es válido. Revísalo.'],
    ['COUPON_EXPIRED', 'Este cupón ya venció.'],
    ['LOGIN_REQUIRED', 'Ingresa a tu cuenta para usar este cupón.'],
    ['MOBILE_ONLY', 'Este cupón solo se puede usar en la app.'],
  ] as const)('says %s as %j', (code, message) => {
    expect(couponErrorMessage({ error_code: code, error_message: null })).toBe(message);
  });

  it('prefers the server error_message when present', () => {
    expect(couponErrorMessage({ error_code: 'TOTAL_AMOUNT_TOO_LOW', error_message: 'Compra mínima de Q200.00.' })).toBe('Compra mínima de Q200.00.');
    expect(couponErrorMessage({ error_code: 'TOTAL_AMOUNT_TOO_LOW', error_message: '  ' })).toBe(COUPON_ERROR_MESSAGES.TOTAL_AMOUNT_TOO_LOW);
    expect(couponErrorMessage({ error_code: null, error_message: 'Cupón pausado hoy.' })).toBe('Cupón pausado hoy.');
  });

  it('has nothing to say about a valid coupon', () => {
    expect(couponErrorMessage({ error_code: null, error_message: null })).toBeNull();
    expect(couponErrorMessage({})).toBeNull();
  });

  it('reads an unknown code as a valid coupon (spec section 5: coupon status falls back to valid)', () => {
    expect(couponStatus('SOMETHING_NEW')).toBe('VALID');
    expect(couponStatus(null)).toBe('VALID');
    expect(couponStatus('COUPON_EXPIRED')).toBe('COUPON_EXPIRED');
    expect(couponErrorMessage({ error_code: 'SOMETHING_NEW', error_message: null })).toBeNull();
  });
});

describe('coupon messages as prose', () => {
  it('are all Spanish prose a shopper may read', async () => {
    const { isSpanishProse } = await import('../../../src/domain/errors/error-catalogue');
    expect(Object.values(COUPON_ERROR_MESSAGES).filter((message) => !isSpanishProse(message))).toEqual([]);
  });
});

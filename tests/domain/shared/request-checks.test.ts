import { describe, expect, it } from 'vitest';
import { AddCartItemRequestSchema, checkAddCartItemRequest, UpdateCartRequestSchema } from '../../../src/domain/cart/cart-requests';
import { checkLoginRequest } from '../../../src/domain/session/session-requests';
import { checkRequest, describeRequestProblem, TEXT_LIMITS } from '../../../src/domain/shared/request-checks';

const body = (extra: Record<string, unknown> = {}) => ({ product_public_sku: 'SKU-1', quantity: 1, ...extra });

describe('request bounds', () => {
  it('counts characters, not UTF-16 units: 500 emoji fit a dedication, 501 do not', () => {
    expect(checkRequest(AddCartItemRequestSchema, body({ dedication: { message: '🎁'.repeat(TEXT_LIMITS.message) } })).ok).toBe(true);
    const over = checkRequest(AddCartItemRequestSchema, body({ dedication: { message: '🎁'.repeat(TEXT_LIMITS.message + 1) } }));
    expect(over).toEqual({ ok: false, problem: { field: 'dedication.message', code: 'too_big', origin: 'string', limit: 500 } });
  });

  it('trims before measuring, and never cuts', () => {
    const checked = checkRequest(AddCartItemRequestSchema, body({ dedication: { to_name: `  ${'n'.repeat(TEXT_LIMITS.name)}  ` } }));
    expect(checked.ok && checked.data.dedication?.to_name).toBe('n'.repeat(TEXT_LIMITS.name));
  });

  it('names the field of a string-or-number id that is too long, not "not a number"', () => {
    const checked = checkRequest(AddCartItemRequestSchema, body({ vending_machine_slot_id: 'S'.repeat(TEXT_LIMITS.id + 1) }));
    expect(checked).toEqual({ ok: false, problem: { field: 'vending_machine_slot_id', code: 'too_big', origin: 'string', limit: 40 } });
    expect(checkRequest(AddCartItemRequestSchema, body({ vending_machine_slot_id: 12 })).ok).toBe(true);
  });

  it('says a missing field is missing, and a list of codes over its bound too long, in Spanish', () => {
    const missing = checkRequest(AddCartItemRequestSchema, { quantity: 1 });
    expect(!missing.ok && describeRequestProblem(missing.problem, 'el campo "product_public_sku"')).toBe('falta el campo "product_public_sku".');
    const many = checkRequest(UpdateCartRequestSchema, { coupons: Array.from({ length: 11 }, () => ({ code: 'A' })) });
    expect(!many.ok && describeRequestProblem(many.problem, 'el campo "coupons"')).toBe('el campo "coupons" admite como máximo 10 elementos.');
  });

  it('gives a shopper a Spanish sentence naming the field', () => {
    expect(checkAddCartItemRequest(body({ dedication: { to_email: 'lucia' } }))).toMatchObject({
      ok: false,
      message: 'El correo de quien recibe tiene un formato que no es válido.',
    });
    expect(checkLoginRequest({ email: 'ana@tienda.test', password: 'p'.repeat(129) })).toMatchObject({
      ok: false,
      message: 'La contraseña admite como máximo 128 caracteres.',
    });
    expect(checkLoginRequest({ email: 'ana@tienda.test', password: ' con espacios ' })).toEqual({
      ok: true,
      data: { email: 'ana@tienda.test', password: ' con espacios ' },
    });
  });
});

import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartSchema } from '../../src/domain';
import { MAX_CODES_PER_REQUEST } from '../../src/domain/shared/request-checks';
import { evaluateDiscounts, isGiftCardNumber, type CouponDefinition } from '../../local-api/discounts/discount-rules';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let anon: string;
beforeEach(async () => {
  api = makeApi();
  anon = await api.anonymous();
});

/** A physical product whose price the test sets (the seed's prices are arbitrary), `index` picking a distinct one. */
function product(cents: number, index = 0, type = 'SIMPLE') {
  const row = api.db
    .prepare(
      `SELECT id, public_sku FROM products WHERE status = 'PUBLISHED' AND type = ? AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(type, index) as { id: number; public_sku: string };
  api.db.prepare('UPDATE products SET price_cents = ? WHERE id = ?').run(cents, row.id);
  return row;
}

/** A new cart of `token` holding one product priced `cents` (quantity 1). */
async function cartOf(cents: number, token = anon) {
  const created = await api.call('POST', '/cart', { token });
  const cartId = created.body.cart_id as string;
  if (cents > 0) {
    const added = await api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: product(cents).public_sku, quantity: 1 } });
    expect(added.status).toBe(200);
  }
  return cartId;
}

async function apply(cartId: string, body: unknown, token = anon) {
  return api.call('PUT', `/cart/${cartId}`, { token, body });
}

const coupons = (...codes: string[]) => ({ coupons: codes.map((code) => ({ code })) });
const giftCards = (...numbers: string[]) => ({ gift_cards: numbers.map((number) => ({ number })) });

describe('coupons and gift cards on PUT /cart/{id}', () => {
  it('takes GRANDE100 and a Q250 gift card off a Q1 200 cart: 100, 250, total 850, and keeps them on GET', async () => {
    const cartId = await cartOf(120_000);
    const res = await apply(cartId, { cart_id: cartId, ...coupons('GRANDE100'), ...giftCards('ABCD-EFGH-IJKL-MNOP') });
    expect(res.status).toBe(200);
    const cart = CartSchema.parse(res.body);
    expect(cart).toMatchObject({ amount_sub_total: 1200, discount_coupons: 100, discount_gift_card: 250, amount_total: 850, amount_until_free_shipping: 0 });
    expect(res.body.coupons).toEqual([
      {
        code: 'GRANDE100',
        discount: 100,
        error_code: null,
        error_message: null,
        requirements: ['Compra mínima de Q1,000.00.'],
        exclusions: ['No aplica a la envoltura de regalo ni al envío.'],
        discounts: [{ type: 'FIXED', value: 100, max_discount: null, description: 'Q100 de descuento en compras desde Q1,000' }],
        auto_apply: false,
      },
    ]);
    expect(res.body.gift_cards).toEqual([{ number: 'ABCD-EFGH-IJKL-MNOP', amount: 250, is_valid: true, available_balance: 250 }]);
    const again = await api.call('GET', `/cart/${cartId}`, { token: anon });
    expect(again.body).toMatchObject({ discount_coupons: 100, discount_gift_card: 250, amount_total: 850 });
    expect(again.body.coupons.map((c: { code: string }) => c.code)).toEqual(['GRANDE100']);
  });

  it('re-evaluates on every answer: below Q1 000 after an item change, GRANDE100 stays listed with TOTAL_AMOUNT_TOO_LOW and discounts nothing', async () => {
    const created = await api.call('POST', '/cart', { token: anon });
    const cartId = created.body.cart_id;
    const item = product(60_000);
    const added = await api.call('POST', `/cart/${cartId}/item`, { token: anon, body: { product_public_sku: item.public_sku, quantity: 2 } });
    expect(added.status).toBe(200);
    let res = await apply(cartId, coupons('GRANDE100'));
    expect(res.body).toMatchObject({ amount_sub_total: 1200, discount_coupons: 100, amount_total: 1100 });
    const line = res.body.items[0].item_id;
    res = await api.call('PUT', `/cart/${cartId}/item/${line}`, { token: anon, body: { quantity: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount_sub_total: 600, discount_coupons: 0, amount_total: 600 });
    expect(res.body.coupons).toHaveLength(1);
    expect(res.body.coupons[0]).toMatchObject({
      code: 'GRANDE100',
      discount: 0,
      error_code: 'TOTAL_AMOUNT_TOO_LOW',
      error_message: 'El cupón «GRANDE100» aplica a compras desde Q1,000.00. Te faltan Q400.00.',
    });
  });

  it('gives each refusal its coupon error code and a Spanish message, and discounts nothing for them', async () => {
    const cartId = await cartOf(60_000);
    const res = await apply(cartId, coupons('NOEXISTE', 'VERANO2025', 'SOLOCUENTA', 'PRIMERACOMPRA', 'GRANDE100', 'LIBROS15', 'AHORRA50', 'EXCLUSIVO20'));
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.coupons.map((c: any) => [c.code, [c.error_code, c.error_message, c.discount]]));
    expect(byCode).toEqual({
      NOEXISTE: ['INVALID_CODE', 'El cupón «NOEXISTE» no existe. Revisa que esté bien escrito.', 0],
      VERANO2025: ['COUPON_EXPIRED', 'El cupón «VERANO2025» venció el 30 de septiembre de 2025.', 0],
      SOLOCUENTA: ['LOGIN_REQUIRED', 'Inicia sesión para usar el cupón «SOLOCUENTA».', 0],
      PRIMERACOMPRA: ['LOGIN_REQUIRED', 'Inicia sesión para usar el cupón «PRIMERACOMPRA».', 0],
      GRANDE100: ['TOTAL_AMOUNT_TOO_LOW', 'El cupón «GRANDE100» aplica a compras desde Q1,000.00. Te faltan Q400.00.', 0],
      LIBROS15: ['NO_APPLICABLE_ITEMS', 'El cupón «LIBROS15» aplica solo a libros, y tu carrito no tiene ninguno.', 0],
      AHORRA50: [null, null, 50],
      EXCLUSIVO20: ['INDIVIDUAL_USE_ONLY', 'El cupón «EXCLUSIVO20» no se combina con otros cupones. Quita los demás para usarlo.', 0],
    });
    expect(res.body).toMatchObject({ discount_coupons: 50, amount_total: 550 });
  });

  it('refuses another coupon after an individual-use one, naming it', async () => {
    const cartId = await cartOf(60_000);
    const res = await apply(cartId, coupons('EXCLUSIVO20', 'AHORRA50'));
    expect(res.body.coupons.map((c: any) => [c.code, c.error_code, c.discount])).toEqual([
      ['EXCLUSIVO20', null, 120],
      ['AHORRA50', 'INDIVIDUAL_USE_ONLY', 0],
    ]);
    expect(res.body.coupons[1].error_message).toBe('El cupón «EXCLUSIVO20» no se combina con otros cupones, así que «AHORRA50» no se aplicó.');
    expect(res.body.amount_total).toBe(480);
  });

  it('answers USER_NOT_ENOUGH_ORDERS to a signed-in user without orders, ALREADY_USED for a used personal coupon', async () => {
    const ana = await api.login();
    const cartId = await cartOf(60_000, ana);
    api.db.prepare(`UPDATE coupons SET used_at = '2026-02-01T00:00:00.000Z' WHERE code = 'CUMPLEANA25'`).run();
    const res = await apply(cartId, coupons('CLIENTEFIEL', 'CUMPLEANA25'), ana);
    expect(res.body.coupons.map((c: any) => [c.code, c.error_code, c.error_message])).toEqual([
      ['CLIENTEFIEL', 'USER_NOT_ENOUGH_ORDERS', 'El cupón «CLIENTEFIEL» es para clientes con al menos 1 compra anterior.'],
      ['CUMPLEANA25', 'ALREADY_USED', 'El cupón «CUMPLEANA25» ya fue usado.'],
    ]);
    expect(res.body.amount_total).toBe(600);
  });

  it('applies a login-required coupon for a signed-in user, not for an anonymous one', async () => {
    const anonymousCart = await cartOf(60_000);
    expect((await apply(anonymousCart, coupons('SOLOCUENTA'))).body.coupons[0]).toMatchObject({ error_code: 'LOGIN_REQUIRED', discount: 0 });
    const ana = await api.login();
    const cartId = await cartOf(60_000, ana);
    const res = await apply(cartId, coupons('SOLOCUENTA', 'PRIMERACOMPRA'), ana);
    expect(res.body.coupons.map((c: any) => [c.code, c.error_code, c.discount])).toEqual([
      ['SOLOCUENTA', null, 30],
      ['PRIMERACOMPRA', null, 90],
    ]);
    expect(res.body).toMatchObject({ discount_coupons: 120, amount_total: 480 });
  });

  it("treats someone else's personal coupon as a code that does not exist", async () => {
    const carlos = await api.login('carlos@tienda.test');
    const cartId = await cartOf(60_000, carlos);
    const res = await apply(cartId, coupons('CUMPLEANA25'), carlos);
    expect(res.body.coupons[0]).toMatchObject({ code: 'CUMPLEANA25', error_code: 'INVALID_CODE', discount: 0 });
    const anonymous = await apply(await cartOf(60_000), coupons('CUMPLEANA25'));
    expect(anonymous.body.coupons[0].error_code).toBe('INVALID_CODE');
  });

  it('keeps the same code given twice (any case, spaces around) as one entry, coupons and gift cards alike', async () => {
    const cartId = await cartOf(60_000);
    const res = await apply(cartId, {
      ...coupons('AHORRA50', ' ahorra50 ', 'AhOrRa50'),
      ...giftCards('regal-otie-ndas-abc', 'REGAL-OTIE-NDAS-ABC '),
    });
    expect(res.body.coupons.map((c: any) => c.code)).toEqual(['AHORRA50']);
    expect(res.body.gift_cards).toEqual([{ number: 'REGAL-OTIE-NDAS-ABC', amount: 100, is_valid: true, available_balance: 100 }]);
    expect(res.body).toMatchObject({ discount_coupons: 50, discount_gift_card: 100, amount_total: 450 });
    const rows = api.db.prepare('SELECT COUNT(*) AS n FROM cart_discount_codes').get() as { n: number };
    expect(rows.n).toBe(2);
  });

  it('caps each gift card at its balance and at what is left to pay, in the order given', async () => {
    const cartId = await cartOf(30_000);
    const res = await apply(cartId, giftCards('REGAL-OTIE-NDAS-ABC', 'ABCD-EFGH-IJKL-MNOP', 'FELIZ-CUMP-LEAN-IOS'));
    expect(res.body.gift_cards).toEqual([
      { number: 'REGAL-OTIE-NDAS-ABC', amount: 100, is_valid: true, available_balance: 100 },
      { number: 'ABCD-EFGH-IJKL-MNOP', amount: 200, is_valid: true, available_balance: 250 },
      { number: 'FELIZ-CUMP-LEAN-IOS', amount: 0, is_valid: true, available_balance: 1000 },
    ]);
    expect(res.body).toMatchObject({ discount_gift_card: 300, amount_total: 0 });
  });

  it('marks spent, disabled, unknown and malformed gift cards invalid, paying nothing', async () => {
    const cartId = await cartOf(30_000);
    const res = await apply(cartId, giftCards('SALD-OCER-OTAR-JETA', 'ANUL-ADAS-INSA-LDOX', 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', '1234-5678-9012-3456'));
    expect(res.body.gift_cards).toEqual([
      { number: 'SALD-OCER-OTAR-JETA', amount: 0, is_valid: false, available_balance: 0 },
      { number: 'ANUL-ADAS-INSA-LDOX', amount: 0, is_valid: false, available_balance: null },
      { number: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', amount: 0, is_valid: false, available_balance: null },
      { number: '1234-5678-9012-3456', amount: 0, is_valid: false, available_balance: null },
    ]);
    expect(res.body).toMatchObject({ discount_gift_card: 0, amount_total: 300 });
  });

  it('never takes the total below 0: a Q50 coupon on a Q30 cart discounts 30, and a gift card then pays nothing', async () => {
    const cartId = await cartOf(3_000);
    const res = await apply(cartId, { ...coupons('AHORRA50'), ...giftCards('ABCD-EFGH-IJKL-MNOP') });
    expect(res.body).toMatchObject({ amount_sub_total: 30, discount_coupons: 30, discount_gift_card: 0, amount_total: 0 });
    expect(res.body.gift_cards[0]).toMatchObject({ amount: 0, is_valid: true, available_balance: 250 });
  });

  it('takes coupons off the items only (not the gift wrap); gift cards also pay the wrap', async () => {
    const cartId = await cartOf(3_000);
    const cart = (await api.call('GET', `/cart/${cartId}`, { token: anon })).body;
    await api.call('PUT', `/cart/${cartId}/item/${cart.items[0].item_id}`, { token: anon, body: { quantity: 1, gift_wrap_option_id: 'GW-BASICA' } });
    let res = await apply(cartId, coupons('AHORRA50'));
    expect(res.body).toMatchObject({ amount_sub_total: 30, amount_gift_wrap: 15, discount_coupons: 30, amount_total: 15 });
    res = await apply(cartId, giftCards('REGAL-OTIE-NDAS-ABC'));
    expect(res.body).toMatchObject({ discount_coupons: 30, discount_gift_card: 15, amount_total: 0 });
  });

  it('rounds a percentage to the cent and caps PRIMERACOMPRA at Q200', async () => {
    let res = await apply(await cartOf(123_456), coupons('BIENVENIDO10'));
    expect(res.body).toMatchObject({ discount_coupons: 123.46, amount_total: 1111.1 });
    const ana = await api.login();
    res = await apply(await cartOf(200_000, ana), coupons('PRIMERACOMPRA'), ana);
    expect(res.body.coupons[0]).toMatchObject({ code: 'PRIMERACOMPRA', discount: 200, discounts: [{ type: 'PERCENTAGE', value: 15, max_discount: 200 }] });
    // 2 000 − 200 coupon − 75 PROMOCUENTA, which applies itself to a signed-in cart from Q1 500.
    expect(res.body.amount_total).toBe(1725);
  });

  it('applies the automatic promotion by itself when its condition holds, and lists it only then', async () => {
    const ana = await api.login();
    const cartId = await cartOf(160_000, ana);
    let res = await api.call('GET', `/cart/${cartId}`, { token: ana });
    expect(res.body.coupons).toEqual([expect.objectContaining({ code: 'PROMOCUENTA', discount: 75, error_code: null, auto_apply: true })]);
    expect(res.body).toMatchObject({ discount_coupons: 75, amount_total: 1525 });
    // An individual-use coupon leaves no room for it.
    res = await apply(cartId, coupons('EXCLUSIVO20'), ana);
    expect(res.body.coupons.map((c: any) => c.code)).toEqual(['EXCLUSIVO20']);
    expect(res.body.discount_coupons).toBe(320);
    // Anonymous, or below Q1 500: not there at all.
    expect((await api.call('GET', `/cart/${await cartOf(160_000)}`, { token: anon })).body.coupons).toEqual([]);
    expect((await api.call('GET', `/cart/${await cartOf(100_000, ana)}`, { token: ana })).body.coupons).toEqual([]);
  });

  it('counts free shipping on the sub total after coupons, not after gift cards', async () => {
    const cartId = await cartOf(52_000);
    let res = await apply(cartId, giftCards('ABCD-EFGH-IJKL-MNOP'));
    expect(res.body.amount_until_free_shipping).toBe(0);
    res = await apply(cartId, coupons('AHORRA50'));
    expect(res.body).toMatchObject({ discount_coupons: 50, discount_gift_card: 250, amount_total: 220, amount_until_free_shipping: 30 });
  });

  it('replaces a list that is given, keeps one left out, and empties one given as []', async () => {
    const cartId = await cartOf(60_000);
    await apply(cartId, { ...coupons('AHORRA50'), ...giftCards('REGAL-OTIE-NDAS-ABC') });
    let res = await apply(cartId, coupons('BIENVENIDO10'));
    expect(res.body.coupons.map((c: any) => c.code)).toEqual(['BIENVENIDO10']);
    expect(res.body.gift_cards.map((g: any) => g.number)).toEqual(['REGAL-OTIE-NDAS-ABC']);
    res = await apply(cartId, { coupons: [], gift_cards: null });
    expect(res.body.coupons).toEqual([]);
    expect(res.body.gift_cards).toHaveLength(1);
    expect(res.body).toMatchObject({ discount_coupons: 0, discount_gift_card: 100, amount_total: 500 });
  });

  it('computes amounts on the server only: a discount or total in the body changes nothing', async () => {
    const cartId = await cartOf(60_000);
    const res = await apply(cartId, {
      coupons: [{ code: 'AHORRA50', discount: 600 }],
      gift_cards: [{ number: 'REGAL-OTIE-NDAS-ABC', amount: 600, available_balance: 9999 }],
      discount_coupons: 600,
      amount_total: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discount_coupons: 50, discount_gift_card: 100, amount_total: 450 });
    expect((api.db.prepare(`SELECT balance_cents FROM gift_cards WHERE number = 'REGAL-OTIE-NDAS-ABC'`).get() as any).balance_cents).toBe(10_000);
  });

  it("answers another session's cart like a missing one and stores nothing on it", async () => {
    const cartId = await cartOf(60_000);
    const intruder = await api.anonymous();
    const res = await apply(cartId, { cart_id: cartId, ...coupons('AHORRA50') }, intruder);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM cart_discount_codes').get() as { n: number }).n).toBe(0);
  });

  it('refuses garbage bodies with a 400 and a Spanish message, never a 500', async () => {
    const cartId = await cartOf(60_000);
    const cases: [unknown, RegExp][] = [
      [{ coupons: 'AHORRA50' }, /cupones|coupons/],
      [{ coupons: [{ code: 50 }] }, /coupons/],
      [{ coupons: [{}] }, /coupons/],
      [{ gift_cards: [{ number: { a: 1 } }] }, /gift_cards/],
      [coupons(...Array.from({ length: MAX_CODES_PER_REQUEST + 1 }, (_, i) => `COD${i}`)), /coupons/],
      [giftCards(...Array.from({ length: MAX_CODES_PER_REQUEST + 1 }, () => 'ABCD-EFGH-IJKL-MNOP')), /gift_cards/],
      [{ cart_id: 'otro-carrito-distinto' }, /cart_id/],
      [[1, 2], /cuerpo/],
    ];
    for (const [body, field] of cases) {
      const res = await apply(cartId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toMatch(/^La solicitud no es válida/);
      expect(res.body.message).toMatch(field);
    }
    const raw = await api.call('PUT', `/cart/${cartId}`, { token: anon, raw: '{"coupons": [' });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el cuerpo no es JSON válido.' });
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM cart_discount_codes').get() as { n: number }).n).toBe(0);
  });
});

describe('GET /user/coupon/', () => {
  it("lists the signed-in user's usable coupons, evaluated against the given cart", async () => {
    const ana = await api.login();
    const cartId = await cartOf(60_000, ana);
    const res = await api.call('GET', `/user/coupon/?cart_id=${cartId}`, { token: ana });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ code: 'CUMPLEANA25', discount: 25, error_code: null, auto_apply: false, requirements: expect.arrayContaining(['Inicia sesión con tu cuenta.']) }),
    ]);
    const used = await apply(cartId, coupons('cumpleana25'), ana);
    expect(used.body).toMatchObject({ discount_coupons: 25, amount_total: 575 });
  });

  it('shows carlos none of ana\'s, answers 403 to an anonymous session and 404 for a cart that is not the user\'s', async () => {
    const carlos = await api.login('carlos@tienda.test');
    expect((await api.call('GET', '/user/coupon/', { token: carlos })).body).toEqual([]);
    const anonymous = await api.call('GET', '/user/coupon/', { token: anon });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
    const ana = await api.login();
    const foreign = await api.call('GET', `/user/coupon/?cart_id=${await cartOf(1_000, carlos)}`, { token: ana });
    expect(foreign.status).toBe(404);
    expect(foreign.body.cause).toBe('notFound');
  });

  it('leaves out used and expired coupons', async () => {
    const ana = await api.login();
    api.db.prepare(`UPDATE coupons SET valid_until = '2026-03-01T00:00:00.000Z' WHERE code = 'CUMPLEANA25'`).run();
    expect((await api.call('GET', '/user/coupon/', { token: ana })).body).toEqual([]);
  });
});

describe('the discount rules (pure)', () => {
  const base: CouponDefinition = {
    code: 'X',
    kind: 'FIXED',
    value: 0,
    description: '',
    minSubTotalCents: null,
    maxDiscountCents: null,
    productTypes: null,
    loginRequired: false,
    maxPreviousOrders: null,
    minPreviousOrders: null,
    individualUse: false,
    autoApply: false,
    validUntil: null,
    ownerUserId: null,
    used: false,
  };
  const ctx = (subTotalCents: number, extra: Partial<Parameters<typeof evaluateDiscounts>[0]['ctx']> = {}) => ({
    userId: 7,
    previousOrders: () => 0,
    now: new Date('2026-03-02T15:00:00Z'),
    lines: [{ type: 'SIMPLE' as const, cents: subTotalCents }],
    subTotalCents,
    giftWrapCents: 0,
    ...extra,
  });

  it('refuses a first-order coupon to a user with an order, with USER_NOT_ALLOWED', () => {
    const first = { ...base, code: 'PRIMERACOMPRA', kind: 'PERCENTAGE' as const, value: 15, loginRequired: true, maxPreviousOrders: 0 };
    const outcome = evaluateDiscounts({
      requestedCoupons: ['PRIMERACOMPRA'],
      findCoupon: () => first,
      autoCoupons: [],
      giftCards: [],
      ctx: ctx(100_000, { previousOrders: () => 1 }),
    });
    expect(outcome.coupons[0]).toMatchObject({ errorCode: 'USER_NOT_ALLOWED', errorMessage: 'El cupón «PRIMERACOMPRA» es solo para tu primera compra.', discountCents: 0 });
    expect(outcome.totalCents).toBe(100_000);
  });

  it('recognises the two gift card formats of spec section 5 only', () => {
    for (const ok of ['ABCD-EFGH-IJKL-MNOP', ' regal-otie-ndas-abc ']) expect(isGiftCardNumber(ok)).toBe(true);
    for (const bad of ['ABCD-EFGH-IJKL-MNO', 'ABCDE-FGHI-JKLM-NOPQ', '1234-5678-9012-3456', 'ÁBCD-EFGH-IJKL-MNOP', 'ABCDEFGHIJKLMNOP']) expect(isGiftCardNumber(bad)).toBe(false);
  });

  it('never gives a negative total, never discounts more than the sub total, never spends more than a balance (property)', () => {
    const coupon = fc.record({
      kind: fc.constantFrom('PERCENTAGE' as const, 'FIXED' as const),
      value: fc.integer({ min: 0, max: 500_000 }),
      maxDiscountCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      individualUse: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(coupon, { maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 }),
        (subTotal, wrap, defs, balances) => {
          const named = defs.map((d, i) => ({ ...base, ...d, code: `C${i}`, value: d.kind === 'PERCENTAGE' ? d.value % 101 : d.value }));
          const cards = balances.map((balance, i) => ({
            number: `ABCD-EFGH-IJKL-MNO${String.fromCharCode(65 + i)}`,
            record: { number: '', balanceCents: balance, disabled: false },
          }));
          const out = evaluateDiscounts({
            requestedCoupons: named.map((d) => d.code),
            findCoupon: (code) => named.find((d) => d.code === code),
            autoCoupons: [],
            giftCards: cards,
            ctx: { ...ctx(subTotal), giftWrapCents: wrap },
          });
          expect(out.totalCents).toBeGreaterThanOrEqual(0);
          expect(out.couponCents).toBeLessThanOrEqual(subTotal);
          expect(out.couponCents + out.giftCardCents).toBeLessThanOrEqual(subTotal + wrap);
          expect(out.totalCents).toBe(subTotal + wrap - out.couponCents - out.giftCardCents);
          out.giftCards.forEach((card, i) => expect(card.amountCents).toBeLessThanOrEqual(balances[i]!));
          expect(out.coupons.reduce((sum, c) => sum + c.discountCents, 0)).toBe(out.couponCents);
          for (const c of out.coupons) expect(Number.isInteger(c.discountCents)).toBe(true);
        },
      ),
    );
  });
});

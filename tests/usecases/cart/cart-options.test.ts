import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COUPON_ERROR_MESSAGES } from '../../../src';
import { failureOf } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { bodyOf } from '../addresses/signed-in-harness';
import { cartClient } from './cart-harness';
import { cartOptionHandlers, cartWithOptions, wireCoupon } from './cart-options-harness';

setupMsw();

/** A started client with cart-7 loaded, and the cart option endpoints. */
async function withCart(overrides: Parameters<typeof cartWithOptions>[0] = {}) {
  const harness = await cartClient({ cart: cartWithOptions(overrides), load: true });
  server.use(...cartOptionHandlers(harness.carts));
  return harness;
}

describe('tienda.cart.applyCode', () => {
  it('recognises a coupon and sends PUT /cart/{id} with the full lists; the answered cart replaces the store', async () => {
    const { client } = await withCart({ gift_cards: [{ number: 'ABCD-EFGH-IJKL-MNOP', amount: 100, is_valid: true, available_balance: 100 }] });
    let notified = 0;
    client.cart.store.subscribe(() => notified++);
    const answered = await client.cart.applyCode('  BIENVENIDA ');
    expect(requests.describe()).toBe('PUT /cart/cart-7');
    expect(await bodyOf(requests.single('PUT', '/cart/cart-7'))).toEqual({
      cart_id: 'cart-7',
      coupons: [{ code: 'BIENVENIDA' }],
      gift_cards: [{ number: 'ABCD-EFGH-IJKL-MNOP' }],
    });
    expect(answered.coupons.map((coupon) => [coupon.code, coupon.discount, coupon.error_code])).toEqual([['BIENVENIDA', 10, null]]);
    expect(client.cart.store.cart).toEqual(answered);
    expect(client.cart.store.getSnapshot().error).toBeNull();
    expect(notified).toBeGreaterThanOrEqual(2); // updating, then the answered cart
  });

  it('recognises a gift card by its format (4-4-4-4 or 5-4-4-3 letters), in capitals; letters and digits stay a coupon', async () => {
    const { client } = await withCart();
    await client.cart.applyCode('abcd-efgh-ijkl-mnop');
    expect(await bodyOf(requests.single('PUT', '/cart/cart-7'))).toEqual({ cart_id: 'cart-7', coupons: [], gift_cards: [{ number: 'ABCD-EFGH-IJKL-MNOP' }] });
    requests.clear();
    await failureOf(client.cart.applyCode('ABCD-EFGH-IJKL-MN0P'));
    expect(await bodyOf(requests.filter('PUT', '/cart/cart-7')[0]!)).toEqual({
      cart_id: 'cart-7',
      coupons: [{ code: 'ABCD-EFGH-IJKL-MN0P' }],
      gift_cards: [{ number: 'ABCD-EFGH-IJKL-MNOP' }],
    });
  });

  it("refuses the same coupon or gift card twice with 'Already applied', in Spanish, without a request", async () => {
    const { client, errors } = await withCart({
      coupons: [wireCoupon('BIENVENIDA')],
      gift_cards: [{ number: 'ABCD-EFGH-IJKL-MNOP', amount: 100, is_valid: true, available_balance: 100 }],
    });
    const coupon = await failureOf(client.cart.applyCode(' bienvenida'));
    expect([coupon.cause, coupon.description, coupon.userMessage]).toEqual(['couponAppliedMultipleTimes', 'Already applied', 'Ya aplicaste este cupón.']);
    const card = await failureOf(client.cart.applyCode('abcd-efgh-ijkl-mnop'));
    expect([card.cause, card.description, card.userMessage]).toEqual([
      'giftCardAppliedMultipleTimes',
      'Already applied',
      'Ya aplicaste esta tarjeta de regalo.',
    ]);
    expect(requests.total).toBe(0);
    expect(errors.map((error) => error.cause)).toEqual(['couponAppliedMultipleTimes', 'giftCardAppliedMultipleTimes']);
  });

  it('refuses nothing typed and a code over its bound, without a request', async () => {
    const { client } = await withCart();
    expect((await failureOf(client.cart.applyCode('   '))).userMessage).toBe('Escribe el código de tu cupón o de tu tarjeta de regalo.');
    const long = await failureOf(client.cart.applyCode('X'.repeat(41)));
    expect([long.cause, long.userMessage]).toEqual(['NOT_ALLOWED', 'El código del cupón admite como máximo 40 caracteres.']);
    expect(requests.total).toBe(0);
  });

  it('reports a coupon the server answers with an error_code in Spanish, then takes it off the cart: refused codes do not pile up', async () => {
    const { client, errors } = await withCart({ coupons: [wireCoupon('BIENVENIDA')] });
    const failure = await failureOf(client.cart.applyCode('VENCIDO'));
    expect([failure.cause, failure.userMessage]).toEqual(['COUPON_EXPIRED', COUPON_ERROR_MESSAGES.COUPON_EXPIRED]);
    expect(failure.userMessage).toBe('Este cupón ya venció.');
    expect(errors.map((error) => error.cause)).toEqual(['COUPON_EXPIRED']);
    expect(requests.describe()).toBe('PUT /cart/cart-7, PUT /cart/cart-7');
    const [applied, letGo] = requests.filter('PUT', '/cart/cart-7');
    expect(await bodyOf(applied!)).toEqual({ cart_id: 'cart-7', coupons: [{ code: 'BIENVENIDA' }, { code: 'VENCIDO' }], gift_cards: [] });
    expect(await bodyOf(letGo!)).toEqual({ cart_id: 'cart-7', coupons: [{ code: 'BIENVENIDA' }], gift_cards: [] });
    const state = client.cart.store.getSnapshot();
    expect(state.cart?.coupons.map((coupon) => [coupon.code, coupon.error_code])).toEqual([['BIENVENIDA', null]]);
    expect(state.cart?.items).toHaveLength(2);
    expect(state).toMatchObject({ status: 'ready', updating: false, error: { cause: 'COUPON_EXPIRED' } });
  });

  it('takes a refused gift card off the cart too, and keeps a coupon that waits for the payment card', async () => {
    const { client } = await withCart();
    const card = await failureOf(client.cart.applyCode('VACIA-ABCD-EFGH-IJK'));
    expect(card.userMessage).toBe('Esta tarjeta de regalo ya no tiene saldo.');
    expect(requests.describe()).toBe('PUT /cart/cart-7, PUT /cart/cart-7');
    expect(await bodyOf(requests.filter('PUT', '/cart/cart-7')[1]!)).toEqual({ cart_id: 'cart-7', coupons: [], gift_cards: [] });
    expect(client.cart.store.cart?.gift_cards).toEqual([]);

    requests.clear();
    const bank = await failureOf(client.cart.applyCode('CONBANCO'));
    expect(bank.cause).toBe('SELECT_CREDIT_CARD_TO_SEE_DISCOUNT');
    expect(requests.describe()).toBe('PUT /cart/cart-7');
    expect(client.cart.store.cart?.coupons.map((coupon) => coupon.code)).toEqual(['CONBANCO']);
  });

  it('keeps a coupon that waits for the shopper to sign in (it applies once the cart is the account’s)', async () => {
    const { client } = await withCart();
    const login = await failureOf(client.cart.applyCode('CONCUENTA'));
    expect([login.cause, login.userMessage]).toEqual(['LOGIN_REQUIRED', 'Ingresa a tu cuenta para usar este cupón.']);
    expect(requests.describe()).toBe('PUT /cart/cart-7');
    expect(client.cart.store.cart?.coupons.map((coupon) => coupon.code)).toEqual(['CONCUENTA']);
  });

  it("prefers the server's error_message to the code's sentence", async () => {
    const { client } = await withCart();
    const failure = await failureOf(client.cart.applyCode('NOEXISTE'));
    expect([failure.cause, failure.userMessage]).toEqual(['INVALID_CODE', 'El cupón «NOEXISTE» no existe. Revisa que esté bien escrito.']);
  });

  it('says so when a gift card has no balance left', async () => {
    const { client } = await withCart();
    const failure = await failureOf(client.cart.applyCode('VACIA-ABCD-EFGH-IJK'));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'Esta tarjeta de regalo ya no tiene saldo.']);
  });

  it('does not send coupons that apply themselves', async () => {
    const { client } = await withCart({ coupons: [wireCoupon('PROMO-ENVIO', { auto_apply: true, error_code: null, discount: 5 })] });
    await client.cart.applyCode('BIENVENIDA');
    expect(await bodyOf(requests.single('PUT', '/cart/cart-7'))).toMatchObject({ coupons: [{ code: 'BIENVENIDA' }] });
  });

  it('refetches the cart when PUT /cart/{id} fails (spec section 4)', async () => {
    const { client } = await withCart();
    server.use(http.put(url('/cart/cart-7'), () => HttpResponse.json(apiError('apiCallFailed', 'Algo falló.'), { status: 500 })));
    const failure = await failureOf(client.cart.applyCode('BIENVENIDA'));
    expect(failure.cause).toBe('apiCallFailed');
    expect(requests.describe()).toBe('PUT /cart/cart-7, GET /cart/cart-7');
    expect(client.cart.store.cart?.coupons).toEqual([]);
  });
});

describe('tienda.cart.removeCode', () => {
  it('sends the lists without the code', async () => {
    const { client } = await withCart({ coupons: [wireCoupon('BIENVENIDA')] });
    const answered = await client.cart.removeCode('bienvenida');
    expect(await bodyOf(requests.single('PUT', '/cart/cart-7'))).toEqual({ cart_id: 'cart-7', coupons: [], gift_cards: [] });
    expect(answered.coupons).toEqual([]);
  });

  it('refuses a code the cart does not have with notFound, without a request', async () => {
    const { client } = await withCart();
    const failure = await failureOf(client.cart.removeCode('OTRO'));
    expect([failure.cause, failure.userMessage]).toEqual(['notFound', 'Ese código no está aplicado en tu carrito.']);
    expect(requests.total).toBe(0);
  });
});

describe('tienda.cart gift wrap and dedication', () => {
  it('chooses a gift wrap with PUT /cart/{id}/item/{itemId}, keeping the quantity', async () => {
    const { client } = await withCart();
    const answered = await client.cart.setGiftWrap({ itemId: 'item-SKU-SIMPLE', giftWrapOptionId: 'gw-1' });
    expect(await bodyOf(requests.single('PUT', '/cart/cart-7/item/item-SKU-SIMPLE'))).toEqual({
      item_id: 'item-SKU-SIMPLE',
      quantity: 2,
      gift_wrap_option_id: 'gw-1',
    });
    expect(answered.items.find((item) => item.item_id === 'item-SKU-SIMPLE')?.gift_wrap_option_id).toBe('gw-1');
  });

  it('refuses a gift wrap the line does not offer, without a request', async () => {
    const { client } = await withCart();
    const failure = await failureOf(client.cart.setGiftWrap({ itemId: 'item-SKU-SIMPLE', giftWrapOptionId: 'gw-9' }));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'Esa envoltura de regalo no está disponible para este producto.']);
    expect(requests.total).toBe(0);
  });

  it('writes a dedication on a digital line, trimmed', async () => {
    const { client } = await withCart();
    const dedication = { from_name: ' Ana ', to_name: 'Bea', to_email: 'bea@example.com', message: '¡Feliz cumpleaños!' };
    const answered = await client.cart.setDedication({ itemId: 'item-SKU-DIGITAL', dedication });
    expect(await bodyOf(requests.single('PUT', '/cart/cart-7/item/item-SKU-DIGITAL'))).toEqual({
      item_id: 'item-SKU-DIGITAL',
      quantity: 1,
      dedication: { from_name: 'Ana', to_name: 'Bea', to_email: 'bea@example.com', message: '¡Feliz cumpleaños!' },
    });
    expect(answered.items.find((item) => item.item_id === 'item-SKU-DIGITAL')?.dedication).toMatchObject({ to_name: 'Bea' });
  });

  it('refuses, without a request, a dedication on a physical line, a message over 500 characters and a to_email that is not an email', async () => {
    const { client } = await withCart();
    const physical = await failureOf(client.cart.setDedication({ itemId: 'item-SKU-SIMPLE', dedication: { message: 'Hola' } }));
    expect([physical.cause, physical.userMessage]).toEqual(['NOT_ALLOWED', 'Solo los productos digitales y las tarjetas de regalo llevan dedicatoria.']);
    const long = await failureOf(client.cart.setDedication({ itemId: 'item-SKU-DIGITAL', dedication: { message: 'a'.repeat(501) } }));
    expect(long.userMessage).toBe('El mensaje de la dedicatoria admite como máximo 500 caracteres.');
    const email = await failureOf(client.cart.setDedication({ itemId: 'item-SKU-DIGITAL', dedication: { to_email: 'bea-en-example' } }));
    expect(email.userMessage).toBe('El correo de quien recibe tiene un formato que no es válido.');
    expect(requests.total).toBe(0);
  });

  it('refetches the cart when the line update fails (spec section 4)', async () => {
    const { client } = await withCart();
    server.use(http.put(url('/cart/cart-7/item/item-SKU-DIGITAL'), () => HttpResponse.json(apiError('apiCallFailed'), { status: 500 })));
    await failureOf(client.cart.setDedication({ itemId: 'item-SKU-DIGITAL', dedication: { to_name: 'Bea' } }));
    expect(requests.describe()).toBe('PUT /cart/cart-7/item/item-SKU-DIGITAL, GET /cart/cart-7');
  });
});

describe('tienda.cart suggestions, pickup options and delivery estimate', () => {
  it('reads cross-sell (a list) and for-you (a listing object) as products', async () => {
    const { client } = await withCart();
    expect((await client.cart.crossSell()).map((product) => product.public_sku)).toEqual(['SKU-BOOK']);
    expect((await client.cart.forYou()).map((product) => product.public_sku)).toEqual(['SKU-DIGITAL']);
    expect(requests.describe()).toBe('GET /cart/cart-7/cross_sell, GET /cart/cart-7/for_you');
  });

  it("lists the cart's pickup options with their hours as HH:MM", async () => {
    const { client } = await withCart();
    const [option] = await client.cart.pickupOptions();
    expect(requests.describe()).toBe('GET /cart/cart-7/pickup_options');
    expect(option!.hoursText).toBe('Lunes a viernes, de 08:00 a 17:30; sábado, de 09:00 a 13:00; domingo, cerrado.');
  });

  it('estimates delivery by address, by place (checked and normalised) or by pickup option', async () => {
    const { client } = await withCart();
    const estimate = await client.cart.deliveryEstimate({ addressId: 'addr-1' });
    expect(estimate.delivery_option).toMatchObject({ id: 'standard', cost: 35 });
    await client.cart.deliveryEstimate({ city: 'coban', state: 'AV' });
    await client.cart.deliveryEstimate({ pickupOptionId: 3 });
    const queries = requests.filter('GET', '/cart/cart-7/delivery_estimate').map((entry) => Object.fromEntries(entry.query));
    expect(queries).toEqual([{ address_id: 'addr-1' }, { city: 'Cobán', state: 'AV' }, { pickup_option_id: '3' }]);
  });

  it('refuses a place that is not a municipality of the department (invalidAddress) and an input of no form, without a request', async () => {
    const { client } = await withCart();
    const place = await failureOf(client.cart.deliveryEstimate({ city: 'Atlantis', state: 'GU' }));
    expect([place.cause, place.description, place.userMessage]).toEqual([
      'invalidAddress',
      'Invalid city name Atlantis',
      '«Atlantis» no es un municipio de Guatemala. Elige uno de la lista.',
    ]);
    const none = await failureOf(client.cart.deliveryEstimate({} as never));
    expect(none.cause).toBe('NOT_ALLOWED');
    expect(requests.total).toBe(0);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '../../src/domain/checkout/amounts';
import { CheckoutPreviewSchema, DeliveryOptionSchema, PickupOptionSchema } from '../../src/domain/checkout/checkout';
import { InstallmentOptionListSchema, PaymentOptionListSchema } from '../../src/domain/checkout/payment-flow';
import { CHEAP, DEAR, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, newCard } from './checkout-support';

const api = makeCheckoutApi();
let ana: string;
let carlos: string;
let antigua: string;
let houston: string;

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
  const address = (body: object) => api.call('POST', '/address', { token: ana, body: { first_name: 'Ana', last_name: 'López', phone: '5550 1234', street: '1a calle 2-3', ...body } });
  antigua = (await address({ city: 'Antigua Guatemala', state: 'SA', country: 'GT' })).body.id;
  houston = (await address({ city: 'Houston', state: 'TX', country: 'US', phone: '+1 713 555 0100' })).body.id;
});
beforeEach(() => closeOpenCarts(api));

const preview = (token: string, cartId: string, body: object) => api.call('PUT', `/checkout/${cartId}/preview`, { token, body });

describe('GET /checkout/{cartId}/shipping_option/delivery and /pickup', () => {
  it('costs by where the address is: Guatemala City < other departments < the United States; time ranges only in the city', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const options = async (id: string) => {
      const res = await api.call('GET', `/checkout/${cartId}/shipping_option/delivery?address_id=${id}`, { token: ana });
      expect(res.status).toBe(200);
      return res.body.map((o: unknown) => DeliveryOptionSchema.parse(o));
    };
    const city = await options('demo-ana-casa');
    const dept = await options(antigua);
    const us = await options(houston);
    expect(city.map((o: { id: string }) => o.id)).toEqual(['STANDARD', 'EXPRESS']);
    expect(city[0].cost).toBeLessThan(dept[0].cost);
    expect(dept[0].cost).toBeLessThan(us[0].cost);
    expect(city[0].is_time_range_supported).toBe(true);
    expect(dept[0].is_time_range_supported).toBe(false);
    expect(city[1].is_express).toBe(true);
    expect(city[0].expected_delivery_date_range_text).toMatch(/^Llega (el|entre el) (lunes|martes|miércoles|jueves|viernes|sábado) \d+/);
  });

  it('standard delivery is free in Guatemala from Q500 of sub total after coupons, never to the US', async () => {
    const { cartId } = await cartWith(api, ana, DEAR);
    const city = (await api.call('GET', `/checkout/${cartId}/shipping_option/delivery?address_id=demo-ana-casa`, { token: ana })).body;
    expect(city[0]).toMatchObject({ cost: 0, subtitle: 'Envío gratis' });
    expect(city[1].cost).toBeGreaterThan(0);
    const us = (await api.call('GET', `/checkout/${cartId}/shipping_option/delivery?address_id=${houston}`, { token: ana })).body;
    expect(us[0].cost).toBe(250);
  });

  it('refuses anonymous sessions, a missing address_id and someone else’s address', async () => {
    const { cartId } = await cartWith(api, carlos, CHEAP);
    expect((await api.call('GET', `/checkout/${cartId}/shipping_option/delivery?address_id=demo-ana-casa`, { token: carlos })).status).toBe(404);
    expect((await api.call('GET', `/checkout/${cartId}/shipping_option/delivery`, { token: carlos })).body.cause).toBe('apiCallFailed');
    const anonymous = await api.anonymous();
    const own = await cartWith(api, anonymous, CHEAP);
    expect((await api.call('GET', `/checkout/${own.cartId}/shipping_option/delivery?address_id=x`, { token: anonymous })).body.cause).toBe('onlyAnonymousTokenFound');
  });

  it('pickup options are the visible locations (a restricted one only for who added it)', async () => {
    const mine = await cartWith(api, ana, CHEAP);
    const anas = (await api.call('GET', `/checkout/${mine.cartId}/shipping_option/pickup`, { token: ana })).body;
    anas.forEach((o: unknown) => PickupOptionSchema.parse(o));
    expect(anas.map((o: { public_id: string }) => o.public_id)).not.toContain('gt-bodega-zona-12');
    const theirs = await cartWith(api, carlos, CHEAP);
    const carloss = (await api.call('GET', `/checkout/${theirs.cartId}/shipping_option/pickup`, { token: carlos })).body;
    expect(carloss.map((o: { public_id: string }) => o.public_id)).toContain('gt-bodega-zona-12');
  });
});

describe('GET /checkout/{cartId}/payment_option and installments', () => {
  it('offers COD, deposit and cards; COD disabled (saying why) for a US address or over Q5,000; card methods absent when blocked', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const methods = async (query = '', token = ana, id = cartId) => PaymentOptionListSchema.parse((await api.call('GET', `/checkout/${id}/payment_option${query}`, { token })).body);
    const plain = await methods();
    expect(plain.map((o) => o.payment_method)).toEqual(['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'VANA_PAY']);
    expect(plain.find((o) => o.payment_method === 'COD')!.is_disabled).toBe(false);
    expect(plain.find((o) => o.payment_method === 'CARD_INSTALLMENTS')).toMatchObject({ is_disabled: true, description: expect.stringMatching(/^Las cuotas están disponibles en compras desde Q\s1,000\.00\.$/) });
    const us = await methods(`?address_id=${houston}`);
    expect(us.find((o) => o.payment_method === 'COD')).toMatchObject({ is_disabled: true, description: 'El pago contra entrega no está disponible para envíos a Estados Unidos.' });
    const dear = await cartWith(api, ana, DEAR, 2);
    expect((await methods('', ana, dear.cartId)).find((o) => o.payment_method === 'COD')!.is_disabled).toBe(true);

    api.db.prepare("UPDATE users SET is_cc_payment_blocked = 1 WHERE email = 'ana@tienda.test'").run();
    try {
      expect((await methods()).map((o) => o.payment_method)).toEqual(['COD', 'BANK_DEPOSIT', 'VANA_PAY']);
      const res = await preview(ana, cartId, checkoutBody(cartId, { payment_method: 'CARD', existing_card_id: 'card_demo_ana_visa' }));
      expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.' });
    } finally {
      api.db.prepare("UPDATE users SET is_cc_payment_blocked = 0 WHERE email = 'ana@tienda.test'").run();
    }
  });

  it('installments per bank (3, 6, 10, 12), by BIN, each plan summing exactly to its total in cents', async () => {
    const { cartId } = await cartWith(api, ana, DEAR);
    const all = InstallmentOptionListSchema.parse((await api.call('GET', '/installment_option?amount=1234.57')).body);
    expect(new Set(all.map((p) => p.bank_name))).toEqual(new Set(['Banco Industrial', 'BAM', 'Banrural', 'G&T Continental']));
    expect([...new Set(all.map((p) => p.installments))]).toEqual([3, 6, 10, 12]);
    const raw = (await api.call('GET', '/installment_option?amount=1234.57')).body as { installment_amounts: number[]; total_amount: number; subtotal_amount: number; surcharge: number; installment_amount: number }[];
    for (const plan of raw) {
      expect(plan.installment_amounts.reduce((sum, q) => sum + toCents(q), 0)).toBe(toCents(plan.total_amount));
      expect(toCents(plan.subtotal_amount) + toCents(plan.surcharge)).toBe(toCents(plan.total_amount));
      expect(plan.installment_amount).toBe(plan.installment_amounts[0]);
    }
    const bam = (await api.call('GET', `/checkout/${cartId}/installment_option?bin=400000&amount=2000`, { token: ana })).body;
    expect(bam.map((p: { bank_code: string }) => p.bank_code)).toEqual(['BAM', 'BAM', 'BAM', 'BAM']);
    expect((await api.call('GET', `/checkout/${cartId}/installment_option?bin=378282&amount=2000`, { token: ana })).body).toEqual([]);
    expect((await api.call('GET', '/installment_option?amount=999.99')).body).toEqual([]);
    for (const amount of ['', 'abc', '-5', '1e99']) {
      const res = await api.call('GET', `/installment_option?amount=${amount}`);
      expect(res.status, amount).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
    }
  });
});

describe('PUT /checkout/{cartId}/preview', () => {
  it('answers CheckoutPreviewSchema with the totals computed on the server (shipping, coupons, gift cards)', async () => {
    const { cartId, priceCents } = await cartWith(api, ana, CHEAP, 2);
    await api.call('PUT', `/cart/${cartId}`, { token: ana, body: { coupons: [{ code: 'AHORRA50' }], gift_cards: [{ number: 'REGAL-OTIE-NDAS-ABC' }] } });
    const res = await preview(ana, cartId, { ...checkoutBody(cartId, { delivery_option_id: 'STANDARD', payment_method: 'BANK_DEPOSIT' }), totals: { amount_total: 1 } });
    expect(res.status).toBe(200);
    const parsed = CheckoutPreviewSchema.parse(res.body);
    const sub = priceCents * 2;
    const shipping = sub - 5000 >= 50000 ? 0 : 2500;
    expect(parsed.totals.amount_sub_total).toBe(sub / 100);
    expect(parsed.totals.amount_shipping).toBe(shipping / 100);
    expect(parsed.totals.discount_coupons).toBe(50);
    expect(parsed.totals.discount_gift_card).toBe(100);
    expect(parsed.totals.amount_total).toBe((sub + shipping - 5000 - 10000) / 100);
    expect(parsed.delivery_option?.id).toBe('STANDARD');
    expect(parsed.shipping_address?.id).toBe('demo-ana-casa');
    expect(parsed.payment_method).toBe('BANK_DEPOSIT');
    expect(parsed.invoice_data).toMatchObject({ tax_id: 'CF', name: 'Consumidor final' });
    expect(parsed.user_id).not.toBeNull();
    expect(parsed.items).toHaveLength(1);
  });

  it('a gift card pays shipping too, and never takes the total below 0', async () => {
    api.db.prepare("UPDATE gift_cards SET balance_cents = 100000 WHERE number = 'FELIZ-CUMP-LEAN-IOS'").run();
    const { cartId, priceCents } = await cartWith(api, ana, CHEAP);
    await api.call('PUT', `/cart/${cartId}`, { token: ana, body: { gift_cards: [{ number: 'FELIZ-CUMP-LEAN-IOS' }] } });
    const parsed = CheckoutPreviewSchema.parse((await preview(ana, cartId, checkoutBody(cartId))).body);
    expect(parsed.totals.discount_gift_card).toBe((priceCents + 2500) / 100);
    expect(parsed.totals.amount_total).toBe(0);
  });

  it('installments add their surcharge to the total; a new card is never echoed back', async () => {
    const { cartId } = await cartWith(api, ana, DEAR);
    const body = checkoutBody(cartId, { payment_method: 'CARD_INSTALLMENTS', new_card: newCard('4000000000000077'), installment: { bin: '400000', bank_code: 'BAM', installments: 12 } });
    const res = await preview(ana, cartId, body);
    const parsed = CheckoutPreviewSchema.parse(res.body);
    expect(parsed.installment).toMatchObject({ bank_code: 'BAM', installments: 12 });
    expect(parsed.totals.amount_surcharge).toBeGreaterThan(0);
    expect(toCents(parsed.totals.amount_total)).toBe(toCents(parsed.installment!.total_amount));
    expect(JSON.stringify(res.body)).not.toContain('4000000000000077');
    const wrongBank = await preview(ana, cartId, { ...body, installment: { bin: '400000', bank_code: 'BI', installments: 12 } });
    expect(wrongBank.body.cause).toBe('CARD_INVALID_TYPE_OR_ISSUER');
    const wrongCount = await preview(ana, cartId, { ...body, installment: { bin: '400000', bank_code: 'BAM', installments: 5 } });
    expect(wrongCount.body).toEqual({ cause: 'NOT_ALLOWED', message: 'BAM ofrece 3, 6, 10 o 12 cuotas.' });
  });

  it('checks the NIT, the time range and the delivery or pickup choice', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const badNit = await preview(ana, cartId, checkoutBody(cartId, { invoice_data: { tax_id: '1234567-8', name: 'Ana', address: 'Ciudad' } }));
    expect(badNit.status).toBe(400);
    expect(badNit.body).toMatchObject({ cause: 'apiCallFailed', field: 'invoice_data.tax_id' });
    expect(badNit.body.message).toContain('El NIT no es válido');
    const goodNit = CheckoutPreviewSchema.parse((await preview(ana, cartId, checkoutBody(cartId, { invoice_data: { tax_id: '1234567-9', name: 'Ana López', address: 'Zona 14' } }))).body);
    expect(goodNit.invoice_data?.tax_id).toBe('12345679');
    const savedNit = CheckoutPreviewSchema.parse((await preview(ana, cartId, checkoutBody(cartId, { invoice_data: { id: 'demo-ana-nit' } as never }))).body);
    expect(savedNit.invoice_data?.id).toBe('demo-ana-nit');
    const range = await preview(ana, cartId, checkoutBody(cartId, { shipping_address_id: antigua, delivery_time_range: 'EIGHTAM_FOURPM' }));
    expect(range.body.message).toBe('La entrega de 8:00 a 16:00 solo está disponible en la Ciudad de Guatemala.');
    const cityRange = CheckoutPreviewSchema.parse((await preview(ana, cartId, checkoutBody(cartId, { delivery_time_range: 'EIGHTAM_FOURPM' }))).body);
    expect(cityRange.delivery_time_range).toBe('EIGHTAM_FOURPM');
    const noAddress = await preview(ana, cartId, checkoutBody(cartId, { shipping_address_id: null }));
    expect(noAddress.body).toEqual({ cause: 'invalidAddress', message: 'Elige la dirección de entrega.' });
    const unknownOption = await preview(ana, cartId, checkoutBody(cartId, { delivery_option_id: 'DRONE' }));
    expect(unknownOption.body.cause).toBe('MISSING_DELIVERY_OPTION');
  });

  it('lets an anonymous session preview (pickup, no saved records), and answers only the owner', async () => {
    const anonymous = await api.anonymous();
    const { cartId } = await cartWith(api, anonymous, CHEAP);
    const res = await preview(anonymous, cartId, checkoutBody(cartId, { shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10' }));
    const parsed = CheckoutPreviewSchema.parse(res.body);
    expect(parsed.user_id).toBeNull();
    expect(parsed.pickup_option?.public_id).toBe('gt-zona-10');
    expect((await preview(ana, cartId, checkoutBody(cartId))).status).toBe(404);
    const garbage = await api.call('PUT', `/checkout/${cartId}/preview`, { token: anonymous, raw: '{"invoice_type": "MAYBE"}' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.cause).toBe('apiCallFailed');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { isSpanishProse } from '../../src/domain';
import { DeliveryEstimateSchema } from '../../src/domain/checkout/checkout';
import { CHEAP, DEAR, cartWith } from './checkout-support';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let anon: string;
beforeEach(async () => {
  api = makeApi(); // clock: Monday 2 March 2026, 15:00 UTC = 09:00 in Guatemala
  anon = await api.anonymous();
});

const estimate = (cartId: string, query: Record<string, string>, token: string | null = anon) =>
  api.call('GET', `/cart/${cartId}/delivery_estimate?${new URLSearchParams(query)}`, { token });

/** A 200 answer, parsed as the library parses it. */
async function parsed(cartId: string, query: Record<string, string>, token: string | null = anon) {
  const res = await estimate(cartId, query, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { raw: res.body, value: DeliveryEstimateSchema.parse(res.body) };
}

describe('GET /cart/{id}/delivery_estimate by address_id', () => {
  it('gives standard and express to ana’s Guatemala City address with the checkout’s costs and Spanish date ranges', async () => {
    const ana = await api.login();
    const { cartId } = await cartWith(api, ana, CHEAP);
    const { value, raw } = await parsed(cartId, { address_id: 'demo-ana-casa' }, ana);
    expect(value.shipping_address).toMatchObject({ id: 'demo-ana-casa', city: 'Guatemala', state: 'GU', country: 'GT' });
    expect(value.pickup_option).toBeNull();
    expect(value.delivery_option).toMatchObject({
      id: 'STANDARD',
      cost: 25,
      is_express: false,
      is_disabled: false,
      is_time_range_supported: true,
      expected_delivery_date_range: { start: '2026-03-03', end: '2026-03-04' },
      expected_delivery_date_range_text: 'Llega entre el martes 3 y el miércoles 4 de marzo.',
    });
    expect(value.express_delivery_option).toMatchObject({
      id: 'EXPRESS',
      cost: 45,
      is_express: true,
      expected_delivery_date_range_text: 'Llega el martes 3 de marzo.',
    });
    // The very options the checkout offers for that address.
    const offered = await api.call('GET', `/checkout/${cartId}/shipping_option/delivery?address_id=demo-ana-casa`, { token: ana });
    expect([raw.delivery_option, raw.express_delivery_option]).toEqual(offered.body);
  });

  it('makes standard delivery free from Q500, as the checkout does', async () => {
    const ana = await api.login();
    const { cartId } = await cartWith(api, ana, DEAR);
    const { value } = await parsed(cartId, { address_id: 'demo-ana-casa' }, ana);
    expect(value.delivery_option).toMatchObject({ cost: 0, description: 'Envío gratis a domicilio (Ciudad de Guatemala)', subtitle: 'Envío gratis' });
    expect(value.express_delivery_option?.cost).toBe(45);
  });

  it('pushes the dates for goods from the supplier’s warehouse and disables express', async () => {
    const ana = await api.login();
    const { cartId } = await cartWith(api, ana, `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_ERP_STOCK' AND stock_quantity >= 5`);
    const { value } = await parsed(cartId, { address_id: 'demo-ana-casa' }, ana);
    expect(value.delivery_option?.expected_delivery_date_range).toEqual({ start: '2026-03-05', end: '2026-03-06' });
    expect(value.express_delivery_option).toMatchObject({
      is_disabled: true,
      expected_delivery_date_range_text: 'No disponible: tu carrito tiene productos que llegan después.',
    });
    // At a pickup point too: two days later than a cart of shelf stock, as /cart/{id}/pickup_options says.
    const pickup = (await parsed(cartId, { pickup_option_id: 'gt-zona-10' }, ana)).value.pickup_option!;
    const listed = (await api.call('GET', `/cart/${cartId}/pickup_options`, { token: ana })).body.find((o: any) => o.public_id === 'gt-zona-10');
    expect(pickup.expected_delivery_date_range).toEqual(listed.expected_delivery_date_range);
    const shelf = await cartWith(api, anon, CHEAP);
    const soon = (await parsed(shelf.cartId, { pickup_option_id: 'gt-zona-10' })).value.pickup_option!;
    expect(Date.parse(String(pickup.expected_delivery_date_range!.start)) - Date.parse(String(soon.expected_delivery_date_range!.start))).toBeGreaterThanOrEqual(2 * 86_400_000 - 12 * 3_600_000);
  });

  it('answers an anonymous session 403 onlyAnonymousTokenFound, and someone else’s address 404 like a missing one', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const res = await estimate(cartId, { address_id: 'demo-ana-casa' });
    expect(res.status).toBe(403);
    expect(res.body.cause).toBe('onlyAnonymousTokenFound');
    expect(isSpanishProse(res.body.message)).toBe(true);

    const carlos = await api.login('carlos@tienda.test');
    const his = await cartWith(api, carlos, CHEAP);
    for (const id of ['demo-ana-casa', 'no-existe']) {
      const other = await estimate(his.cartId, { address_id: id }, carlos);
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ cause: 'notFound', message: 'La dirección no existe o no es tuya.' });
    }
  });
});

describe('GET /cart/{id}/delivery_estimate by city and state', () => {
  it('estimates a department of Guatemala for an anonymous shopper, without an address', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const { value } = await parsed(cartId, { city: 'Antigua Guatemala', state: 'SA' });
    expect(value.shipping_address).toBeNull();
    expect(value.pickup_option).toBeNull();
    expect(value.delivery_option).toMatchObject({
      cost: 35,
      description: 'Envío a domicilio (departamentos de Guatemala)',
      is_time_range_supported: false,
      expected_delivery_date_range_text: 'Llega entre el miércoles 4 y el viernes 6 de marzo.',
    });
    expect(value.express_delivery_option).toMatchObject({ cost: 60, expected_delivery_date_range_text: 'Llega entre el martes 3 y el miércoles 4 de marzo.' });
  });

  it('takes the city without accents or case, a department by its INE number, and a US state', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    expect((await parsed(cartId, { city: 'GUATEMALA', state: 'GU' })).value.delivery_option?.cost).toBe(25);
    expect((await parsed(cartId, { city: 'coban', state: 'AV' })).value.delivery_option?.cost).toBe(35);
    expect((await parsed(cartId, { city: 'Guatemala', state: '01' })).value.delivery_option?.cost).toBe(25);
    const us = (await parsed(cartId, { city: 'New York', state: 'NY' })).value;
    expect(us.delivery_option).toMatchObject({ cost: 250, description: 'Envío a domicilio (Estados Unidos)' });
    expect(us.express_delivery_option?.cost).toBe(400);
  });

  it('refuses an unknown place with 400 invalidAddress, the field and the Spanish message of the address rules', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const city = await estimate(cartId, { city: 'Springfield', state: 'SA' });
    expect(city.status).toBe(400);
    expect(city.body).toEqual({ cause: 'invalidAddress', field: 'city', message: '«Springfield» no es un municipio de Sacatepéquez. Elige uno de la lista.' });
    const state = await estimate(cartId, { city: 'Antigua Guatemala', state: 'ZZ' });
    expect(state.status).toBe(400);
    expect(state.body).toEqual({ cause: 'invalidAddress', field: 'state', message: 'Elige un departamento de Guatemala de la lista.' });
    const noState = await estimate(cartId, { city: 'Antigua Guatemala' });
    expect(noState.status).toBe(400);
    expect(noState.body.cause).toBe('invalidAddress');
    expect(noState.body.field).toBe('state');
  });
});

describe('GET /cart/{id}/delivery_estimate by pickup_option_id', () => {
  it('gives the pickup option as /cart/{id}/pickup_options lists it, by its id or its public id', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const listed = (await api.call('GET', `/cart/${cartId}/pickup_options`, { token: anon })).body.find((o: any) => o.public_id === 'gt-zona-10');
    const byPublicId = await parsed(cartId, { pickup_option_id: 'gt-zona-10' });
    expect(byPublicId.raw.pickup_option).toEqual(listed);
    expect(byPublicId.value.delivery_option).toBeNull();
    expect(byPublicId.value.express_delivery_option).toBeNull();
    expect(byPublicId.value.shipping_address).toBeNull();
    expect(byPublicId.value.pickup_option?.expected_delivery_date_range_text).toMatch(/^Listo para recoger /);
    const byId = await parsed(cartId, { pickup_option_id: String(listed.id) });
    expect(byId.raw.pickup_option).toEqual(listed);
  });

  it('answers 404 for an unknown location and for a restricted one the shopper did not add', async () => {
    const ana = await api.login();
    const { cartId } = await cartWith(api, ana, CHEAP);
    for (const id of ['no-existe', 'gt-bodega-zona-12']) {
      const res = await estimate(cartId, { pickup_option_id: id }, ana);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El punto de recogida no existe.' });
    }
  });
});

describe('GET /cart/{id}/delivery_estimate: what it refuses', () => {
  it('needs exactly one of the three forms: 400 apiCallFailed in Spanish otherwise', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const queries: Record<string, string>[] = [{}, { address_id: 'demo-ana-casa', pickup_option_id: 'gt-zona-10' }, { city: 'Guatemala', state: 'GU', pickup_option_id: 'gt-zona-10' }, { address_id: '  ' }];
    for (const query of queries) {
      const res = await estimate(cartId, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({
        cause: 'apiCallFailed',
        message: 'La solicitud no es válida: indica una dirección (address_id), un lugar (city y state) o un punto de recogida (pickup_option_id), solo uno.',
      });
    }
    const long = await estimate(cartId, { city: 'x'.repeat(201), state: 'NY' });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el parámetro "city" admite como máximo 200 caracteres.' });
  });

  it('answers someone else’s cart, a malformed id and no session like the other cart routes', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const other = await api.anonymous();
    const res = await estimate(cartId, { city: 'Guatemala', state: 'GU' }, other);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
    expect((await estimate('%2E%2E', { city: 'Guatemala', state: 'GU' })).status).toBe(404);
    const none = await estimate(cartId, { city: 'Guatemala', state: 'GU' }, null);
    expect(none.status).toBe(401);
    expect(isSpanishProse(none.body.message)).toBe(true);
  });

  it('gives no delivery or pickup for a cart with nothing to ship', async () => {
    const { cartId } = await cartWith(api, anon, `status = 'PUBLISHED' AND type = 'DIGITAL'`);
    const place = (await parsed(cartId, { city: 'Guatemala', state: 'GU' })).value;
    expect([place.delivery_option, place.express_delivery_option, place.pickup_option]).toEqual([null, null, null]);
    const pickup = (await parsed(cartId, { pickup_option_id: 'gt-zona-10' })).value;
    expect(pickup.pickup_option).toBeNull();
  });
});

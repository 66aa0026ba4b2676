import { beforeEach, describe, expect, it } from 'vitest';
import { findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let anon: string;
beforeEach(async () => {
  api = makeApi(); // clock: Monday 2 March 2026, 15:00 UTC = 09:00 in Guatemala
  anon = await api.anonymous();
});

const byId = (list: any[]) => Object.fromEntries(list.map((option) => [option.public_id, option]));
const PUBLIC = ['gt-zona-10', 'gt-zona-4', 'gt-zona-11', 'sac-antigua', 'que-xela'];

describe('GET /pickup_locations', () => {
  it('lists the 5 public locations to ana, and the restricted one too to carlos, who added it', async () => {
    const ana = await api.login();
    const res = await api.call('GET', '/pickup_locations', { token: ana });
    expect(res.status).toBe(200);
    expect(res.body.map((o: any) => o.public_id)).toEqual(PUBLIC);
    expect(res.body.every((o: any) => o.is_restricted === false)).toBe(true);
    const carlos = await api.login('carlos@tienda.test');
    const his = await api.call('GET', '/pickup_locations', { token: carlos });
    expect(his.body.map((o: any) => o.public_id)).toEqual([...PUBLIC, 'gt-bodega-zona-12']);
    expect(byId(his.body)['gt-bodega-zona-12']).toMatchObject({ is_restricted: true, is_warranty_drop: true, is_cod_enabled: false });
  });

  it('answers 403 onlyAnonymousTokenFound to an anonymous session', async () => {
    const res = await api.call('GET', '/pickup_locations', { token: anon });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
  });

  it('gives working hours per weekday, MONDAY to SUNDAY, in seconds from midnight, null when closed', async () => {
    const options = byId((await api.call('GET', '/pickup_locations', { token: await api.login() })).body);
    expect(options['gt-zona-10'].working_hours).toEqual({
      MONDAY: { opening_time: 32_400, closing_time: 68_400 },
      TUESDAY: { opening_time: 32_400, closing_time: 68_400 },
      WEDNESDAY: { opening_time: 32_400, closing_time: 68_400 },
      THURSDAY: { opening_time: 32_400, closing_time: 68_400 },
      FRIDAY: { opening_time: 32_400, closing_time: 68_400 },
      SATURDAY: { opening_time: 32_400, closing_time: 64_800 },
      SUNDAY: { opening_time: 36_000, closing_time: 57_600 },
    });
    expect(Object.keys(options['que-xela'].working_hours)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    expect(options['que-xela'].working_hours.MONDAY).toEqual({ opening_time: 30_600, closing_time: 63_000 });
    expect(options['que-xela'].working_hours.SATURDAY).toEqual({ opening_time: 32_400, closing_time: 46_800 });
    expect(options['que-xela'].working_hours.SUNDAY).toBeNull();
    expect(options['sac-antigua'].working_hours.SUNDAY).toBeNull();
    expect(options['gt-zona-10'].working_hours_html).toBe(
      '<ul><li><strong>Lunes a viernes:</strong> 09:00 a 19:00</li><li><strong>Sábado:</strong> 09:00 a 18:00</li><li><strong>Domingo:</strong> 10:00 a 16:00</li></ul>',
    );
    expect(options['que-xela'].working_hours_html).toContain('<li><strong>Domingo:</strong> Cerrado</li>');
    expect(options['gt-zona-11'].working_hours_html).toBe('<ul><li><strong>Lunes a domingo:</strong> 10:00 a 21:00</li></ul>');
  });

  it('gives each location its parking, maps links from its coordinates, cut-off, COD, express and warranty flags', async () => {
    const options = byId((await api.call('GET', '/pickup_locations', { token: await api.login() })).body);
    expect(options['gt-zona-10']).toMatchObject({
      id: expect.any(Number),
      location_name: 'Tienda Zona Viva',
      location_address: '12 calle 1-25, zona 10, Edificio Géminis 10, Ciudad de Guatemala',
      location_lat: 14.6014,
      location_lng: -90.5107,
      google_maps_url: 'https://www.google.com/maps/search/?api=1&query=14.6014,-90.5107',
      waze_url: 'https://waze.com/ul?ll=14.6014,-90.5107&navigate=yes',
      parking: 'Paid',
      cutoff_time: 54_000,
      is_express: true,
      is_cod_enabled: true,
      is_restricted: false,
      is_warranty_drop: true,
    });
    expect(PUBLIC.map((id) => options[id].parking)).toEqual(['Paid', 'None', 'Free', 'None', 'Free']);
    expect(PUBLIC.map((id) => options[id].is_cod_enabled)).toEqual([true, true, false, true, false]);
    expect(options['sac-antigua'].location_address).toContain('Sacatepéquez');
    expect(options['que-xela'].location_address).toContain('Quetzaltenango');
  });

  it('says when each is ready and whether it is open now (09:00 on a Monday)', async () => {
    const options = byId((await api.call('GET', '/pickup_locations', { token: await api.login() })).body);
    expect(options['gt-zona-10']).toMatchObject({
      working_hours_hint: 'Abierto ahora, cierra a las 19:00',
      expected_delivery_date_range: { start: '2026-03-02T11:00:00-06:00', end: '2026-03-02T19:00:00-06:00' },
      expected_delivery_date_range_text: 'Listo para recoger hoy desde las 11:00.',
      expected_delivery_minutes_from_now: 120,
    });
    expect(options['gt-zona-4'].working_hours_hint).toBe('Cerrado ahora, abre hoy a las 10:00');
    expect(options['gt-zona-4'].expected_delivery_date_range_text).toBe('Listo para recoger hoy desde las 11:00.');
    expect(options['sac-antigua']).toMatchObject({
      expected_delivery_date_range: { start: '2026-03-03T09:00:00-06:00', end: '2026-03-03T18:00:00-06:00' },
      expected_delivery_date_range_text: 'Listo para recoger mañana, martes 3 de marzo, desde las 09:00.',
      expected_delivery_minutes_from_now: 24 * 60,
    });
    expect(options['que-xela']).toMatchObject({
      expected_delivery_date_range_text: 'Listo para recoger el miércoles 4 de marzo desde las 08:30.',
      expected_delivery_minutes_from_now: 2 * 24 * 60 - 30,
    });
  });

  it('moves past the cut-off to the next open day, skipping a closed Sunday', async () => {
    const ana = await api.login();
    api.clock.now = new Date('2026-03-02T22:00:00Z'); // Monday 16:00, after zona 10's 15:00 cut-off
    let options = byId((await api.call('GET', '/pickup_locations', { token: ana })).body);
    expect(options['gt-zona-10'].expected_delivery_date_range_text).toBe('Listo para recoger mañana, martes 3 de marzo, desde las 09:00.');
    expect(options['gt-zona-10'].working_hours_hint).toBe('Abierto ahora, cierra a las 19:00');
    api.clock.now = new Date('2026-03-07T20:00:00Z'); // Saturday 14:00
    options = byId((await api.call('GET', '/pickup_locations', { token: ana })).body);
    expect(options['sac-antigua'].expected_delivery_date_range_text).toBe('Listo para recoger el lunes 9 de marzo desde las 09:00.');
    expect(options['que-xela'].working_hours_hint).toBe('Cerrado ahora, abre el lunes a las 08:30');
  });
});

describe('POST /pickup_locations/add_location', () => {
  it('lets a pickup-location worker add a restricted location, and no one else', async () => {
    const ana = await api.login();
    const refused = await api.call('POST', '/pickup_locations/add_location', { token: ana, body: { public_id: 'gt-bodega-zona-12' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Solo el personal de los puntos de recogida puede agregar puntos restringidos.' });
    api.db.prepare(`UPDATE users SET is_pickup_location_worker = 1 WHERE email = 'ana@tienda.test'`).run();
    const added = await api.call('POST', '/pickup_locations/add_location', { token: ana, body: { public_id: 'gt-bodega-zona-12' } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ public_id: 'gt-bodega-zona-12', is_restricted: true });
    const again = await api.call('POST', '/pickup_locations/add_location', { token: ana, body: { public_id: 'gt-bodega-zona-12' } });
    expect(again.status).toBe(200);
    const list = await api.call('GET', '/pickup_locations', { token: ana });
    expect(list.body.map((o: any) => o.public_id)).toContain('gt-bodega-zona-12');
    const missing = await api.call('POST', '/pickup_locations/add_location', { token: ana, body: { public_id: 'no-existe' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ cause: 'notFound', message: 'El punto de recogida no existe.' });
    for (const body of [{}, { public_id: 12 }, [], { public_id: 'x'.repeat(65) }]) {
      const bad = await api.call('POST', '/pickup_locations/add_location', { token: ana, body });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: falta el campo "public_id".' });
    }
  });
});

describe('GET /cart/{id}/pickup_options', () => {
  const physical = () => findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 5`);

  async function cartWith(sku: string | null, token = anon) {
    const cartId = (await api.call('POST', '/cart', { token })).body.cart_id as string;
    if (sku) expect((await api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: sku, quantity: 1 } })).status).toBe(200);
    return cartId;
  }

  it('lists the public locations for a cart with goods to pick up, restricted ones hidden', async () => {
    const cartId = await cartWith(physical().public_sku);
    const res = await api.call('GET', `/cart/${cartId}/pickup_options`, { token: anon });
    expect(res.status).toBe(200);
    expect(res.body.map((o: any) => o.public_id)).toEqual(PUBLIC);
    expect(res.body[0].expected_delivery_minutes_from_now).toBe(120);
  });

  it('is empty for a cart that needs no shipping (digital only, or empty)', async () => {
    const digital = findProduct(api.db, `status = 'PUBLISHED' AND type = 'DIGITAL' AND stock_status IN ('IN_STOCK', 'DOWNLOAD')`);
    expect((await api.call('GET', `/cart/${await cartWith(digital.public_sku)}/pickup_options`, { token: anon })).body).toEqual([]);
    expect((await api.call('GET', `/cart/${await cartWith(null)}/pickup_options`, { token: anon })).body).toEqual([]);
  });

  it('adds the supplier days of a line in the warehouse (IN_ERP_STOCK)', async () => {
    const erp = findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_ERP_STOCK' AND stock_quantity >= 1`);
    const res = await api.call('GET', `/cart/${await cartWith(erp.public_sku)}/pickup_options`, { token: anon });
    expect(byId(res.body)['gt-zona-10'].expected_delivery_date_range_text).toBe('Listo para recoger el miércoles 4 de marzo desde las 09:00.');
  });

  it("answers another session's cart exactly like a missing one", async () => {
    const cartId = await cartWith(physical().public_sku);
    const intruder = await api.anonymous();
    for (const id of [cartId, 'AAAAAAAAAAAAAAAAAAAAAA', 'abc']) {
      const res = await api.call('GET', `/cart/${encodeURIComponent(id)}/pickup_options`, { token: intruder });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
    }
  });

  it("shows carlos's restricted location in his own cart's options", async () => {
    const carlos = await api.login('carlos@tienda.test');
    const res = await api.call('GET', `/cart/${await cartWith(physical().public_sku, carlos)}/pickup_options`, { token: carlos });
    expect(res.body.map((o: any) => o.public_id)).toEqual([...PUBLIC, 'gt-bodega-zona-12']);
  });
});

describe('GET /product/{sku}/pickup_options', () => {
  it('lists the locations for a physical product, none for a digital one, and 404 PRODUCT_NOT_FOUND for an unknown sku', async () => {
    const physical = findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'`);
    const res = await api.call('GET', `/product/${physical.public_sku}/pickup_options`, { token: anon });
    expect(res.status).toBe(200);
    expect(res.body.map((o: any) => o.public_id)).toEqual(PUBLIC);
    // Restricted locations and the clock make it personal: never kept by a shared cache.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const digital = findProduct(api.db, `status = 'PUBLISHED' AND type = 'DIGITAL'`);
    expect((await api.call('GET', `/product/${digital.public_sku}/pickup_options`, { token: anon })).body).toEqual([]);
    for (const sku of ['NO-EXISTE-123', 'x'.repeat(300)]) {
      const missing = await api.call('GET', `/product/${sku}/pickup_options`, { token: anon });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ cause: 'PRODUCT_NOT_FOUND', message: 'El producto no existe.' });
    }
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { apiError, productDetail, productSummary } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { bodyOf, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

const pageAnswer = (body: Record<string, unknown>) => http.get(url('/page/product/:id'), () => HttpResponse.json(body));
const queryOf = (entry: { query: URLSearchParams }) => Object.fromEntries(entry.query);

const deliveryOption = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  description: 'Envío estándar',
  cost: 25,
  expected_delivery_date_range: { start: '2026-11-25T08:00:00-06:00', end: '2026-11-26T16:00:00-06:00' },
  expected_delivery_date_range_text: 'Llega entre el miércoles 25 y el jueves 26 de noviembre',
  ...overrides,
});
const pickupOption = (overrides: Record<string, unknown> = {}) => ({
  id: 'gt-zona-10',
  public_id: 'gt-zona-10',
  location_name: 'Tienda Zona Viva',
  parking: 'Paid',
  working_hours: { MONDAY: { opening_time: 36000, closing_time: 72000 }, SUNDAY: null },
  expected_delivery_date_range_text: 'Listo mañana',
  ...overrides,
});
const seat = (id: string, row: string, col: number, status: string, extra: Record<string, unknown> = {}) => ({ id, row, col, status, ...extra });
const waitList = (overrides: Record<string, unknown> = {}) => ({ has_mobile_app: false, is_on_wait_list: true, is_push_enabled: false, notification_email: 'ana@example.com', ...overrides });

describe('tienda.product.recommendations', () => {
  it('asks GET /page/product/{id}?include=RELATED_PRODUCTS&page=N&page_size=12 and reads recommendations and has_more_recommendations', async () => {
    server.use(pageAnswer({ recommendations: [productSummary({ public_sku: 'R-1' }), productSummary({ public_sku: 'R-2' })], has_more_recommendations: true }));
    const tienda = await anonymousClient();
    const page = await tienda.product.recommendations('SKU-1', { page: 2 });
    expect(page.products.map((product) => product.public_sku)).toEqual(['R-1', 'R-2']);
    expect(page.hasMore).toBe(true);
    expect(queryOf(requests.single('GET', '/page/product/SKU-1'))).toEqual({ include: 'RELATED_PRODUCTS', page: '2', page_size: '12' });
    expect(requests.total).toBe(1);
  });

  it('reads a page without recommendations as none and no more (defaults page 1)', async () => {
    server.use(pageAnswer({}));
    const tienda = await anonymousClient();
    await expect(tienda.product.recommendations('SKU-1')).resolves.toEqual({ products: [], hasMore: false });
    expect(requests.single('GET', '/page/product/SKU-1').query.get('page')).toBe('1');
  });

  it('refuses page 0 or 1.5 with invalidPage, and a blank id with PRODUCT_NOT_FOUND, without a request', async () => {
    const tienda = await anonymousClient();
    expect((await failureOf(tienda.product.recommendations('SKU-1', { page: 0 }))).cause).toBe('invalidPage');
    expect((await failureOf(tienda.product.recommendations('SKU-1', { page: 1.5 }))).cause).toBe('invalidPage');
    expect((await failureOf(tienda.product.recommendations('  ', { page: 1 }))).cause).toBe('PRODUCT_NOT_FOUND');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.product.deliveryEstimate', () => {
  it('asks include=DELIVERY_DATE with a place (the municipality as the address rules spell it) and answers the four parts only', async () => {
    server.use(
      pageAnswer({
        delivery_option: deliveryOption(),
        express_delivery_option: deliveryOption({ id: 2, description: 'Express', is_express: true }),
        pickup_option: null,
        shipping_address: null,
        product: productDetail(),
      }),
    );
    const tienda = await anonymousClient();
    const estimate = await tienda.product.deliveryEstimate('SKU-1', { city: 'coban', state: 'AV' });
    expect(queryOf(requests.single('GET', '/page/product/SKU-1'))).toEqual({ include: 'DELIVERY_DATE', city: 'Cobán', state: 'AV' });
    expect(Object.keys(estimate).sort()).toEqual(['delivery_option', 'express_delivery_option', 'pickup_option', 'shipping_address']);
    expect(estimate.delivery_option).toMatchObject({ id: '1', cost: 25, expected_delivery_date_range_text: 'Llega entre el miércoles 25 y el jueves 26 de noviembre' });
    expect(estimate.express_delivery_option?.is_express).toBe(true);
    expect(estimate.pickup_option).toBeNull();
  });

  it('sends address_id or pickup_option_id alone', async () => {
    server.use(pageAnswer({ pickup_option: pickupOption({ parking: 'Valet' }) }));
    const tienda = await anonymousClient();
    await tienda.product.deliveryEstimate('SKU-1', { addressId: 7 });
    const byPickup = await tienda.product.deliveryEstimate('SKU-1', { pickupOptionId: 'gt-zona-10' });
    const [first, second] = requests.filter('GET', '/page/product/SKU-1');
    expect(queryOf(first!)).toEqual({ include: 'DELIVERY_DATE', address_id: '7' });
    expect(queryOf(second!)).toEqual({ include: 'DELIVERY_DATE', pickup_option_id: 'gt-zona-10' });
    // An unknown parking kind reads as None (spec section 5).
    expect(byPickup.pickup_option).toMatchObject({ location_name: 'Tienda Zona Viva', parking: 'None' });
  });

  it('refuses two forms at once (NOT_ALLOWED) and an unknown municipality (invalidAddress naming the city), without a request', async () => {
    const tienda = await anonymousClient();
    const both = await failureOf(tienda.product.deliveryEstimate('SKU-1', { addressId: 7, pickupOptionId: 'x' } as never));
    expect([both.cause, both.userMessage]).toEqual(['NOT_ALLOWED', 'Elige una dirección, un lugar o un punto de recogida para calcular la entrega.']);
    const place = await failureOf(tienda.product.deliveryEstimate('SKU-1', { city: 'Atlántida', state: 'GU' }));
    expect(place.cause).toBe('invalidAddress');
    expect(place.details).toMatchObject({ field: 'city' });
    expect(requests.total).toBe(0);
  });
});

describe('tienda.product.pickupOptions', () => {
  it('asks GET /product/{sku}/pickup_options and parses each option with its fallbacks', async () => {
    server.use(http.get(url('/product/:sku/pickup_options'), () => HttpResponse.json([pickupOption(), pickupOption({ id: 'que-xela', location_name: 'Quetzaltenango', parking: 'Free' })])));
    const tienda = await anonymousClient();
    const options = await tienda.product.pickupOptions('SKU 1');
    expect(requests.single('GET', '/product/SKU%201/pickup_options').query.toString()).toBe('');
    expect(options.map((option) => [option.id, option.parking, option.is_cod_enabled])).toEqual([
      ['gt-zona-10', 'Paid', false],
      ['que-xela', 'Free', false],
    ]);
    expect(options[0]!.working_hours).toEqual({ MONDAY: { opening_time: 36000, closing_time: 72000 }, SUNDAY: null });
  });
});

describe('tienda.product wait list', () => {
  it('joins with POST /product/{id}/wait_list/?email= (trimmed), anonymously', async () => {
    server.use(http.post(url('/product/:id/wait_list/'), () => HttpResponse.json(waitList())));
    const tienda = await anonymousClient();
    const status = await tienda.product.joinWaitList('SKU-1', '  ana@example.com ');
    expect(queryOf(requests.single('POST', '/product/SKU-1/wait_list/'))).toEqual({ email: 'ana@example.com' });
    expect(status).toEqual({ has_mobile_app: false, is_on_wait_list: true, is_push_enabled: false, notification_email: 'ana@example.com' });
    expect(requests.total).toBe(1);
  });

  it('refuses a blank email with MISSING_EMAIL and a malformed one with NOT_ALLOWED, naming the field, without a request', async () => {
    const tienda = await anonymousClient();
    const blank = await failureOf(tienda.product.joinWaitList('SKU-1', '   '));
    expect([blank.cause, blank.userMessage, blank.details]).toEqual(['MISSING_EMAIL', 'Escribe tu correo para avisarte cuando vuelva a haber existencias.', { field: 'email' }]);
    const odd = await failureOf(tienda.product.joinWaitList('SKU-1', 'ana@'));
    expect([odd.cause, odd.userMessage, odd.details]).toEqual(['NOT_ALLOWED', 'Escribe un correo válido, como nombre@ejemplo.com.', { field: 'email' }]);
    expect(requests.total).toBe(0);
  });

  it('leaves with DELETE /product/{id}/wait_list/, with the email only when given', async () => {
    server.use(http.delete(url('/product/:id/wait_list/'), () => HttpResponse.json(waitList({ is_on_wait_list: false, notification_email: null }))));
    const tienda = await anonymousClient();
    const status = await tienda.product.leaveWaitList('SKU-1');
    await tienda.product.leaveWaitList('SKU-1', 'ana@example.com');
    const [first, second] = requests.filter('DELETE', '/product/SKU-1/wait_list/');
    expect(queryOf(first!)).toEqual({});
    expect(queryOf(second!)).toEqual({ email: 'ana@example.com' });
    expect(status.is_on_wait_list).toBe(false);
    expect(requests.total).toBe(2);
  });

  it("keeps the API's cause and Spanish message", async () => {
    server.use(http.post(url('/product/:id/wait_list/'), () => HttpResponse.json(apiError('ALREADY_IN_STOCK', 'Este producto ya está disponible.'), { status: 400 })));
    const tienda = await anonymousClient();
    const error = await failureOf(tienda.product.joinWaitList('SKU-1', 'ana@example.com'));
    expect([error.cause, error.userMessage]).toEqual(['ALREADY_IN_STOCK', 'Este producto ya está disponible.']);
  });
});

describe('tienda.product share links', () => {
  it('shares with GET /share/product/{id}', async () => {
    server.use(http.get(url('/share/product/:id'), () => HttpResponse.json({ short_id: 'Ab3dE6gH', url: 'http://localhost:9004/s/Ab3dE6gH', page_type: 'PRODUCT' })));
    const tienda = await anonymousClient();
    await expect(tienda.product.share('SKU-1')).resolves.toEqual({ short_id: 'Ab3dE6gH', url: 'http://localhost:9004/s/Ab3dE6gH', page_type: 'PRODUCT' });
    expect(requests.describe()).toBe('GET /share/product/SKU-1');
  });

  it('resolves with GET /share/{shortId}; an unknown page_type reads as NOT_FOUND', async () => {
    server.use(
      http.get(url('/share/:shortId'), ({ params }) =>
        HttpResponse.json({ short_id: params.shortId, url: `http://localhost:9004/s/${String(params.shortId)}`, page_type: params.shortId === 'Ab3dE6gH' ? 'PRODUCT' : 'BLOG', slug: 'audifonos' }),
      ),
    );
    const tienda = await anonymousClient();
    expect(await tienda.product.resolveShare('Ab3dE6gH')).toEqual({ short_id: 'Ab3dE6gH', url: 'http://localhost:9004/s/Ab3dE6gH', page_type: 'PRODUCT', slug: 'audifonos' });
    expect((await tienda.product.resolveShare('Zz9Zz9Zz')).page_type).toBe('NOT_FOUND');
    expect(requests.describe()).toBe('GET /share/Ab3dE6gH, GET /share/Zz9Zz9Zz');
  });

  it('answers an unknown short id with notFound (404), and a blank one without a request', async () => {
    server.use(http.get(url('/share/:shortId'), () => HttpResponse.json({ message: 'El enlace no existe.' }, { status: 404 })));
    const tienda = await anonymousClient();
    expect((await failureOf(tienda.product.resolveShare(' '))).cause).toBe('notFound');
    expect(requests.total).toBe(0);
    const error = await failureOf(tienda.product.resolveShare('nope1234'));
    expect([error.cause, error.status]).toEqual(['notFound', 404]);
  });
});

describe('tienda.product.compare', () => {
  it('asks include=PRODUCT,COMPARE_TO,ATTRIBUTES with image_min_widths=300, and gives the products with their attributes', async () => {
    server.use(
      pageAnswer({
        product: productDetail(),
        attributes: [{ name: 'Batería', value: '30 horas' }],
        compare_to: [productSummary({ public_sku: 'C-1' }), { ...productSummary({ public_sku: 'C-2' }), attributes: [{ name: 'Batería', value: '20 horas' }] }],
      }),
    );
    const tienda = await anonymousClient();
    const comparison = await tienda.product.compare('SKU-1');
    expect(queryOf(requests.single('GET', '/page/product/SKU-1'))).toEqual({ include: 'PRODUCT,COMPARE_TO,ATTRIBUTES', image_min_widths: '300' });
    expect(comparison.product.public_sku).toBe('SKU-1');
    expect(comparison.attributes).toEqual([{ name: 'Batería', value: '30 horas' }]);
    expect(comparison.compareTo.map((other) => [other.public_sku, other.attributes])).toEqual([
      ['C-1', undefined],
      ['C-2', [{ name: 'Batería', value: '20 horas' }]],
    ]);
  });

  it('fails with productPageMissingRequestedProperty and the spec message when compare_to or the product is missing', async () => {
    server.use(pageAnswer({ product: productDetail() }));
    const tienda = await anonymousClient();
    const missing = await failureOf(tienda.product.compare('SKU-1'));
    expect([missing.cause, missing.description]).toEqual(['productPageMissingRequestedProperty', 'Failed to fetch products to compare for product with id=SKU-1']);
    server.use(pageAnswer({ product: null, compare_to: [] }));
    const noProduct = await failureOf(tienda.product.compare('SKU-2'));
    expect(noProduct.description).toBe('Failed to fetch product with id=SKU-2');
  });
});

describe('tienda.product.importFromAmazon', () => {
  it('posts {url} to /product/amazon for a signed-in user and gives the slug', async () => {
    server.use(http.post(url('/product/amazon'), () => HttpResponse.json({ slug: 'importado-b0abcdefgh' })));
    const { client } = await signedInClient();
    const answer = await client.product.importFromAmazon(' https://www.amazon.com/dp/B0ABCDEFGH ');
    expect(answer).toEqual({ slug: 'importado-b0abcdefgh' });
    expect(await bodyOf(requests.single('POST', '/product/amazon'))).toEqual({ url: 'https://www.amazon.com/dp/B0ABCDEFGH' });
    expect(requests.total).toBe(1);
  });

  it.each([
    ['INVALID_URL', 400, 'Solo se aceptan enlaces de amazon.com.'],
    ['USED_PRODUCTS_NOT_ALLOWED', 400, 'No importamos productos usados.'],
    ['GLOBAL_SELLER_NOT_ALLOWED', 400, 'No importamos productos de vendedores globales.'],
    ['PRODUCT_NOT_FOUND', 404, 'No encontramos ese producto en Amazon.'],
    ['PRODUCT_NOT_CREATED', 400, 'No pudimos crear el producto.'],
  ])('keeps the API refusal %s with its Spanish message', async (cause, status, message) => {
    server.use(http.post(url('/product/amazon'), () => HttpResponse.json(apiError(cause, message), { status })));
    const { client, errors } = await signedInClient();
    const error = await failureOf(client.product.importFromAmazon('https://www.amazon.com/dp/B000000000'));
    expect([error.cause, error.userMessage, error.status]).toEqual([cause, message, status]);
    expect(errors.map((reported) => reported.cause)).toEqual([cause]);
  });

  it('refuses a blank or non-http(s) URL with INVALID_URL, and an anonymous shopper with onlyAnonymousTokenFound, without a request', async () => {
    const { client } = await signedInClient();
    for (const bad of ['', '   ', 'amazon.com/dp/B0ABCDEFGH', 'ftp://www.amazon.com/dp/B0ABCDEFGH', 'javascript:alert(1)']) {
      const error = await failureOf(client.product.importFromAmazon(bad));
      expect([error.cause, error.userMessage], bad).toEqual(['INVALID_URL', 'Pega el enlace completo del producto en Amazon, que empieza con https://.']);
    }
    expect(requests.total).toBe(0);
    const anonymous = await anonymousClient();
    expect((await failureOf(anonymous.product.importFromAmazon('https://www.amazon.com/dp/B0ABCDEFGH'))).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.product.requestBulkQuotation', () => {
  it('posts {quantity, phoneNumber} (the phone as its digits) to /page/product/{sku}/bulk_quotation, anonymously', async () => {
    server.use(http.post(url('/page/product/:sku/bulk_quotation'), () => HttpResponse.json({ ok: true })));
    const tienda = await anonymousClient();
    await expect(tienda.product.requestBulkQuotation('SKU-1', { quantity: 250, phoneNumber: '+502 5550-1234' })).resolves.toBeUndefined();
    expect(await bodyOf(requests.single('POST', '/page/product/SKU-1/bulk_quotation'))).toEqual({ quantity: 250, phoneNumber: '50255501234' });
    expect(requests.total).toBe(1);
  });

  it.each([
    [{ quantity: 0, phoneNumber: '55501234' }, 'quantity', 'La cantidad debe ser un número entero de 1 a 10,000.'],
    [{ quantity: 10_001, phoneNumber: '55501234' }, 'quantity', 'La cantidad debe ser un número entero de 1 a 10,000.'],
    [{ quantity: 2.5, phoneNumber: '55501234' }, 'quantity', 'La cantidad debe ser un número entero de 1 a 10,000.'],
    [{ quantity: 10, phoneNumber: '5550123' }, 'phoneNumber', 'Escribe un teléfono de 8 a 15 dígitos.'],
    [{ quantity: 10, phoneNumber: '1234567890123456' }, 'phoneNumber', 'Escribe un teléfono de 8 a 15 dígitos.'],
    [{ quantity: 10, phoneNumber: '5550-12ab' }, 'phoneNumber', 'Escribe un teléfono de 8 a 15 dígitos.'],
  ])('refuses %j with NOT_ALLOWED naming %s, without a request', async (input, field, message) => {
    const tienda = await anonymousClient();
    const error = await failureOf(tienda.product.requestBulkQuotation('SKU-1', input));
    expect([error.cause, error.userMessage, error.details]).toEqual(['NOT_ALLOWED', message, { field }]);
    expect(requests.total).toBe(0);
  });
});

describe('tienda.product.reserveSeats', () => {
  it('puts {seat_ids} (each once) to /product/{id}/event_seats and gives the whole map, unknown statuses as KEEP_EMPTY', async () => {
    server.use(
      http.put(url('/product/:id/event_seats'), () =>
        HttpResponse.json([seat('A-1', 'A', 1, 'RESERVED', { is_mine: true }), seat('A-2', 'A', 2, 'AVAILABLE'), seat('A-3', 'A', 3, 'BROKEN')]),
      ),
    );
    const tienda = await anonymousClient();
    const map = await tienda.product.reserveSeats('EVT-1', ['A-1', 'A-1']);
    expect(await bodyOf(requests.single('PUT', '/product/EVT-1/event_seats'))).toEqual({ seat_ids: ['A-1'] });
    expect(map.map((s) => [s.id, s.status, s.is_mine])).toEqual([
      ['A-1', 'RESERVED', true],
      ['A-2', 'AVAILABLE', false],
      ['A-3', 'KEEP_EMPTY', false],
    ]);
  });

  it('reads a map sent as {event_seats}', async () => {
    server.use(http.put(url('/product/:id/event_seats'), () => HttpResponse.json({ event_seats: [seat('B-1', 'B', 1, 'SOLD')] })));
    const tienda = await anonymousClient();
    expect((await tienda.product.reserveSeats('EVT-1', [])).map((s) => s.status)).toEqual(['SOLD']);
    expect(await bodyOf(requests.single('PUT', '/product/EVT-1/event_seats'))).toEqual({ seat_ids: [] });
  });

  it('refuses more than 10 seats with EVENT_SEATS_ERROR without a request, and keeps the 409 of a taken seat', async () => {
    const tienda = await anonymousClient();
    const many = await failureOf(tienda.product.reserveSeats('EVT-1', Array.from({ length: 11 }, (_, i) => `A-${i + 1}`)));
    expect([many.cause, many.userMessage]).toEqual(['EVENT_SEATS_ERROR', 'Puedes elegir hasta 10 asientos por pedido.']);
    expect(requests.total).toBe(0);
    server.use(http.put(url('/product/:id/event_seats'), () => HttpResponse.json(apiError('EVENT_SEATS_ERROR', 'El asiento A-2 ya no está disponible.'), { status: 409 })));
    const taken = await failureOf(tienda.product.reserveSeats('EVT-1', ['A-2']));
    expect([taken.cause, taken.userMessage, taken.status]).toEqual(['EVENT_SEATS_ERROR', 'El asiento A-2 ya no está disponible.', 409]);
    expect(requests.total).toBe(1);
  });
});

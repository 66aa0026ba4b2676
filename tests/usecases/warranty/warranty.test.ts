import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { cartItem, productSummary } from '../../mocks/fixtures';
import { wireOrder } from '../../mocks/handlers/checkout';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { checkoutClient } from '../checkout/checkout-harness';

setupMsw();

const N = '100004';
const png = (size = 4096) => new Blob([new Uint8Array(size).fill(1)], { type: 'image/png' });

function wireClaim(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    item_id: '41',
    order_number: N,
    quantity: 1,
    problem: 'No enciende',
    customer_notes: null,
    status: { title: 'Reclamo recibido', step: 'NEW', instructions: 'Guárdalo con su caja.', colorHex: '#b26a00', iconIndex: 0 },
    warranty_status_step: 'NEW',
    is_cancelled: false,
    is_cancel_enabled: true,
    product: productSummary(),
    images: [],
    notes_to_customer: null,
    created_date: '2026-03-01T10:00:00-06:00',
    status_changed_date: '2026-03-01T10:00:00-06:00',
    ...overrides,
  };
}

describe('tienda.warranty.claim', () => {
  it('refuses a bad claim before any call, with details.field', async () => {
    const { client, errors } = await checkoutClient({ signedIn: true });
    const failure = await failureOf(client.warranty.claim(N, '41', { problem: 'x' }));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'problem' } });
    expect(failure.userMessage).toBe('Describe el problema del producto (al menos 3 caracteres).');
    expect(errors.map((e) => e.cause)).toEqual(['NOT_ALLOWED']);
    const photos = await failureOf(client.warranty.claim(N, '41', { problem: 'No enciende', images: [png(), png(), png(), png(), png(), png()] }));
    expect(photos.details).toEqual({ field: 'images' });
    expect(requests.total).toBe(0);
  });

  it('caps the quantity at the units of the stored order\'s item, without a call', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order/:n'), () => HttpResponse.json(wireOrder(N, null, { items: [cartItem(productSummary(), { item_id: '41', quantity: 2 } as never)] }))));
    await client.orders.get(N);
    requests.clear();
    const failure = await failureOf(client.warranty.claim(N, '41', { problem: 'No enciende', quantity: 3 }));
    expect(failure.details).toEqual({ field: 'quantity' });
    expect(failure.userMessage).toBe('Puedes reclamar como máximo 2 unidades de este producto.');
    expect(requests.total).toBe(0);
  });

  it('sends JSON without photos (quantity 1 by default, notes trimmed)', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.post(url('/order/:n/:item/warranty'), () => HttpResponse.json(wireClaim('7'), { status: 201 })));
    const claim = await client.warranty.claim(N, 41, { problem: ' No enciende ', customerNotes: '  Desde ayer ' });
    const call = requests.single('POST', `/order/${N}/41/warranty`);
    expect(call.headers.get('content-type')).toMatch(/application\/json/);
    expect(await call.request.json()).toEqual({ problem: 'No enciende', quantity: 1, customer_notes: 'Desde ayer' });
    expect(claim).toMatchObject({ id: '7', warranty_status_step: 'NEW', is_cancel_enabled: true });
    expect(claim.status?.colorHex).toBe('#b26a00');
  });

  it('sends multipart with the photos, reporting progress up to 1', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    let form: FormData | null = null;
    server.use(
      http.post(url('/order/:n/:item/warranty'), async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json(wireClaim('8', { images: [{ id: 'a', image: 'http://api.test/media/warranty/a.png' }] }), { status: 201 });
      }),
    );
    const progress: number[] = [];
    const claim = await client.warranty.claim(N, '41', { problem: 'Pantalla rota', quantity: 1, images: [png(100_000), png(5000)] }, { onProgress: (f) => progress.push(f) });
    const sent = form as unknown as FormData;
    expect(sent.get('problem')).toBe('Pantalla rota');
    expect(sent.get('quantity')).toBe('1');
    expect(sent.getAll('images').map((file) => (file as Blob).size)).toEqual([100_000, 5000]);
    expect(progress.at(-1)).toBe(1);
    expect(claim.images).toEqual([{ id: 'a', image: 'http://api.test/media/warranty/a.png' }]);
  });
});

describe('tienda.warranty list, forOrder and cancel', () => {
  it('keeps the list in warranty.store; a cancelled claim replaces its entry', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(
      http.get(url('/warranty'), () => HttpResponse.json([wireClaim('7'), wireClaim('6', { warranty_status_step: 'COMPLETED', is_cancel_enabled: false })])),
      http.post(url('/order/:n/:item/warranty/cancel'), () =>
        HttpResponse.json(wireClaim('7', { warranty_status_step: 'UNKNOWN', is_cancelled: true, is_cancel_enabled: false, status: { title: 'Reclamo cancelado', step: 'CANCELLED', instructions: null, colorHex: '#757575', iconIndex: 9 } })),
      ),
    );
    expect(client.warranty.store.getSnapshot().claims).toBeNull();
    const claims = await client.warranty.list();
    expect(claims.map((c) => c.id)).toEqual(['7', '6']);
    expect(client.warranty.store.getSnapshot()).toMatchObject({ status: 'ready' });
    expect(client.warranty.store.getSnapshot().claims?.map((c) => c.id)).toEqual(['7', '6']);
    const cancelled = await client.warranty.cancel(N, '41');
    expect(cancelled).toMatchObject({ id: '7', is_cancelled: true, is_cancel_enabled: false });
    expect(client.warranty.store.getSnapshot().claims?.map((c) => [c.id, c.is_cancelled])).toEqual([['7', true], ['6', false]]);
    expect(requests.describe()).toBe(`GET /warranty, POST /order/${N}/41/warranty/cancel`);
  });

  it('forOrder keeps one order\'s claims under its number', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order/:n/warranty'), () => HttpResponse.json([wireClaim('9')])));
    await client.warranty.forOrder(N);
    expect(client.warranty.store.getSnapshot().byOrder[N]?.map((c) => c.id)).toEqual(['9']);
  });

  it('needs a signed-in user: anonymous is onlyAnonymousTokenFound, without a call', async () => {
    const { client } = await checkoutClient();
    expect((await failureOf(client.warranty.list())).cause).toBe('onlyAnonymousTokenFound');
    expect((await failureOf(client.warranty.claim(N, '1', { problem: 'No enciende' }))).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });

  it('a shape mismatch is schemaValidationError naming the shape', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/warranty'), () => HttpResponse.json({ claims: 'nope' })));
    const failure = await failureOf(client.warranty.list());
    expect(failure.cause).toBe('schemaValidationError');
    expect(failure.details).toMatchObject({ shape: 'WarrantyClaimList' });
    expect(client.warranty.store.getSnapshot().status).toBe('error');
  });

  it('empties warranty.store when the session changes (logout)', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/warranty'), () => HttpResponse.json([wireClaim('7')])));
    await client.warranty.list();
    expect(client.warranty.store.getSnapshot().claims).toHaveLength(1);
    await client.session.logout();
    expect(client.warranty.store.getSnapshot()).toMatchObject({ status: 'idle', claims: null, byOrder: {} });
  });
});

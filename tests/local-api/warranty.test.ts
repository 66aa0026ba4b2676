import { beforeAll, describe, expect, it } from 'vitest';
import { blob, images } from './account-support';
import { cartWith, checkoutBody, placeOrder } from './checkout-support';
import type { AppDeps } from '../../local-api/http/context';
import type { OrderRow } from '../../local-api/orders/order-store';
import { itemWarrantyFields } from '../../local-api/warranty/warranty';
import { API, makeApi, parseAnswer, type TestApi } from './support';

const SHELF = "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 AND price_cents BETWEEN 5000 AND 200000";
const WITH_WARRANTY = `${SHELF} AND warranty_months = 12`;
const WITHOUT_WARRANTY = `${SHELF} AND warranty_months IS NULL`;

let api: TestApi;
let ana: string;
let carlos: string;
let lucia: string;
let order: string;
let warrantyItem: string;
let plainItem: string;
let undelivered: { order: string; item: string };

/** Ana's pickup order at Zona Viva (COD) of 2 units of `where` (plus 1 of `extra`), optionally received and handed over by carlos. */
async function buy(where: string, extra: string | null, deliver: boolean) {
  const { cartId } = await cartWith(api, ana, where, 2);
  if (extra) {
    const sku = (api.db.prepare(`SELECT public_sku FROM products WHERE ${extra} ORDER BY id LIMIT 1`).get() as { public_sku: string }).public_sku;
    const added = await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: sku, quantity: 1 } });
    if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  }
  const placed = await placeOrder(
    api,
    ana,
    cartId,
    checkoutBody(cartId, { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-10', payment_method: 'COD' }),
  );
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const n = placed.body.order_number as string;
  const detail = (await api.call('GET', `/order/${n}`, { token: ana })).body;
  if (deliver) {
    const where = { order_number: n, location_public_id: 'gt-zona-10' };
    expect((await api.call('POST', '/pickup_locations/set_received', { token: carlos, body: where })).status).toBe(200);
    expect((await api.call('POST', '/pickup_locations/set_picked_up', { token: carlos, body: { ...where, pin: detail.pin } })).status).toBe(200);
  }
  return { n, items: detail.items as { item_id: string; quantity: number }[] };
}

const claim = (n: string, item: string, body: unknown, token = ana) => api.call('POST', `/order/${n}/${item}/warranty`, { token, body });

beforeAll(async () => {
  api = makeApi({ dev: true });
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
  lucia = await api.login('lucia@tienda.test');
  const bought = await buy(WITH_WARRANTY, WITHOUT_WARRANTY, true);
  order = bought.n;
  warrantyItem = bought.items.find((i) => i.quantity === 2)!.item_id;
  plainItem = bought.items.find((i) => i.quantity === 1)!.item_id;
  const pending = await buy(WITH_WARRANTY, null, false);
  undelivered = { order: pending.n, item: pending.items[0]!.item_id };
});

describe('POST /order/{n}/{itemId}/warranty', () => {
  it('creates a NEW claim of 1 unit by default, with its status, product and Spanish instructions', async () => {
    const res = await claim(order, warrantyItem, { problem: 'No enciende después de cargarlo', customer_notes: 'Lo compré para mi oficina' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      item_id: warrantyItem,
      order_number: order,
      quantity: 1,
      problem: 'No enciende después de cargarlo',
      customer_notes: 'Lo compré para mi oficina',
      warranty_status_step: 'NEW',
      is_cancel_enabled: true,
      images: [],
      status: { step: 'NEW', title: 'Reclamo recibido', colorHex: '#b26a00', iconIndex: 0 },
    });
    expect(res.body.status.instructions).toMatch(/Lo revisaremos en un máximo de 2 días hábiles/);
    expect(typeof res.body.product.title).toBe('string');
    const listed = await api.call('GET', '/warranty', { token: ana });
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
    const perOrder = await api.call('GET', `/order/${order}/warranty`, { token: ana });
    expect(perOrder.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
  });

  it('gives an order item’s warranty fields (is_under_warranty and its newest claim) for the order answer', () => {
    const deps = { db: api.db, now: () => api.clock.now } as unknown as AppDeps;
    const row = api.db.prepare('SELECT * FROM orders WHERE order_number = ?').get(order) as OrderRow;
    const item = (id: string) => api.db.prepare('SELECT id, product_id FROM order_items WHERE id = ?').get(Number(id)) as { id: number; product_id: number };
    const claimId = (api.db.prepare('SELECT MAX(id) AS id FROM warranty_claims').get() as { id: number }).id;
    expect(itemWarrantyFields(deps, row, item(warrantyItem))).toEqual({
      is_under_warranty: true,
      warranty_claim_status: expect.objectContaining({ step: 'NEW', title: 'Reclamo recibido' }),
      warranty_claim_id: String(claimId),
    });
    expect(itemWarrantyFields(deps, row, item(plainItem))).toEqual({ is_under_warranty: false, warranty_claim_status: null, warranty_claim_id: null });
  });

  it('counts units already under an open claim against the item’s quantity', async () => {
    const tooMany = await claim(order, warrantyItem, { problem: 'Falla la pantalla', quantity: 2 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ cause: 'NOT_ALLOWED', field: 'quantity', message: 'Solo queda 1 unidad de este producto sin reclamo abierto.' });
    expect((await claim(order, warrantyItem, { problem: 'Falla la pantalla', quantity: 1 })).status).toBe(201);
    const none = await claim(order, warrantyItem, { problem: 'Falla la pantalla' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Ya tienes un reclamo abierto por todas las unidades de este producto.');
  });

  it('checks each field: problem, customer_notes, quantity', async () => {
    for (const [body, field, message] of [
      [{}, 'problem', /Describe el problema/],
      [{ problem: 'ab' }, 'problem', /al menos 3 caracteres/],
      [{ problem: 'x'.repeat(1001) }, 'problem', /máximo es 1000/],
      [{ problem: 'No carga', customer_notes: 5 }, 'customer_notes', /texto/],
      [{ problem: 'No carga', quantity: 0 }, 'quantity', /entero de 1 o más/],
      [{ problem: 'No carga', quantity: 1.5 }, 'quantity', /entero de 1 o más/],
      [{ problem: 'No carga', quantity: 'dos' }, 'quantity', /entero de 1 o más/],
    ] as const) {
      const res = await claim(order, plainItem, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.cause).toBe('NOT_ALLOWED');
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(message);
    }
  });

  it('refuses items without warranty, undelivered orders and expired warranties', async () => {
    const plain = await claim(order, plainItem, { problem: 'Se rompió' });
    expect(plain.status).toBe(400);
    expect(plain.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Este producto no tiene garantía.' });
    const early = await claim(undelivered.order, undelivered.item, { problem: 'Se rompió' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(`Tu pedido ${undelivered.order} aún no ha sido entregado: la garantía se reclama después de recibirlo.`);
    // Delivered 13 months ago (sessions would expire if the clock moved instead).
    const row = api.db.prepare('SELECT delivered_at, status_changed_at FROM orders WHERE order_number = ?').get(order) as Record<string, string>;
    const longAgo = new Date(api.clock.now.getTime() - 396 * 86_400_000).toISOString();
    api.db.prepare('UPDATE orders SET delivered_at = ?, status_changed_at = ? WHERE order_number = ?').run(longAgo, longAgo, order);
    try {
      const late = await claim(order, warrantyItem, { problem: 'Se rompió' });
      expect(late.status).toBe(400);
      expect(late.body.message).toBe('La garantía de este producto terminó el 2026-01-30 (12 meses desde la entrega).');
    } finally {
      api.db.prepare('UPDATE orders SET delivered_at = ?, status_changed_at = ? WHERE order_number = ?').run(row.delivered_at, row.status_changed_at, order);
    }
  });

  it('only the owner: someone else’s order or an unknown item is 404; anonymous is 403', async () => {
    const other = await claim(order, warrantyItem, { problem: 'No enciende' }, lucia);
    expect(other.status).toBe(404);
    expect(other.body.cause).toBe('notFound');
    expect((await claim(order, '999999', { problem: 'No enciende' })).status).toBe(404);
    expect((await claim(order, 'abc', { problem: 'No enciende' })).status).toBe(404);
    const anonymous = await claim(order, warrantyItem, { problem: 'No enciende' }, await api.anonymous());
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.cause).toBe('onlyAnonymousTokenFound');
    expect((await api.call('GET', `/order/${order}/warranty`, { token: lucia })).status).toBe(404);
    expect((await api.call('GET', '/warranty', { token: lucia })).body).toEqual([]);
  });

  it('takes up to 5 pictures as multipart, checked by their bytes, served by their server-made name', async () => {
    // Free the units first: cancel both open claims of the item.
    api.db.prepare(`UPDATE warranty_claims SET step = 'CANCELLED' WHERE order_item_id = ?`).run(Number(warrantyItem));
    const send = async (files: Blob[], fields: Record<string, string> = { problem: 'La tapa llegó rota' }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      files.forEach((file, i) => form.append('images', file, `foto-${i}.bin`));
      return parseAnswer(await api.app.request(`${API}/order/${order}/${warrantyItem}/warranty`, { method: 'POST', headers: { Session: ana }, body: form }));
    };
    const gif = await send([blob(images.gif(100, 100))]);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('La foto 1 debe ser una imagen PNG, JPEG o WebP.');
    const six = await send(Array.from({ length: 6 }, () => blob(images.png(100, 100))));
    expect(six.status).toBe(400);
    expect(six.body.message).toMatch(/como máximo 5 fotos/);
    expect((api.db.prepare(`SELECT COUNT(*) AS n FROM user_files WHERE purpose = 'warranty'`).get() as { n: number }).n).toBe(0);

    const ok = await send([blob(images.png(100, 100)), blob(images.jpeg(200, 150))], { problem: 'La tapa llegó rota', quantity: '2' });
    expect(ok.status).toBe(201);
    expect(ok.body.quantity).toBe(2);
    expect(ok.body.images).toHaveLength(2);
    const url = ok.body.images[1].image as string;
    expect(url).toMatch(/^\/api\/public\/media\/warranty\/[0-9a-f]{32}\.jpg$/);
    const picture = await api.app.request(new URL(url, 'http://localhost:9004').href);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await api.app.request(`${API}/media/warranty/${'0'.repeat(32)}.png`)).status).toBe(404);

    const jsonWithImages = await claim(order, plainItem, { problem: 'No carga', images: [{ image: 'aGVsbG8=' }] });
    expect(jsonWithImages.status).toBe(400);
    expect(jsonWithImages.body.message).toMatch(/multipart\/form-data/);
  });
});

describe('steps and cancel', () => {
  it('cancels a NEW claim; the dev control moves a claim NEW → IN_PROGRESS → COMPLETED; an IN_PROGRESS claim cannot be cancelled', async () => {
    api.db.prepare(`UPDATE warranty_claims SET step = 'CANCELLED' WHERE order_item_id = ?`).run(Number(warrantyItem));
    const created = await claim(order, warrantyItem, { problem: 'Hace ruido' });
    const cancelled = await api.call('POST', `/order/${order}/${warrantyItem}/warranty/cancel`, { token: ana });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: created.body.id, is_cancelled: true, status: { title: 'Reclamo cancelado' } });
    const nothing = await api.call('POST', `/order/${order}/${warrantyItem}/warranty/cancel`, { token: ana });
    expect(nothing.status).toBe(404);
    expect((await api.call('POST', `/order/${order}/${warrantyItem}/warranty/cancel`, { token: lucia })).status).toBe(404);

    const second = await claim(order, warrantyItem, { problem: 'Hace ruido' });
    const advance = (id: string) => api.call('POST', `http://localhost:9004/dev/warranty/${id}/advance`);
    const first = await advance(second.body.id);
    expect(first.body).toMatchObject({ id: second.body.id, warranty_status_step: 'IN_PROGRESS' });
    const refused = await api.call('POST', `/order/${order}/${warrantyItem}/warranty/cancel`, { token: ana });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/ya está en revisión/);
    expect((await advance(second.body.id)).body.warranty_status_step).toBe('COMPLETED');
    const done = await advance(second.body.id);
    expect(done.status).toBe(400);
    expect(done.body.message).toBe('El reclamo ya está resuelto.');
    expect((await advance('999999')).status).toBe(404);

    const listed = (await api.call('GET', `/order/${order}/warranty`, { token: ana })).body;
    const shown = listed.find((c: { id: string }) => c.id === second.body.id);
    expect(shown.status).toMatchObject({ step: 'COMPLETED', title: 'Garantía resuelta', colorHex: '#2e7d32', iconIndex: 7 });
    expect(shown.notes_to_customer).toBe('Revisamos el producto y resolvimos tu reclamo.');
  });

  it('the dev control does not exist without the development pages', async () => {
    const plain = makeApi();
    const res = await plain.call('POST', 'http://localhost:9004/dev/warranty/1/advance');
    expect(res.status).toBe(404);
    expect(res.body.cause).toBe('notFound');
  });
});

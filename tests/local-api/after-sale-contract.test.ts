import { beforeAll, describe, expect, it } from 'vitest';
import { FormReceiptSchema } from '../../src/domain/forms/forms';
import { OrderSchema } from '../../src/domain/orders/order';
import { AuthorizationAnswerSchema, InvoiceUrlSchema, ShipInStockSchema } from '../../src/domain/orders/order-actions';
import { WorkerLocationListSchema, WorkerReceiptSchema } from '../../src/domain/pickup-worker/worker';
import { WarrantyClaimListSchema, WarrantyClaimSchema } from '../../src/domain/warranty/warranty';
import { makeApi, type TestApi } from './support';

/**
 * The after-sale answers on lucia's seeded orders, each parsed by the library's own schemas (what
 * tienda.orders, tienda.warranty, tienda.pickupWorker and tienda.forms read), and who may see them.
 */
let api: TestApi;
let lucia: string;
let ana: string;
let carlos: string;

beforeAll(async () => {
  api = makeApi();
  lucia = await api.login('lucia@tienda.test');
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
});

describe('warranty on 100004', () => {
  it("a claim shows on the order's item (status and id) until it is cancelled; every answer parses", async () => {
    const order = OrderSchema.parse((await api.call('GET', '/order/100004', { token: lucia })).body);
    const item = order.items.find((i) => i.is_under_warranty)!;
    const noWarranty = order.items.find((i) => !i.is_under_warranty)!;

    const refused = await api.call('POST', `/order/100004/${noWarranty.item_id}/warranty`, { token: lucia, body: { problem: 'No funciona' } });
    expect(refused.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Este producto no tiene garantía.' });

    const created = await api.call('POST', `/order/100004/${item.item_id}/warranty`, { token: lucia, body: { problem: 'No enciende', customer_notes: 'Desde ayer' } });
    expect(created.status).toBe(201);
    const claim = WarrantyClaimSchema.parse(created.body);
    expect(claim).toMatchObject({ item_id: item.item_id, order_number: '100004', quantity: 1, warranty_status_step: 'NEW', is_cancel_enabled: true });
    expect(claim.status?.title).toBe('Reclamo recibido');

    const withClaim = OrderSchema.parse((await api.call('GET', '/order/100004', { token: lucia })).body).items.find((i) => i.item_id === item.item_id)!;
    expect(withClaim.warranty_claim_id).toBe(claim.id);
    expect(withClaim.warranty_claim_status).toMatchObject({ step: 'NEW', title: 'Reclamo recibido' });
    const listed = (await api.call('GET', '/order', { token: lucia })).body.map((o: unknown) => OrderSchema.parse(o));
    expect(listed.find((o: { order_number: string }) => o.order_number === '100004').items.find((i: { item_id: string }) => i.item_id === item.item_id).warranty_claim_id).toBe(claim.id);

    expect(WarrantyClaimListSchema.parse((await api.call('GET', '/warranty', { token: lucia })).body).map((c) => c.id)).toEqual([claim.id]);
    expect(WarrantyClaimListSchema.parse((await api.call('GET', '/order/100004/warranty', { token: lucia })).body)).toHaveLength(1);

    // ana sees nothing of it, and cannot claim on or cancel lucia's item.
    expect((await api.call('GET', '/warranty', { token: ana })).body).toEqual([]);
    expect((await api.call('GET', '/order/100004/warranty', { token: ana })).status).toBe(404);
    expect((await api.call('POST', `/order/100004/${item.item_id}/warranty`, { token: ana, body: { problem: 'No enciende' } })).status).toBe(404);
    expect((await api.call('POST', `/order/100004/${item.item_id}/warranty/cancel`, { token: ana })).status).toBe(404);

    const cancelled = WarrantyClaimSchema.parse((await api.call('POST', `/order/100004/${item.item_id}/warranty/cancel`, { token: lucia })).body);
    expect(cancelled).toMatchObject({ is_cancelled: true, is_cancel_enabled: false, warranty_status_step: 'UNKNOWN' });
    const after = OrderSchema.parse((await api.call('GET', '/order/100004', { token: lucia })).body).items.find((i) => i.item_id === item.item_id)!;
    expect([after.is_under_warranty, after.warranty_claim_status, after.warranty_claim_id]).toEqual([true, null, null]);
  });

  it('the warranty ends 12 months after delivery', async () => {
    const saved = api.clock.now;
    try {
      // Seeded 32 days before the test clock, at 19:30 UTC: its warranty ends 12 months later, to the minute.
      const delivered = OrderSchema.parse((await api.call('GET', '/order/100004', { token: lucia })).body).delivered_date!;
      const end = new Date(delivered);
      expect(end.toISOString()).toBe(`${new Date(saved.getTime() - 32 * 86_400_000).toISOString().slice(0, 10)}T19:30:00.000Z`);
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      api.clock.now = new Date(end.getTime() - 30 * 60_000);
      const token = await api.login('lucia@tienda.test');
      const inside = OrderSchema.parse((await api.call('GET', '/order/100004', { token })).body);
      expect(inside.items.filter((i) => i.is_under_warranty)).toHaveLength(1);
      api.clock.now = new Date(end.getTime() + 30 * 60_000);
      const outside = OrderSchema.parse((await api.call('GET', '/order/100004', { token })).body);
      expect(outside.items.filter((i) => i.is_under_warranty)).toHaveLength(0);
    } finally {
      api.clock.now = saved;
    }
  });
});

describe('order actions parse with the library schemas', () => {
  it('ship_in_stock, invoice_url, the authorization number of 100007 (123456)', async () => {
    const split = ShipInStockSchema.parse((await api.call('GET', '/order/100006/ship_in_stock', { token: lucia })).body);
    expect(split.items_to_wait.map((l) => [l.quantity, l.item?.product.title.length ? 'item' : null])).toEqual([[1, 'item']]);
    expect(InvoiceUrlSchema.parse((await api.call('GET', '/order/100006/invoice_url', { token: lucia })).body).url).toMatch(/\/invoice\/view\?token=/);

    const wrong = await api.call('POST', '/order/100007/payment_card_authorization_number', { token: lucia, body: { payment_card_authorization_number: '654321' } });
    expect(AuthorizationAnswerSchema.parse(wrong.body)).toEqual({ verified: false });
    const other = await api.call('POST', '/order/100007/payment_card_authorization_number', { token: ana, body: { payment_card_authorization_number: '123456' } });
    expect(other.status).toBe(404);
    const right = await api.call('POST', '/order/100007/payment_card_authorization_number', { token: lucia, body: { payment_card_authorization_number: '123456' } });
    expect(AuthorizationAnswerSchema.parse(right.body)).toEqual({ verified: true });
    expect(OrderSchema.parse((await api.call('GET', '/order/100007', { token: lucia })).body).is_payment_card_authorization_number_required).toBe(false);
  });
});

describe('the worker and the forms parse with the library schemas', () => {
  it('orders to receive and deliver, receiving 100001', async () => {
    const receive = WorkerLocationListSchema.parse((await api.call('GET', '/pickup_locations/orders_to_receive', { token: carlos })).body);
    expect(receive.flatMap((l) => l.orders.map((o) => o.order_number))).toEqual(['100001', '100003']);
    const deliver = WorkerLocationListSchema.parse((await api.call('GET', '/pickup_locations/orders_to_deliver', { token: carlos })).body);
    expect(deliver.flatMap((l) => l.orders.map((o) => o.order_number))).toEqual(['100002']);
    const received = WorkerReceiptSchema.parse(
      (await api.call('POST', '/pickup_locations/set_received', { token: carlos, body: { order_number: '100001', location_public_id: 'gt-zona-10' } })).body,
    );
    expect(received).toMatchObject({ order_number: '100001', status: 'ReadyForPickup', location_public_id: 'gt-zona-10' });
    const notes = (await api.call('GET', '/user/notification', { token: lucia })).body as { type: string; order_number?: string; subject: string }[];
    expect(notes.filter((n) => n.order_number === '100001').map((n) => n.subject)).toEqual(['Pedido 100001: Listo para recoger: muestra tu código QR y tu PIN']);
  });

  it('B2B and seller sign-up receipts', async () => {
    const token = await api.anonymous();
    const b2b = await api.call('POST', '/b2b', {
      token,
      body: { full_name: 'Lucía Méndez', email: 'compras@empresa.gt', phone_number: '5550 3344', company: 'Empresa, S. A.', company_size: '11-50', industry: 'Educación' },
    });
    expect(b2b.status).toBe(201);
    expect(FormReceiptSchema.parse(b2b.body).id).toMatch(/^[0-9]+$/);
    const seller = await api.call('POST', '/seller_signup', {
      token,
      body: { full_name: 'Lucía Méndez', email: 'ventas@empresa.gt', phone_number: '5550 3344', company: 'Empresa', category: 'Libros', business_tax_id: '4560001-5' },
    });
    expect(seller.status).toBe(201);
    expect(FormReceiptSchema.parse(seller.body).message).toMatch(/^Gracias/);
  });
});

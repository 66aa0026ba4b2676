/*
 * After the sale, through the real library against the real local API (a
 * fresh database): lucia uploads a bank slip, claims and cancels a warranty,
 * cancels an order and downloads an invoice; ana cannot reach any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankSlipState, canCancel, orderTimeline, type TiendaClient } from '../../src';
import { images } from '../local-api/account-support';
import { failureOf, type RunningApi, signedIn, startLocalApi } from './support/local-api';

let api: RunningApi;
let lucia: TiendaClient;
let ana: TiendaClient;

/** A PNG of 320 × 240 px (its header is what the API reads), and the bytes sent. */
const SLIP = images.png(320, 240);

beforeAll(async () => {
  api = await startLocalApi();
  lucia = await signedIn(api, 'lucia@tienda.test');
  ana = await signedIn(api, 'ana@tienda.test');
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

describe('bank slips', () => {
  it('lucia uploads a slip for 100005: the order shows it in review, and it reads back byte for byte', async () => {
    const before = await lucia.orders.get('100005');
    expect(before.payment_method).toBe('BANK_DEPOSIT');
    expect(bankSlipState(before)).toBe('required');

    const progress: number[] = [];
    const after = await lucia.orders.uploadBankSlip('100005', { image: new Blob([SLIP], { type: 'image/png' }), amount: before.totals.amount_total }, { onProgress: (f) => progress.push(f) });
    expect(progress.at(-1)).toBe(1);
    expect(after.bank_slips).toHaveLength(1);
    expect(bankSlipState(after)).toBe('in_review');
    expect(lucia.orders.store.getSnapshot().current?.bank_slips).toHaveLength(1);

    const picture = await lucia.orders.bankSlip('100005', after.bank_slips[0]!.id);
    expect(picture.type).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(Buffer.from(SLIP))).toBe(true);
  });

  it('a bad amount is refused before any call', async () => {
    const failure = await failureOf(lucia.orders.uploadBankSlip('100005', { image: new Blob([SLIP], { type: 'image/png' }), amount: 0 }));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'amount' } });
  });
});

describe('warranty claims', () => {
  it('lucia claims the warranty of 100004\'s item, sees it listed, and cancels it', async () => {
    const order = await lucia.orders.get('100004');
    expect(order.step).toBe('Delivered');
    const item = order.items.find((line) => line.is_under_warranty);
    expect(item).toBeDefined();

    const claim = await lucia.warranty.claim('100004', item!.item_id, {
      problem: 'La pantalla no enciende después de cargarlo.',
      customerNotes: 'Lo compré para mi hija.',
      images: [new Blob([images.png(200, 200)], { type: 'image/png' })],
    });
    expect(claim).toMatchObject({ item_id: item!.item_id, order_number: '100004', quantity: 1, warranty_status_step: 'NEW', is_cancel_enabled: true });
    expect(claim.status?.title).toBe('Reclamo recibido');
    expect(claim.status?.colorHex).toMatch(/^#[0-9a-f]{6}$/);
    expect(claim.images).toHaveLength(1);
    expect(claim.product?.title).toBe(item!.product.title);

    const listed = await lucia.warranty.list();
    expect(listed.map((c) => c.id)).toContain(claim.id);
    expect(lucia.warranty.store.getSnapshot().claims?.map((c) => c.id)).toContain(claim.id);
    expect((await lucia.warranty.forOrder('100004')).map((c) => c.id)).toEqual([claim.id]);

    const cancelled = await lucia.warranty.cancel('100004', item!.item_id);
    expect(cancelled).toMatchObject({ id: claim.id, is_cancel_enabled: false, is_cancelled: true });
    expect(lucia.warranty.store.getSnapshot().claims?.find((c) => c.id === claim.id)?.is_cancelled).toBe(true);
    const again = await failureOf(lucia.warranty.cancel('100004', item!.item_id));
    expect(again.cause).toBe('notFound');
  });

  it('an item without warranty is refused by the API with its Spanish message', async () => {
    const order = await lucia.orders.get('100004');
    const plain = order.items.find((line) => !line.is_under_warranty)!;
    const failure = await failureOf(lucia.warranty.claim('100004', plain.item_id, { problem: 'Se rompió' }));
    expect(failure.cause).toBe('NOT_ALLOWED');
    expect(failure.userMessage).toBe('Este producto no tiene garantía.');
  });
});

describe('card authorization number and out-of-stock lines', () => {
  it('lucia types a wrong number for 100007 (not verified), then 123456 (verified; the order no longer asks)', async () => {
    expect((await lucia.orders.get('100007')).is_payment_card_authorization_number_required).toBe(true);
    expect(await lucia.orders.verifyAuthorizationNumber('100007', '654321')).toEqual({ verified: false });
    expect(await lucia.orders.verifyAuthorizationNumber('100007', '123 456')).toEqual({ verified: true });
    expect(lucia.orders.store.getSnapshot().current).toMatchObject({ order_number: '100007', is_payment_card_authorization_number_required: false });
  });

  it('100006 splits into what ships now and what waits, as order items; lucia accepts shipping what is in stock', async () => {
    const order = await lucia.orders.get('100006');
    const split = await lucia.orders.shipInStock('100006');
    expect(split.accepted).toBe(false);
    expect(split.items_to_wait).toHaveLength(1);
    const waiting = split.items_to_wait[0]!;
    const line = order.items.find((item) => item.item_id === waiting.item_id)!;
    expect([waiting.quantity, waiting.product.title]).toEqual([line.quantity_out_of_stock, line.product.title]);
    expect(split.items_to_ship.reduce((sum, item) => sum + item.quantity, 0)).toBe(
      order.items.reduce((sum, item) => sum + item.quantity - item.quantity_out_of_stock, 0),
    );
    const accepted = await lucia.orders.acceptShipInStock('100006');
    expect(accepted.accepted).toBe(true);
    expect((await lucia.orders.shipInStock('100006')).accepted).toBe(true);
  });
});

describe('cancelling and invoices', () => {
  it('lucia cancels 100007: it is no longer cancellable, its timeline ends «Cancelado», and a second cancel is refused without a call', async () => {
    const order = await lucia.orders.get('100007');
    expect(canCancel(order)).toBe(true);
    const cancelled = await lucia.orders.cancel('100007', { reason: 'Lo pedí por error.' });
    expect(cancelled.is_cancel_enabled).toBe(false);
    expect(cancelled.step).toBe('PermanentFailure');
    expect(orderTimeline(cancelled).at(-1)).toMatchObject({ label: 'Cancelado', state: 'failed' });
    expect((await lucia.orders.get('100007')).is_cancel_enabled).toBe(false);
    const twice = await failureOf(lucia.orders.cancel('100007', { reason: 'Otra vez' }));
    expect(twice.userMessage).toBe('Este pedido ya no se puede cancelar.');
  });

  it('lucia downloads 100004\'s invoice as a PDF, and its signed link opens without the session', async () => {
    const invoice = await lucia.orders.invoice('100004');
    expect(invoice.contentType).toMatch(/^application\/pdf/);
    expect(invoice.fileName).toBe('factura-100004.pdf');
    expect(Buffer.from(await invoice.blob.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const link = await lucia.orders.invoiceUrl('100004');
    expect(link).toContain('/order/100004/invoice/view?token=');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('100004');
  });
});

describe('someone else\'s order', () => {
  it('ana gets notFound for lucia\'s order, slip, invoice, invoice link and claims', async () => {
    const slipId = (await lucia.orders.get('100005')).bank_slips[0]?.id ?? '1';
    const attempts = await Promise.all([
      failureOf(ana.orders.get('100005')),
      failureOf(ana.orders.bankSlip('100005', slipId)),
      failureOf(ana.orders.invoice('100004')),
      failureOf(ana.orders.invoiceUrl('100004')),
      failureOf(ana.orders.cancel('100006', { reason: 'No es mío' })),
      failureOf(ana.warranty.forOrder('100004')),
    ]);
    expect(attempts.map((failure) => failure.cause)).toEqual(['notFound', 'notFound', 'notFound', 'notFound', 'notFound', 'notFound']);
    expect((await lucia.orders.get('100006')).is_cancel_enabled).toBe(true);
  });
});

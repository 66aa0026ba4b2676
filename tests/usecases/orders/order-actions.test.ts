import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shipInStockSummary } from '../../../src/domain/orders/order-rules';
import { failureOf } from '../../mocks/client';
import { cartItem, productSummary } from '../../mocks/fixtures';
import { wireOrder } from '../../mocks/handlers/checkout';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { checkoutClient } from '../checkout/checkout-harness';

setupMsw();

const N = '100005';
const png = (size = 2048) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/png' });
const account = { bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Lucía Pérez', account_type: 'AHORRO' };

/** GET /order/{n} answering `order()` each time (so a test can change it between calls). */
function orderHandler(order: () => Record<string, unknown>) {
  return http.get(url('/order/:n'), () => HttpResponse.json(order()));
}

async function signedIn(options: Omit<Parameters<typeof checkoutClient>[0] & {}, 'signedIn'> = {}) {
  return checkoutClient({ ...options, signedIn: true });
}

describe('tienda.orders.cancel', () => {
  it('refuses without a call when the stored order can no longer be cancelled', async () => {
    const { client, errors } = await signedIn();
    server.use(orderHandler(() => wireOrder(N, null, { is_cancel_enabled: false, step: 'Shipped' })));
    await client.orders.get(N);
    requests.clear();
    const failure = await failureOf(client.orders.cancel(N, { reason: 'Ya no lo quiero' }));
    expect(failure.cause).toBe('NOT_ALLOWED');
    expect(failure.userMessage).toBe('Este pedido ya no se puede cancelar.');
    expect(requests.total).toBe(0);
    expect(errors.at(-1)?.cause).toBe('NOT_ALLOWED');
  });

  it('refuses a blank reason before any call, with details.field', async () => {
    const { client } = await signedIn();
    const failure = await failureOf(client.orders.cancel(N, { reason: '  ' }));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'reason' } });
    expect(failure.userMessage).toBe('Cuéntanos por qué cancelas el pedido.');
    expect(requests.total).toBe(0);
  });

  it('a paid order not paid by card needs the bank account: refused without the cancel call', async () => {
    const { client } = await signedIn();
    server.use(orderHandler(() => wireOrder(N, null, { is_cancel_enabled: true, payment_method: 'BANK_DEPOSIT', totals: { amount_sub_total: 349, amount_total: 349, amount_unpaid: 0 } })));
    await client.orders.get(N);
    requests.clear();
    const failure = await failureOf(client.orders.cancel(N, { reason: 'Me equivoqué' }));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'bank' } });
    expect(requests.total).toBe(0);
  });

  it('sends the account type as configured (TiendaConfig.bankAccountTypes), and refuses one not configured without a call', async () => {
    const { client } = await signedIn({ bankAccountTypes: [{ value: 'CHECKING', label: 'Corriente' }] });
    expect(client.orders.bankAccountTypes).toEqual([{ value: 'CHECKING', label: 'Corriente' }]);
    server.use(
      orderHandler(() => wireOrder(N, null, { is_cancel_enabled: true, payment_method: 'BANK_DEPOSIT', totals: { amount_sub_total: 349, amount_total: 349, amount_unpaid: 0 } })),
      http.post(url('/order/:n/cancel'), () => HttpResponse.json(wireOrder(N, null, { step: 'PermanentFailure', is_cancel_enabled: false }))),
    );
    await client.orders.get(N);
    requests.clear();
    const refused = await failureOf(client.orders.cancel(N, { reason: 'Me equivoqué', ...account, account_type: 'AHORRO' }));
    expect(refused).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'account_type' } });
    expect(requests.total).toBe(0);
    await client.orders.cancel(N, { reason: 'Me equivoqué', ...account, account_type: 'CHECKING' });
    expect(await requests.single('POST', `/order/${N}/cancel`).request.json()).toMatchObject({ refund_type: 'BANK_ACCOUNT', account_type: 'CHECKING' });
  });

  it('the local environment offers the local API\'s account types by default', async () => {
    const { client } = await signedIn();
    expect(client.orders.bankAccountTypes.map((type) => type.value)).toEqual(['MONETARIA', 'AHORRO']);
  });

  it('sends the card payment\'s authorization number and the card\'s last 4 digits for an order paid by card', async () => {
    const { client } = await signedIn();
    server.use(
      orderHandler(() => wireOrder(N, null, { is_cancel_enabled: true, payment_method: 'CARD', masked_card_number: '424242******4242', totals: { amount_sub_total: 349, amount_total: 349, amount_unpaid: 0 } })),
      http.post(url('/order/:n/cancel'), () => HttpResponse.json(wireOrder(N, null, { step: 'PermanentFailure', is_cancel_enabled: false }))),
    );
    await client.orders.get(N);
    requests.clear();
    const wrong = await failureOf(client.orders.cancel(N, { reason: 'Ya no lo quiero', authorization_number: '654321', card_number: '1111' }));
    expect(wrong).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'card_number' } });
    expect(wrong.userMessage).toBe('Tu pedido se pagó con la tarjeta terminada en 4242: revisa los dígitos.');
    const badAuth = await failureOf(client.orders.cancel(N, { reason: 'Ya no lo quiero', authorization_number: '65-43' }));
    expect(badAuth).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'authorization_number' } });
    expect(requests.total).toBe(0);
    await client.orders.cancel(N, { reason: 'Ya no lo quiero', authorization_number: ' 654321 ', card_number: '**** 4242' });
    expect(await requests.single('POST', `/order/${N}/cancel`).request.json()).toEqual({
      reason: 'Ya no lo quiero',
      authorization_number: '654321',
      card_number: '4242',
    });
  });

  it('sends the reason and the bank account (account type as the API spells it), and stores the answer', async () => {
    const { client } = await signedIn();
    let cancelled = false;
    server.use(
      orderHandler(() => wireOrder(N, null, { is_cancel_enabled: !cancelled, payment_method: 'BANK_DEPOSIT', totals: { amount_sub_total: 349, amount_total: 349, amount_unpaid: 0 } })),
      http.post(url('/order/:n/cancel'), () => {
        cancelled = true;
        return HttpResponse.json(wireOrder(N, null, { step: 'PermanentFailure', is_cancel_enabled: false }));
      }),
    );
    await client.orders.get(N);
    requests.clear();
    const order = await client.orders.cancel(N, { reason: ' Me equivoqué ', ...account });
    expect(await requests.single('POST', `/order/${N}/cancel`).request.json()).toEqual({
      reason: 'Me equivoqué',
      refund_type: 'BANK_ACCOUNT',
      bank: 'Banrural',
      account_number: '3-123-45678-9',
      account_name: 'Lucía Pérez',
      account_type: 'AHORRO',
    });
    expect(requests.total).toBe(1);
    expect(order).toMatchObject({ step: 'PermanentFailure', is_cancel_enabled: false });
    expect(client.orders.store.getSnapshot().current).toMatchObject({ order_number: N, is_cancel_enabled: false });
  });

  it('fetches an order it does not hold first, and fetches it again when the answer is not an order', async () => {
    const { client } = await signedIn();
    let cancelled = false;
    server.use(
      orderHandler(() => wireOrder(N, null, { is_cancel_enabled: !cancelled, step: cancelled ? 'PermanentFailure' : 'Approved', payment_method: 'CARD', totals: { amount_sub_total: 1, amount_total: 1, amount_unpaid: 0 } })),
      http.post(url('/order/:n/cancel'), () => {
        cancelled = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const order = await client.orders.cancel(N, { reason: 'Ya no lo quiero' });
    expect(requests.describe()).toBe(`GET /order/${N}, POST /order/${N}/cancel, GET /order/${N}`);
    expect(await requests.single('POST', `/order/${N}/cancel`).request.json()).toEqual({ reason: 'Ya no lo quiero' });
    expect(order.step).toBe('PermanentFailure');
  });

  it('needs a signed-in user', async () => {
    const { client } = await checkoutClient();
    expect((await failureOf(client.orders.cancel(N, { reason: 'x' }))).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.orders.invoice and invoiceUrl', () => {
  const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10]);

  it('answers the invoice file as a Blob with its type and the suggested name', async () => {
    const { client } = await signedIn();
    server.use(http.get(url('/order/:n/invoice'), () => new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="factura-100005.pdf"' } })));
    const invoice = await client.orders.invoice(N);
    expect(invoice.contentType).toBe('application/pdf');
    expect(invoice.fileName).toBe('factura-100005.pdf');
    expect(invoice.blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await invoice.blob.arrayBuffer())]).toEqual([...PDF]);
  });

  it('names the file factura-{n}.pdf when the server suggests none', async () => {
    const { client } = await signedIn();
    server.use(http.get(url('/order/:n/invoice'), () => new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } })));
    expect((await client.orders.invoice(N)).fileName).toBe(`factura-${N}.pdf`);
  });

  it('an invoice refused is the API\'s cause and Spanish message', async () => {
    const { client } = await signedIn();
    server.use(http.get(url('/order/:n/invoice'), () => HttpResponse.json({ cause: 'NOT_ALLOWED', message: 'El pedido está cancelado: no tiene factura.' }, { status: 400 })));
    const failure = await failureOf(client.orders.invoice(N));
    expect(failure.cause).toBe('NOT_ALLOWED');
    expect(failure.userMessage).toBe('El pedido está cancelado: no tiene factura.');
  });

  it('invoiceUrl answers the link', async () => {
    const { client } = await signedIn();
    server.use(http.get(url('/order/:n/invoice_url'), () => HttpResponse.json({ url: 'http://api.test/invoice/view?token=abc' })));
    expect(await client.orders.invoiceUrl(N)).toBe('http://api.test/invoice/view?token=abc');
  });
});

describe('tienda.orders.verifyAuthorizationNumber', () => {
  it.each(['', '   ', 'abc123', '12'])('refuses %j without a call (field number)', async (bad) => {
    const { client } = await signedIn();
    const failure = await failureOf(client.orders.verifyAuthorizationNumber(N, bad));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'number' } });
    expect(failure.userMessage).toBe('Escribe el número de autorización que te dio tu banco: de 4 a 8 dígitos.');
    expect(requests.total).toBe(0);
  });

  it('sends the digits and fetches the order again after the answer', async () => {
    const { client } = await signedIn();
    server.use(
      http.post(url('/order/:n/payment_card_authorization_number'), () => HttpResponse.json({ verified: true })),
      orderHandler(() => wireOrder(N, null, { is_payment_card_authorization_number_required: false })),
    );
    expect(await client.orders.verifyAuthorizationNumber(N, ' 123 456 ')).toEqual({ verified: true });
    expect(await requests.single('POST', `/order/${N}/payment_card_authorization_number`).request.json()).toEqual({ payment_card_authorization_number: '123456' });
    expect(requests.count('GET', `/order/${N}`)).toBe(1);
    expect(client.orders.store.getSnapshot().current?.order_number).toBe(N);
  });

  it('too many attempts is CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED in Spanish; the order is fetched again', async () => {
    const { client } = await signedIn();
    server.use(
      http.post(url('/order/:n/payment_card_authorization_number'), () => HttpResponse.json({ cause: 'CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED' }, { status: 400 })),
      orderHandler(() => wireOrder(N, null)),
    );
    const failure = await failureOf(client.orders.verifyAuthorizationNumber(N, '999999'));
    expect(failure.cause).toBe('CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED');
    expect(failure.shopperMessage).toBe('Llegaste al límite de intentos con el número de autorización. Comunícate con nosotros para terminar tu pedido.');
    expect(requests.count('GET', `/order/${N}`)).toBe(1);
  });
});

describe('tienda.orders.uploadBankSlip and bankSlip', () => {
  it.each([
    [{ image: new Blob(['%PDF'], { type: 'application/pdf' }), amount: 10 }, 'image'],
    [{ image: png(), amount: 0 }, 'amount'],
    [{ image: png(), amount: 10.123 }, 'amount'],
  ])('refuses a bad slip without a call (%#)', async (slip, field) => {
    const { client } = await signedIn();
    const failure = await failureOf(client.orders.uploadBankSlip(N, slip));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field } });
    expect(requests.total).toBe(0);
  });

  it('sends the photo and the amount as plain digits, reports progress up to 1, then answers the order fetched again', async () => {
    const { client } = await signedIn();
    let slips: unknown[] = [];
    let sent: FormData | null = null;
    server.use(
      http.post(url('/order/:n/bank_slip/'), async ({ request }) => {
        sent = await request.formData();
        slips = [{ id: '1', is_verified: false, order_number: N }];
        return HttpResponse.json({ id: '1', is_verified: false, order_number: N });
      }),
      orderHandler(() => wireOrder(N, null, { payment_method: 'BANK_DEPOSIT', is_bank_slip_required: true, bank_slips: slips })),
    );
    const progress: number[] = [];
    const image = png(150_000);
    const order = await client.orders.uploadBankSlip(N, { image, amount: 1234.5 }, { onProgress: (f) => progress.push(f) });
    const form = sent as unknown as FormData;
    expect(form.get('amount')).toBe('1234.5');
    expect((form.get('image') as Blob).size).toBe(150_000);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(requests.describe()).toBe(`POST /order/${N}/bank_slip/, GET /order/${N}`);
    expect(order.bank_slips).toEqual([{ id: '1', is_verified: false, order_number: N }]);
    expect(client.orders.store.getSnapshot().current?.bank_slips).toHaveLength(1);
  });

  it('bankSlip answers the picture\'s bytes; a blank id is notFound without a call', async () => {
    const { client } = await signedIn();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    server.use(http.get(url('/order/:n/bank_slip/:id/'), () => new HttpResponse(bytes, { headers: { 'Content-Type': 'image/png' } })));
    const blob = await client.orders.bankSlip(N, 1);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...bytes]);
    expect(requests.single('GET', `/order/${N}/bank_slip/1/`)).toBeTruthy();
    requests.clear();
    expect((await failureOf(client.orders.bankSlip(N, ' '))).cause).toBe('notFound');
    expect(requests.total).toBe(0);
  });
});

describe('out-of-stock choices', () => {
  const items = [cartItem(productSummary({ public_sku: 'A' }), { item_id: '11', quantity: 2, quantity_out_of_stock: 1 } as never), cartItem(productSummary({ public_sku: 'B' }), { item_id: '12', quantity: 1 } as never)];

  it('shipInStock answers order items with the split\'s quantities (fetching the order it does not hold)', async () => {
    const { client } = await signedIn();
    server.use(
      http.get(url('/order/:n/ship_in_stock'), () => HttpResponse.json({ items_to_ship: [{ item_id: '11', quantity: 1 }, { item_id: '12', quantity: 1 }], items_to_wait: [{ item_id: '11', quantity: 1 }], accepted: false })),
      orderHandler(() => wireOrder(N, null, { items })),
    );
    const split = await client.orders.shipInStock(N);
    expect(split.items_to_ship.map((i) => [i.item_id, i.product.public_sku, i.quantity])).toEqual([['11', 'A', 1], ['12', 'B', 1]]);
    expect(split.items_to_wait.map((i) => [i.item_id, i.quantity])).toEqual([['11', 1]]);
    expect(split.accepted).toBe(false);
    expect(requests.describe()).toBe(`GET /order/${N}/ship_in_stock, GET /order/${N}`);
  });

  it('acceptShipInStock reads the split, posts which lines ship now and which wait, then fetches the order again', async () => {
    const { client } = await signedIn();
    server.use(
      http.get(url('/order/:n/ship_in_stock'), () => HttpResponse.json({ items_to_ship: [{ item_id: '11', quantity: 1 }, { item_id: '12', quantity: 1 }], items_to_wait: [{ item_id: '11', quantity: 1 }], accepted: false })),
      http.post(url('/order/:n/ship_in_stock'), () => HttpResponse.json({ items_to_ship: [{ item_id: '11', quantity: 1 }, { item_id: '12', quantity: 1 }], items_to_wait: [{ item_id: '11', quantity: 1 }], accepted: true })),
      orderHandler(() => wireOrder(N, null, { items })),
    );
    const split = await client.orders.acceptShipInStock(N);
    expect(requests.describe()).toBe(`GET /order/${N}/ship_in_stock, GET /order/${N}, POST /order/${N}/ship_in_stock, GET /order/${N}`);
    expect(await requests.single('POST', `/order/${N}/ship_in_stock`).request.json()).toEqual({
      items_to_ship: [{ item_id: '11', quantity: 1 }, { item_id: '12', quantity: 1 }],
      items_to_wait: [{ item_id: '11', quantity: 1 }],
    });
    expect(split.accepted).toBe(true);
    expect(split.items_to_ship.map((i) => [i.product.public_sku, i.quantity])).toEqual([['A', 1], ['B', 1]]);
    expect(shipInStockSummary(split)).toBe(`Enviamos ya: 1 × ${split.items_to_ship[0]!.product.title} y 1 × ${split.items_to_ship[1]!.product.title}. Esperan existencias: 1 × ${split.items_to_wait[0]!.product.title}.`);
  });

  it('acceptShipInStock sends the split the shopper saw, without reading it again, and keeps it when the answer has no lines', async () => {
    const { client } = await signedIn();
    server.use(
      http.get(url('/order/:n/ship_in_stock'), () => HttpResponse.json({ items_to_ship: [{ item_id: '12', quantity: 1 }], items_to_wait: [{ item_id: '11', quantity: 1 }], accepted: false })),
      http.post(url('/order/:n/ship_in_stock'), () => HttpResponse.json({ accepted: true })),
      orderHandler(() => wireOrder(N, null, { items })),
    );
    const seen = await client.orders.shipInStock(N);
    requests.clear();
    const split = await client.orders.acceptShipInStock(N, seen);
    expect(requests.describe()).toBe(`POST /order/${N}/ship_in_stock, GET /order/${N}`);
    expect(await requests.single('POST', `/order/${N}/ship_in_stock`).request.json()).toEqual({ items_to_ship: [{ item_id: '12', quantity: 1 }], items_to_wait: [{ item_id: '11', quantity: 1 }] });
    expect(split).toMatchObject({ accepted: true, items_to_ship: [{ item_id: '12' }], items_to_wait: [{ item_id: '11' }] });
  });

  it('acceptShipInStock refuses a split with nothing waiting, without the POST', async () => {
    const { client } = await signedIn();
    const failure = await failureOf(client.orders.acceptShipInStock(N, { items_to_ship: [], items_to_wait: [], accepted: false }));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'items_to_wait' } });
    expect(requests.total).toBe(0);
  });

  it('removeOutOfStock asks a paid deposit order for the bank account without a call, then sends it', async () => {
    const { client } = await signedIn();
    server.use(
      orderHandler(() => wireOrder(N, null, { items, payment_method: 'BANK_DEPOSIT', totals: { amount_sub_total: 1, amount_total: 1, amount_unpaid: 0 } })),
      http.post(url('/order/:n/remove_out_of_stock'), () => HttpResponse.json(wireOrder(N, null, { items: [items[1]] }))),
    );
    await client.orders.get(N);
    requests.clear();
    const failure = await failureOf(client.orders.removeOutOfStock(N, { bank: 'BAM' }));
    expect(failure).toMatchObject({ cause: 'NOT_ALLOWED', details: { field: 'bank_account_no' } });
    expect(requests.total).toBe(0);
    const order = await client.orders.removeOutOfStock(N, { bank: 'BAM', bank_account_no: '12345678', bank_account_name: 'Lucía' });
    expect(await requests.single('POST', `/order/${N}/remove_out_of_stock`).request.json()).toEqual({ bank: 'BAM', bank_account_no: '12345678', bank_account_name: 'Lucía' });
    expect(order.items).toHaveLength(1);
    expect(client.orders.store.getSnapshot().current?.items).toHaveLength(1);
  });
});

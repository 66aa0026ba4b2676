import { beforeAll, describe, expect, it } from 'vitest';
import { CartItemSchema, type CartItem } from '../../src/domain/cart/cart';
import { OrderSchema } from '../../src/domain/orders/order';
import { blob, images, makeAccountApi } from './account-support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, placeOrder } from './checkout-support';

const api = makeAccountApi({ dev: true });
let ana: string;
let carlos: string;

async function order(overrides: Parameters<typeof checkoutBody>[1] = {}, offset = 0, quantity = 1): Promise<string> {
  closeOpenCarts(api);
  const { cartId } = await cartWith(api, ana, CHEAP, quantity, offset);
  const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, overrides));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_number as string;
}

const dev = (n: string, what: string) => api.call('POST', `http://localhost:9004/dev/orders/${n}/${what}`);
const detail = async (n: string) => OrderSchema.parse((await api.call('GET', `/order/${n}`, { token: ana })).body);
const stockOf = (n: string) =>
  (api.db.prepare('SELECT p.stock_quantity AS q FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id WHERE o.order_number = ?').get(n) as { q: number }).q;
const bank = { refund_type: 'BANK_ACCOUNT', bank: 'Banco Industrial', account_number: '123-456789-0', account_name: 'Ana López', account_type: 'MONETARIA' };

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
});

describe('POST /order/{n}/cancel', () => {
  it('cancels an unpaid order with a reason: PermanentFailure, icon 9, stock back, one notification', async () => {
    const n = await order({}, 0, 2);
    const before = stockOf(n);
    const res = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'Ya no lo necesito' } });
    expect(res.status).toBe(200);
    expect(OrderSchema.parse(res.body)).toMatchObject({ step: 'PermanentFailure', status: 'cancelled', title: 'Pedido cancelado', icon: 9, is_cancel_enabled: false });
    expect(stockOf(n)).toBe(before + 2);
    const notes = (await api.call('GET', '/user/notification', { token: ana })).body as { type: string; order_number: string; subject: string }[];
    expect(notes.filter((x) => x.order_number === n).map((x) => [x.type, x.subject])).toEqual([['ORDER_STATUS', `Pedido ${n}: Pedido cancelado`]]);
    const again = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'otra vez' } });
    expect(again.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya está cancelado.' });
    expect((await dev(n, 'advance')).body.cause).toBe('NOT_ALLOWED');
  });

  it('needs a reason', async () => {
    const n = await order({}, 1);
    const res = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: falta reason.' });
  });

  it('a paid deposit order needs refund_type BANK_ACCOUNT with the account data', async () => {
    const n = await order({ payment_method: 'BANK_DEPOSIT' }, 2);
    await dev(n, 'advance'); // approved: the deposit counts as received
    const none = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'Me equivoqué' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/refund_type BANK_ACCOUNT/);
    const noAccount = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { ...bank, reason: 'Me equivoqué', account_number: undefined } });
    expect(noAccount.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: falta account_number.' });
    const badType = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { ...bank, reason: 'x', account_type: 'OTRA' } });
    expect(badType.body.message).toBe('La solicitud no es válida: account_type debe ser MONETARIA o AHORRO.');
    const ok = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { ...bank, reason: 'Me equivoqué' } });
    expect(ok.status).toBe(200);
    const stored = JSON.parse((api.db.prepare('SELECT cancellation FROM orders WHERE order_number = ?').get(n) as { cancellation: string }).cancellation);
    expect(stored.refund).toMatchObject({ refund_type: 'BANK_ACCOUNT', bank: 'Banco Industrial', account_number: '123-456789-0' });
  });

  it('is refused with 400 NOT_ALLOWED once the order shipped', async () => {
    const n = await order({}, 3);
    for (const step of ['Picking', 'Packing', 'Packed']) expect((await dev(n, 'advance')).body.step).toBe(step);
    expect((await detail(n)).is_cancel_enabled).toBe(true);
    await dev(n, 'advance');
    expect((await detail(n)).is_cancel_enabled).toBe(false);
    const res = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'tarde' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya salió o fue entregado: ya no se puede cancelar.' });
  });
});

// Invoices (the PDF, the signed HTML link): order-invoice.test.ts.

describe('POST /order/{n}/payment_card_authorization_number', () => {
  it('is NOT_ALLOWED when the order asks for none', async () => {
    const n = await order({}, 5);
    const res = await api.call('POST', `/order/${n}/payment_card_authorization_number`, { token: ana, body: { payment_card_authorization_number: '123456' } });
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Este pedido no necesita un número de autorización.' });
  });

  it('answers verified false for a wrong number, locks after 3 wrong tries', async () => {
    const n = await order({}, 6);
    const right = (await dev(n, 'card_authorization')).body.payment_card_authorization_number as string;
    expect(right).toMatch(/^[0-9]{6}$/);
    expect((await detail(n)).is_payment_card_authorization_number_required).toBe(true);
    const wrong = right === '111111' ? '222222' : '111111';
    const send = (value: unknown) => api.call('POST', `/order/${n}/payment_card_authorization_number`, { token: ana, body: { payment_card_authorization_number: value } });
    expect((await send('12')).body.message).toBe('La solicitud no es válida: payment_card_authorization_number debe tener de 4 a 8 dígitos.');
    for (let i = 0; i < 3; i++) expect((await send(wrong)).body).toEqual({ verified: false });
    const locked = await send(right);
    expect(locked.status).toBe(400);
    expect(locked.body.cause).toBe('CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED');
    expect(locked.body.message).toMatch(/intentos/);
  });

  it('verifies the right number', async () => {
    const n = await order({}, 7);
    const right = (await dev(n, 'card_authorization')).body.payment_card_authorization_number as string;
    const res = await api.call('POST', `/order/${n}/payment_card_authorization_number`, { token: ana, body: { payment_card_authorization_number: right } });
    expect(res.body).toEqual({ verified: true });
    expect((await detail(n)).is_payment_card_authorization_number_required).toBe(false);
  });
});

describe('bank slips', () => {
  let n: string;
  beforeAll(async () => {
    n = await order({ payment_method: 'BANK_DEPOSIT' }, 8);
  });

  it('stores a checked image with its amount under a server-made name; the owner reads it back', async () => {
    const png = images.png(300, 200);
    const res = await api.upload(`/order/${n}/bank_slip/`, ana, { image: blob(png, 'image/png'), amount: '150.50' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9]+$/), is_verified: false, order_number: n, amount: 150.5, created_date: api.clock.now.toISOString() });
    const row = api.db.prepare('SELECT s.amount_cents, s.file_id, f.purpose FROM order_bank_slips s JOIN user_files f ON f.id = s.file_id WHERE s.id = ?').get(Number(res.body.id)) as {
      amount_cents: number;
      file_id: string;
      purpose: string;
    };
    expect(row).toMatchObject({ amount_cents: 15050, purpose: 'bank_slip' });
    expect(row.file_id).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await detail(n)).bank_slips).toEqual([{ id: res.body.id, is_verified: false, order_number: n }]);
    expect((await api.call('GET', `/order/${n}`, { token: ana })).body.bank_slips).toEqual([res.body]);
    const back = await api.raw('GET', `/order/${n}/bank_slip/${res.body.id}/`, ana);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(png);
    expect((await api.raw('GET', `/order/${n}/bank_slip/${res.body.id}/`, carlos)).status).toBe(404);
    expect((await api.raw('GET', `/order/${n}/bank_slip/999/`, ana)).status).toBe(404);
  });

  it.each([
    ['a GIF', { image: blob(images.gif(100, 100), 'image/gif'), amount: '10' }, 'La imagen debe ser una imagen PNG, JPEG o WebP.'],
    ['text named as a PNG', { image: blob(new TextEncoder().encode('hola '.repeat(100)), 'image/png'), amount: '10' }, 'La imagen debe ser una imagen PNG, JPEG o WebP.'],
    ['no amount', { image: blob(images.png(100, 100)) }, 'La solicitud no es válida: amount debe ser un monto mayor que cero, con hasta dos decimales.'],
    ['amount not a number', { image: blob(images.png(100, 100)), amount: 'diez' }, 'La solicitud no es válida: amount debe ser un monto mayor que cero, con hasta dos decimales.'],
    ['amount zero', { image: blob(images.png(100, 100)), amount: '0' }, 'La solicitud no es válida: amount debe ser un monto mayor que cero, con hasta dos decimales.'],
    ['an extra field', { image: blob(images.png(100, 100)), amount: '5', path: '../x' }, 'El campo "path" no se admite aquí; se esperan: image, amount.'],
  ])('refuses %s with 400', async (_label, fields, message) => {
    const res = await api.upload(`/order/${n}/bank_slip/`, ana, fields);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'apiCallFailed', message });
  });

  it('refuses a picture over 2 MB (413) and JSON (415)', async () => {
    const big = await api.upload(`/order/${n}/bank_slip/`, ana, { image: blob(images.png(100, 100, 2 * 1024 * 1024 + 10)), amount: '5' });
    expect(big.status).toBe(413);
    const json = await api.call('POST', `/order/${n}/bank_slip/`, { token: ana, body: { amount: 5 } });
    expect(json.status).toBe(415);
  });

  it("refuses slips on a non-deposit order and on another user's order", async () => {
    const cod = await order({}, 9);
    const res = await api.upload(`/order/${cod}/bank_slip/`, ana, { image: blob(images.png(100, 100)), amount: '5' });
    expect(res.body.cause).toBe('NOT_ALLOWED');
    const other = await api.upload(`/order/${n}/bank_slip/`, carlos, { image: blob(images.png(100, 100)), amount: '5' });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
  });
});

describe('out-of-stock lines', () => {
  it('ship_in_stock splits the lines; remove_out_of_stock drops the missing units and lowers the total', async () => {
    const n = await order({}, 4, 3);
    const none = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: {} });
    expect(none.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido no tiene productos agotados.' });
    api.db.prepare('UPDATE order_items SET quantity_out_of_stock = 1 WHERE order_id = (SELECT id FROM orders WHERE order_number = ?)').run(n);
    const before = await detail(n);
    const itemId = before.items[0]!.item_id;
    expect(before.items[0]!.quantity_out_of_stock).toBe(1);
    const split = await api.call('GET', `/order/${n}/ship_in_stock`, { token: ana });
    expect(split.body.accepted).toBe(false);
    expect(split.body.items_to_ship.map((i: CartItem) => [i.item_id, i.quantity, i.quantity_out_of_stock])).toEqual([[itemId, 2, 0]]);
    expect(split.body.items_to_wait.map((i: CartItem) => [i.item_id, i.quantity, i.quantity_out_of_stock])).toEqual([[itemId, 1, 1]]);
    expect(CartItemSchema.parse(split.body.items_to_wait[0]).product.title).toBe(before.items[0]!.product.title);
    expect((await api.call('POST', `/order/${n}/ship_in_stock`, { token: ana })).body.accepted).toBe(true);
    const removed = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: {} });
    expect(removed.status).toBe(200);
    const after = OrderSchema.parse(removed.body);
    expect(after.items[0]!.quantity).toBe(2);
    expect(after.totals.amount_total).toBeCloseTo(before.totals.amount_total - before.items[0]!.price, 2);
    expect((await api.call('GET', `/order/${n}/ship_in_stock`, { token: carlos })).status).toBe(404);
  });
});

describe("another user's order", () => {
  it('answers 404 notFound on every action', async () => {
    const n = await order({}, 5);
    for (const [method, path, body] of [
      ['POST', `/order/${n}/cancel`, { reason: 'x' }],
      ['GET', `/order/${n}/invoice_url`, undefined],
      ['POST', `/order/${n}/payment_card_authorization_number`, { payment_card_authorization_number: '1234' }],
      ['POST', `/order/${n}/remove_out_of_stock`, {}],
      ['POST', `/order/${n}/ship_in_stock`, undefined],
    ] as const) {
      const res = await api.call(method, path, { token: carlos, body });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
    }
    expect((await detail(n)).step).toBe('Approved');
  });
});

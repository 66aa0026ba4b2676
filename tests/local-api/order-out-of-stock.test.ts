import { beforeAll, describe, expect, it } from 'vitest';
import { CartItemSchema } from '../../src/domain/cart/cart';
import { OrderSchema } from '../../src/domain/orders/order';
import { makeAccountApi } from './account-support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, findProduct, placeOrder } from './checkout-support';

/** Out-of-stock lines after the sale: ship_in_stock's split and remove_out_of_stock's new totals. */
const api = makeAccountApi({ dev: true });
let ana: string;
let lucia: string;

const DEV = 'http://localhost:9004/dev/orders';
const detail = async (n: string, token = ana) => OrderSchema.parse((await api.call('GET', `/order/${n}`, { token })).body);
const orderRow = (n: string) =>
  api.db.prepare('SELECT * FROM orders WHERE order_number = ?').get(n) as {
    id: number;
    sub_total_cents: number;
    shipping_cents: number;
    coupon_cents: number;
    total_cents: number;
    paid_cents: number;
    quantity_total: number;
    cancellation: string | null;
    details: string;
  };
const bank = { bank: 'Banrural', bank_account_no: '3-123-45678-9', bank_account_name: 'Ana López' };

/** Ana buys `quantity` of one cheap product, paying with `payment`; optionally adds a line of another product type (straight into the order). */
async function order(payment: 'COD' | 'BANK_DEPOSIT', offset: number, quantity = 2): Promise<string> {
  closeOpenCarts(api);
  const { cartId } = await cartWith(api, ana, CHEAP, quantity, offset);
  const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: payment, invoice_type: 'NO_TAX_ID', invoice_data: null }));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_number as string;
}

/** Adds a line straight into an order (what checkout would have stored), keeping the amounts in step. */
function addLine(n: string, where: string, quantity = 1): string {
  const product = findProduct(api.db, where);
  const row = orderRow(n);
  const { lastInsertRowid } = api.db
    .prepare('INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents) VALUES (?, ?, ?, ?)')
    .run(row.id, product.id, quantity, product.price_cents);
  const cents = product.price_cents * quantity;
  api.db
    .prepare('UPDATE orders SET sub_total_cents = sub_total_cents + ?, total_cents = total_cents + ?, quantity_total = quantity_total + ? WHERE id = ?')
    .run(cents, cents, quantity, row.id);
  return String(lastInsertRowid);
}

const markOut = (n: string, itemId: string, quantity: number) => api.call('POST', `${DEV}/${n}/out_of_stock`, { body: { item_id: itemId, quantity } });

beforeAll(async () => {
  ana = await api.login();
  lucia = await api.login('lucia@tienda.test');
});

describe("lucia's 100006 (paid by card, one unit missing)", () => {
  it('ship_in_stock splits the lines into order items to ship now and to wait for, then accepts', async () => {
    const o = await detail('100006', lucia);
    const [short, full] = o.items as [(typeof o.items)[0], (typeof o.items)[0]];
    const split = await api.call('GET', '/order/100006/ship_in_stock', { token: lucia });
    expect(split.status).toBe(200);
    const ship = split.body.items_to_ship.map((i: unknown) => CartItemSchema.parse(i));
    const wait = split.body.items_to_wait.map((i: unknown) => CartItemSchema.parse(i));
    expect(ship.map((i: { item_id: string; quantity: number }) => [i.item_id, i.quantity])).toEqual([
      [short.item_id, 1],
      [full.item_id, 1],
    ]);
    expect(wait.map((i: { item_id: string; quantity: number; quantity_out_of_stock: number }) => [i.item_id, i.quantity, i.quantity_out_of_stock])).toEqual([
      [short.item_id, 1, 1],
    ]);
    expect(wait[0].price).toBe(short.price);
    expect(split.body.accepted).toBe(false);
    expect((await api.call('GET', '/order/100006/ship_in_stock', { token: ana })).status).toBe(404);
    expect((await api.call('POST', '/order/100006/ship_in_stock', { token: ana })).status).toBe(404);
  });

  it('remove_out_of_stock drops the missing unit: sub total, total and units go down, the card gets the difference back', async () => {
    const before = await detail('100006', lucia);
    const unit = before.items[0]!.price;
    expect((await api.call('POST', '/order/100006/remove_out_of_stock', { token: ana, body: {} })).status).toBe(404);
    const res = await api.call('POST', '/order/100006/remove_out_of_stock', { token: lucia, body: {} });
    expect(res.status).toBe(200);
    const after = OrderSchema.parse(res.body);
    expect(after.items.map((i) => [i.quantity, i.quantity_out_of_stock])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(after.totals.amount_sub_total).toBeCloseTo(before.totals.amount_sub_total - unit, 2);
    expect(after.totals.amount_shipping).toBe(before.totals.amount_shipping);
    expect(after.totals.amount_total).toBeCloseTo(before.totals.amount_total - unit, 2);
    expect(after.totals.amount_unpaid).toBe(0);
    expect(after.totals.quantity_total).toBe(2);
    const row = orderRow('100006');
    expect(row.paid_cents).toBe(row.total_cents);
    expect(JSON.parse(row.cancellation!)).toEqual({
      removed_out_of_stock_cents: Math.round(unit * 100),
      refund_cents: Math.round(unit * 100),
      refund: { refund_type: 'CARD' },
      returned: { gift_cards: [], coupons: [], units: [], seats: [] },
    });
    const again = await api.call('POST', '/order/100006/remove_out_of_stock', { token: lucia, body: {} });
    expect(again.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido no tiene productos agotados.' });
    expect((await api.call('GET', '/order/100006/ship_in_stock', { token: lucia })).body.items_to_wait).toEqual([]);
  });
});

describe('remove_out_of_stock totals', () => {
  it('a paid deposit order: coupons shrink in proportion, and the refund needs the bank account', async () => {
    const n = await order('BANK_DEPOSIT', 0, 3);
    // A coupon of Q30 on the order, as checkout would have stored it.
    const id = orderRow(n).id;
    api.db.prepare('UPDATE orders SET coupon_cents = 3000, total_cents = total_cents - 3000 WHERE id = ?').run(id);
    api.db.prepare(`INSERT INTO order_discounts (order_id, kind, code, amount_cents) VALUES (?, 'COUPON', 'PRUEBA30', 3000)`).run(id);
    await api.call('POST', `${DEV}/${n}/advance`); // the deposit arrived: paid
    const before = orderRow(n);
    expect(before.paid_cents).toBe(before.total_cents);
    const item = (await detail(n)).items[0]!;
    expect((await markOut(n, item.item_id, 1)).status).toBe(200);

    const missing = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: falta bank.' });
    const res = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: bank });
    expect(res.status).toBe(200);
    const after = orderRow(n);
    const unit = Math.round(item.price * 100);
    const sub = unit * 2;
    expect(after.sub_total_cents).toBe(sub);
    expect(after.coupon_cents).toBe(2000);
    expect(after.total_cents).toBe(sub + before.shipping_cents - 2000);
    expect(after.paid_cents).toBe(after.total_cents);
    expect(after.quantity_total).toBe(2);
    expect(JSON.parse(after.cancellation!)).toEqual({
      removed_out_of_stock_cents: before.total_cents - after.total_cents,
      refund_cents: before.total_cents - after.total_cents,
      refund: { refund_type: 'BANK_ACCOUNT', bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Ana López', account_type: null },
      returned: { gift_cards: [], coupons: [], units: [], seats: [] },
    });
    expect(api.db.prepare('SELECT amount_cents FROM order_discounts WHERE order_id = ?').all(id)).toEqual([{ amount_cents: 2000 }]);
    const parsed = OrderSchema.parse(res.body);
    expect(parsed.totals.discount_coupons).toBe(20);
    expect(parsed.coupons).toEqual([{ code: 'PRUEBA30' }]);
  });

  it('an unpaid deposit order: the amount to pay and the deposit instructions follow the new total, no bank account needed', async () => {
    const n = await order('BANK_DEPOSIT', 1, 2);
    const item = (await detail(n)).items[0]!;
    await markOut(n, item.item_id, 1);
    const res = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: {} });
    expect(res.status).toBe(200);
    const after = OrderSchema.parse(res.body);
    expect(after.totals.amount_to_pay).toBe(after.totals.amount_total);
    expect(after.advance_amount).toBe(after.totals.amount_total);
    expect(after.advance_instructions[1]!.text).toContain(`Q${after.totals.amount_total.toFixed(2)}`);
    expect(JSON.parse(orderRow(n).cancellation!).refund).toBeNull();
  });

  it('shipping is refunded when what is left needs none (a digital line), and all lines out is refused', async () => {
    const n = await order('COD', 2, 1);
    const physical = (await detail(n)).items[0]!;
    addLine(n, "status = 'PUBLISHED' AND type = 'DIGITAL' AND stock_status IN ('IN_STOCK', 'DOWNLOAD')");
    const before = orderRow(n);
    expect(before.shipping_cents).toBeGreaterThan(0);
    await markOut(n, physical.item_id, 1);
    const res = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: {} });
    expect(res.status).toBe(200);
    const after = OrderSchema.parse(res.body);
    expect(after.items).toHaveLength(1);
    expect(after.totals.amount_shipping).toBe(0);
    expect(orderRow(n).total_cents).toBe(before.total_cents - Math.round(physical.price * 100) - before.shipping_cents);

    const lone = await order('COD', 3, 1);
    await markOut(lone, (await detail(lone)).items[0]!.item_id, 1);
    const refused = await api.call('POST', `/order/${lone}/remove_out_of_stock`, { token: ana, body: {} });
    expect(refused.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Todos los productos de tu pedido están agotados: cancélalo para recibir tu reembolso.' });
    expect((await detail(lone)).items[0]!.quantity).toBe(1);
  });
});

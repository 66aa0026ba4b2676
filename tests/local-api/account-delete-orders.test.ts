/*
 * Issue 23, part 1: deleting an account keeps its orders (detached from the
 * person: no name, email, phone or street left, the amounts and items kept),
 * cancels its unpaid ones through the order cancellation (their stock and
 * seats come back), and refuses while a paid order is still on its way.
 */
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { migrate, SCHEMA_VERSION } from '../../local-api/db/schema';
import { blob, images, makeAccountApi, type AccountApi } from './account-support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, newCard, NO_DELIVERY, placeOrder } from './checkout-support';
import { allStrings, findProduct } from './support';

// Logins (scrypt) and several orders per test: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PERSONAL = ['ana@tienda.test', 'Ana', 'López', '5550 1234', '+50255501234', '5a avenida 10-42, zona 14', 'apartamento 803', 'Timbre roto'];

const userIdOf = (api: AccountApi, email: string) => (api.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const stockOf = (api: AccountApi, id: number) => (api.db.prepare('SELECT stock_quantity AS q FROM products WHERE id = ?').get(id) as { q: number }).q;
const orderRow = (api: AccountApi, n: string) =>
  api.db.prepare('SELECT * FROM orders WHERE order_number = ?').get(n) as Record<string, unknown> | undefined;
const count = (api: AccountApi, sql: string, ...params: unknown[]) => (api.db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get(...params) as { n: number }).n;
const dev = (api: AccountApi, n: string, what: string) => api.call('POST', `http://localhost:9004/dev/orders/${n}/${what}`);

async function order(api: AccountApi, token: string, where: string, quantity: number, overrides: Parameters<typeof checkoutBody>[1] = {}, giftCard?: string) {
  closeOpenCarts(api);
  const { cartId } = await cartWith(api, token, where, quantity);
  if (giftCard) expect((await api.call('PUT', `/cart/${cartId}`, { token, body: { gift_cards: [{ number: giftCard }] } })).status).toBe(200);
  const res = await placeOrder(api, token, cartId, checkoutBody(cartId, overrides));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_number as string;
}

/** Moves an order through the development control until it is delivered. */
async function deliver(api: AccountApi, n: string) {
  for (let i = 0; i < 8 && orderRow(api, n)!.status !== 'Delivered'; i++) expect((await dev(api, n, 'advance')).status).toBe(200);
  expect(orderRow(api, n)!.status).toBe('Delivered');
}

describe('DELETE /user/ and the account’s orders', () => {
  it('keeps every order without the person’s data, cancels the unpaid ones and puts their units back on the shelf', async () => {
    const api = makeAccountApi({ dev: true });
    const ana = await api.login();
    const anaId = userIdOf(api, 'ana@tienda.test');
    const product = findProduct(api.db, CHEAP);
    const where = `id = ${product.id}`;
    const start = stockOf(api, product.id);

    // Paid by deposit (the slip verified), then delivered.
    const paid = await order(api, ana, where, 1, { payment_method: 'BANK_DEPOSIT', customer_note: 'Timbre roto: llamar al llegar' });
    const paidTotal = orderRow(api, paid)!.total_cents as number;
    const slip = await api.upload(`/order/${paid}/bank_slip/`, ana, { image: blob(images.png(300, 200), 'image/png'), amount: (paidTotal / 100).toFixed(2) });
    expect(slip.status).toBe(200);
    expect((await dev(api, paid, `bank_slips/${slip.body.id}/verify`)).status).toBe(200);
    await deliver(api, paid);
    // Unpaid: 4 units waiting for a deposit (Q50 of it from a gift card; a slip uploaded, not yet verified), and a pickup order paid on delivery.
    api.db.prepare("UPDATE gift_cards SET balance_cents = 5000 WHERE number = 'FELIZ-CUMP-LEAN-IOS'").run();
    const balance = () => api.db.prepare("SELECT balance_cents FROM gift_cards WHERE number = 'FELIZ-CUMP-LEAN-IOS'").pluck().get();
    const deposit = await order(api, ana, where, 4, { payment_method: 'BANK_DEPOSIT' }, 'FELIZ-CUMP-LEAN-IOS');
    expect([orderRow(api, deposit)!.gift_card_cents, balance()]).toEqual([5000, 0]);
    const unverified = await api.upload(`/order/${deposit}/bank_slip/`, ana, { image: blob(images.png(300, 200), 'image/png'), amount: '10.00' });
    expect(unverified.status).toBe(200);
    const cod = await order(api, ana, where, 1, { shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10' });
    expect(stockOf(api, product.id)).toBe(start - 6);
    const before = new Map([paid, deposit, cod].map((n) => [n, orderRow(api, n)!]));
    const lines = (n: string) =>
      api.db.prepare('SELECT product_id, quantity, unit_price_cents FROM order_items WHERE order_id = ? ORDER BY id').all(before.get(n)!.id);
    const linesBefore = new Map([paid, deposit, cod].map((n) => [n, lines(n)]));

    const res = await api.call('DELETE', '/user/', { token: ana });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(count(api, 'users WHERE id = ?', anaId)).toBe(0);

    // The unpaid orders are cancelled: their 5 units are back, and the gift card's Q50; the delivered one keeps its unit.
    expect(stockOf(api, product.id)).toBe(start - 1);
    expect(balance()).toBe(5000);
    for (const n of [paid, deposit, cod]) {
      const row = orderRow(api, n);
      expect(row, n).toBeDefined();
      expect(row!.user_id, n).toBeNull();
      // Amounts and lines as they were.
      for (const column of ['sub_total_cents', 'shipping_cents', 'total_cents', 'paid_cents', 'quantity_total', 'payment_method', 'created_at'])
        expect([n, column, row![column]]).toEqual([n, column, before.get(n)![column]]);
      expect(lines(n)).toEqual(linesBefore.get(n));
      // Nothing left that names, mails, calls or finds the person.
      const kept = [
        ...allStrings(JSON.parse(row!.details as string)),
        ...allStrings(row!.cancellation ? JSON.parse(row!.cancellation as string) : null),
        ...(api.db.prepare('SELECT dedication FROM order_items WHERE order_id = ?').all(row!.id) as { dedication: string | null }[]).flatMap((i) => i.dedication ?? []),
      ];
      for (const personal of PERSONAL) expect([n, kept.filter((s) => s.includes(personal))]).toEqual([n, []]);
    }
    expect(orderRow(api, paid)).toMatchObject({ status: 'Delivered', payment_status: 'PAID', paid_cents: paidTotal, cancelled_at: null });
    for (const n of [deposit, cod]) {
      expect(orderRow(api, n)).toMatchObject({ status: 'PermanentFailure', cancelled_at: expect.any(String) });
      expect(JSON.parse(orderRow(api, n)!.cancellation as string)).toMatchObject({
        reason: 'Cuenta eliminada',
        cause: 'ACCOUNT_DELETED',
        refund: null,
        returned: { units: [{ product_id: product.id, quantity: n === deposit ? 4 : 1 }] },
      });
    }
    // What the shipping address keeps: the city, the department and the country.
    expect(JSON.parse(orderRow(api, paid)!.details as string).shipping_address).toMatchObject({ city: 'Guatemala', state: 'GU', country: 'GT', street: null, phone: null });
    // Both slips stay with their orders, their pictures too.
    expect(count(api, 'order_bank_slips s JOIN user_files f ON f.id = s.file_id WHERE s.order_id IN (?, ?)', before.get(paid)!.id, before.get(deposit)!.id)).toBe(2);
    expect(count(api, 'user_files WHERE user_id = ?', anaId)).toBe(0);
  });

  it('refuses with NOT_ALLOWED while a paid order is still on its way, and changes nothing', async () => {
    const api = makeAccountApi({ dev: true });
    const ana = await api.login();
    const anaId = userIdOf(api, 'ana@tienda.test');
    const product = findProduct(api.db, CHEAP);
    const n = await order(api, ana, `id = ${product.id}`, 2, { payment_method: 'CARD', new_card: newCard('4242424242424242') });
    expect(orderRow(api, n)).toMatchObject({ payment_status: 'PAID', status: 'AfterPaid' });
    const stock = stockOf(api, product.id);

    const res = await api.call('DELETE', '/user/', { token: ana });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      cause: 'NOT_ALLOWED',
      message: `Tu pedido ${n} ya está pagado y aún no lo recibes. Espera a recibirlo (o cancélalo, si todavía no sale) y después podrás eliminar tu cuenta.`,
    });
    expect(count(api, 'users WHERE id = ?', anaId)).toBe(1);
    expect(orderRow(api, n)).toMatchObject({ user_id: anaId, status: 'AfterPaid', cancelled_at: null });
    expect(stockOf(api, product.id)).toBe(stock);
    expect((await api.call('GET', '/user/', { token: ana })).status).toBe(200);

    // Once it is delivered, the account goes.
    await deliver(api, n);
    expect((await api.call('DELETE', '/user/', { token: ana })).status).toBe(200);
    expect(orderRow(api, n)).toMatchObject({ user_id: null, status: 'Delivered' });
  });

  it('keeps the seats of a paid order sold, and frees those of an unpaid one', async () => {
    const api = makeAccountApi({ dev: true });
    const ana = await api.login();
    // Two events, one order each.
    const [concert, play] = api.db
      .prepare(`SELECT id, public_sku FROM products WHERE type = 'EVENT_SEAT' AND status = 'PUBLISHED' AND stock_status = 'PRESALE' ORDER BY id LIMIT 2`)
      .all() as { id: number; public_sku: string }[];
    const seatMap = async (sku: string, token = ana) =>
      (await api.call('GET', `/page/product/${sku}?include=EVENT_SEATS`, { token })).body.event_seats as { id: string; status: string }[];
    const status = async (sku: string, ids: string[], token = ana) => (await seatMap(sku, token)).filter((s) => ids.includes(s.id)).map((s) => s.status);
    const seatOrder = async (event: { id: number; public_sku: string }, overrides: Parameters<typeof checkoutBody>[1]) => {
      const ids = (await seatMap(event.public_sku)).filter((s) => s.status === 'AVAILABLE').slice(0, 2).map((s) => s.id);
      expect((await api.call('PUT', `/product/${event.public_sku}/event_seats`, { token: ana, body: { seat_ids: ids } })).status).toBe(200);
      const n = await order(api, ana, `id = ${event.id}`, 2, { ...NO_DELIVERY, ...overrides });
      expect(await status(event.public_sku, ids)).toEqual(['SOLD', 'SOLD']);
      return { n, ids };
    };
    const paid = await seatOrder(concert!, { payment_method: 'CARD', new_card: newCard('4242424242424242') });
    await deliver(api, paid.n);
    const unpaid = await seatOrder(play!, { payment_method: 'BANK_DEPOSIT' });
    const stock = stockOf(api, play!.id);

    expect((await api.call('DELETE', '/user/', { token: ana })).status).toBe(200);
    const anonymous = await api.anonymous();
    expect(await status(concert!.public_sku, paid.ids, anonymous)).toEqual(['SOLD', 'SOLD']);
    expect(await status(play!.public_sku, unpaid.ids, anonymous)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(stockOf(api, play!.id)).toBe(stock + 2);
    expect(orderRow(api, unpaid.n)).toMatchObject({ status: 'PermanentFailure', user_id: null });
  });
});

/** The migration that rebuilds orders. */
const REBUILD = 23;

describe(`migration ${REBUILD} (orders outlive their account; numbers from a counter)`, () => {
  /** A database as the version before left it, with two accounts' orders, lines, discounts, a slip, a 3-D Secure reference and a warranty claim. */
  function versionBefore() {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, REBUILD - 1);
    expect(db.pragma('user_version', { simple: true })).toBe(REBUILD - 1);
    db.exec(`
      INSERT INTO categories (id, name, slug, depth) VALUES (1, 'Cocina', 'cocina', 1);
      INSERT INTO products (id, public_sku, slug, title, category_id, type, status, stock_status, stock_quantity, price_cents, regular_price_cents, created_at)
        VALUES (1, 'TND-1', 'olla', 'Olla', 1, 'SIMPLE', 'PUBLISHED', 'IN_STOCK', 3, 1000, 1000, '2026-01-01');
      INSERT INTO users (id, public_id, email, password_hash, created_at) VALUES (1, 'u1', 'una@tienda.test', 'x', '2026-01-01'), (2, 'u2', 'otra@tienda.test', 'x', '2026-01-01');
    `);
    const order = db.prepare(
      `INSERT INTO orders (id, order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details, sub_total_cents, gift_wrap_cents,
         shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total, quantity_total, created_at, status_changed_at,
         delivered_at, cc_auth_attempts)
       VALUES (?, ?, ?, ?, ?, 'Delivered', 'CARD', 'PAID', ?, 2000, 0, 0, 0, 0, 0, 2000, 2000, 1, 2, '2026-01-02', '2026-01-03', '2026-01-03', 1)`,
    );
    const pickup = JSON.stringify({ pickup_option: { public_id: 'gt-zona-10' } });
    // Ids 1, 2 and 5, numbers up to 100007: the counter starts past both.
    order.run(1, '100001', 1, 11, 'c11', '{}');
    order.run(2, '100002', 2, 12, 'c12', pickup);
    order.run(5, '100007', 1, 15, 'c15', '{}');
    db.prepare("UPDATE orders SET payment_due_at = '2026-01-04T00:00:00.000Z' WHERE id = 2").run();
    db.exec(`
      INSERT INTO order_items (id, order_id, product_id, quantity, unit_price_cents) VALUES (1, 1, 1, 2, 1000), (2, 2, 1, 2, 1000), (3, 5, 1, 2, 1000);
      INSERT INTO order_discounts (order_id, kind, code, amount_cents) VALUES (1, 'COUPON', 'HOLA', 100);
      INSERT INTO order_bank_slips (id, order_id, file_id, amount_cents, created_at) VALUES (1, 5, 'f', 2000, '2026-01-02');
      INSERT INTO three_ds_references (reference, owner, bin, last4, status, order_id, created_at, updated_at) VALUES ('r', 'u:1', '424242', '4242', 'DONE', 1, 'x', 'x');
      INSERT INTO warranty_claims (user_id, order_id, order_item_id, quantity, problem, step, created_at, status_changed_at) VALUES (2, 2, 2, 1, 'No enciende', 'NEW', 'x', 'x');
    `);
    return db;
  }
  const everything = (db: BetterSqlite3.Database) =>
    Object.fromEntries(
      ['orders', 'order_items', 'order_discounts', 'order_bank_slips', 'three_ds_references', 'warranty_claims'].map((table) => [
        table,
        db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
      ]),
    );

  it('keeps every order and what points at it, its indexes, and enforced foreign keys; the next number is past all given', () => {
    const db = versionBefore();
    const before = everything(db);
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(everything(db)).toEqual(before);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL ORDER BY name`).pluck().all()).toEqual([
      'orders_payment_due',
      'orders_pickup_location',
      'orders_user',
    ]);
    expect(db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'orders'").pluck().get()).toBe(5);
    expect(db.prepare('SELECT COUNT(*) FROM sqlite_master WHERE name = ?').pluck().get('orders_rebuilt')).toBe(0);
    expect(db.prepare('UPDATE order_number_counter SET last = last + 1 WHERE id = 1 RETURNING last').pluck().get()).toBe(8);

    // An account deleted now leaves its orders (the user's link cleared), lines and slips; before, they went with it.
    db.prepare('DELETE FROM users WHERE id = 1').run();
    expect(db.prepare('SELECT id, user_id FROM orders ORDER BY id').all()).toEqual([
      { id: 1, user_id: null },
      { id: 2, user_id: 2 },
      { id: 5, user_id: null },
    ]);
    expect(db.prepare('SELECT COUNT(*) FROM order_items').pluck().get()).toBe(3);
    expect(db.prepare('SELECT COUNT(*) FROM order_bank_slips').pluck().get()).toBe(1);
    // A removed row's id is not given again.
    db.prepare('DELETE FROM orders WHERE id = 5').run();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details, sub_total_cents, gift_wrap_cents,
           shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, weight_total, quantity_total, created_at, status_changed_at)
         VALUES ('100008', 2, 16, 'c16', 'AfterPaid', 'CARD', 'PAID', '{}', 0, 0, 0, 0, 0, 0, 0, 0, 0, 'x', 'x')`,
      )
      .run();
    expect(Number(lastInsertRowid)).toBe(6);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPageSchema } from '../../src/domain';
import { WAIT_LIST_DEMO_SLUG } from '../../local-api/product/seed';
import { findProduct, makeApi, type TestApi } from './support';

// Several logins (scrypt) and an order per test: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let api: TestApi;
let anon: string;
beforeEach(async () => {
  api = makeApi({ dev: true });
  anon = await api.anonymous();
});

const DEV = 'http://localhost:9004/dev';
const join = (id: string, token: string, email?: string) =>
  api.call('POST', `/product/${id}/wait_list/${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`, { token });
const leave = (id: string, token: string) => api.call('DELETE', `/product/${id}/wait_list/`, { token });
const status = async (id: string, token: string) => {
  const res = await api.call('GET', `/page/product/${id}?include=WAITLIST`, { token });
  expect(res.status).toBe(200);
  const page = ProductPageSchema.parse(res.body);
  return { status: page.wait_list_status, on: page.on_wait_list };
};
const restock = (sku: string, stock: number) => api.call('POST', `${DEV}/products/${sku}/stock`, { body: { stock } });
const demo = () => findProduct(api.db, `slug = '${WAIT_LIST_DEMO_SLUG}'`);

describe('POST and DELETE /product/{id}/wait_list/', () => {
  it('puts an anonymous session on the list with its email, which only that session sees, and takes it off', async () => {
    const product = demo();
    expect(product.stock_quantity).toBe(0);
    const joined = await join(product.public_sku, anon, 'Maria@Example.com');
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ has_mobile_app: false, is_on_wait_list: true, is_push_enabled: false, notification_email: 'maria@example.com' });
    expect(await status(WAIT_LIST_DEMO_SLUG, anon)).toMatchObject({ on: true, status: { is_on_wait_list: true, notification_email: 'maria@example.com' } });
    const other = await api.anonymous();
    expect(await status(WAIT_LIST_DEMO_SLUG, other)).toMatchObject({ on: false, status: { is_on_wait_list: false, notification_email: null } });
    const left = await leave(WAIT_LIST_DEMO_SLUG, anon);
    expect(left.status).toBe(200);
    expect(left.body.is_on_wait_list).toBe(false);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM wait_list').get()).toEqual({ n: 0 });
  });

  it('uses a signed-in user’s account email when none is given', async () => {
    const ana = await api.login();
    const res = await join(WAIT_LIST_DEMO_SLUG, ana);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_on_wait_list: true, notification_email: 'ana@tienda.test' });
  });

  it.each([[undefined], [''], ['   '], ['no-es-un-correo'], ['a@b']])('answers email %j from an anonymous session 400 MISSING_EMAIL', async (email) => {
    const res = await join(WAIT_LIST_DEMO_SLUG, anon, email);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'MISSING_EMAIL', message: 'Escribe un correo electrónico válido para avisarte cuando vuelva.' });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM wait_list').get()).toEqual({ n: 0 });
  });

  it('answers a product in stock 400 ALREADY_IN_STOCK, and an unknown one 404', async () => {
    const inStock = findProduct(api.db, `status = 'PUBLISHED' AND stock_status = 'IN_STOCK' AND stock_quantity > 0`);
    const res = await join(inStock.public_sku, anon, 'maria@example.com');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'ALREADY_IN_STOCK', message: `“${inStock.title}” ya está disponible: puedes comprarlo ahora.` });
    expect((await join('TND-99999', anon, 'maria@example.com')).status).toBe(404);
  });
});

describe('back in stock', () => {
  it('turns each entry into a WAITLIST_BACK_IN_STOCK notification (users) or an outbox email (anonymous), then empties the list', async () => {
    const product = demo();
    const ana = await api.login();
    expect((await join(WAIT_LIST_DEMO_SLUG, ana)).status).toBe(200);
    expect((await join(WAIT_LIST_DEMO_SLUG, anon, 'maria@example.com')).status).toBe(200);
    const before = await api.call('GET', '/user/notification', { token: ana });
    const count = (before.body as unknown[]).length;

    // Still 0: nothing happens.
    expect((await restock(product.public_sku, 0)).body).toMatchObject({ notified: 0, stock_status: 'OUT_OF_STOCK' });
    const back = await restock(product.public_sku, 7);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ public_sku: product.public_sku, stock_quantity: 7, stock_status: 'IN_STOCK', notified: 2 });

    const after = await api.call('GET', '/user/notification', { token: ana });
    expect(after.body).toHaveLength(count + 1);
    const notice = (after.body as { type: string; message: string; url: string | null }[]).find((n) => n.type === 'WAITLIST_BACK_IN_STOCK');
    expect(notice).toMatchObject({ message: `«${product.title}» volvió a estar disponible. Cómpralo antes de que se agote.`, url: `/producto/${WAIT_LIST_DEMO_SLUG}` });
    const mail = await api.call('GET', `${DEV}/outbox.json?to=maria@example.com`);
    expect(mail.body.messages).toHaveLength(1);
    expect(mail.body.messages[0]).toMatchObject({
      channel: 'email',
      subject: `Volvió a estar disponible: ${product.title}`,
      link: `http://localhost:9004/producto/${WAIT_LIST_DEMO_SLUG}`,
    });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM wait_list').get()).toEqual({ n: 0 });
    expect(await status(WAIT_LIST_DEMO_SLUG, anon)).toMatchObject({ on: false });
    // In stock now: joining again is refused; a second restock tells nobody.
    expect((await join(WAIT_LIST_DEMO_SLUG, anon, 'maria@example.com')).body.cause).toBe('ALREADY_IN_STOCK');
    expect((await restock(product.public_sku, 9)).body.notified).toBe(0);
  });

  it('refuses a stock that is not a whole number from 0 to 100000, and exists only in development', async () => {
    const product = demo();
    for (const stock of [-1, 1.5, '3', null, 100_001]) {
      const res = await restock(product.public_sku, stock as number);
      expect(res.status, String(stock)).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
    }
    expect((await restock('TND-99999', 1)).status).toBe(404);
    const production = makeApi();
    const hidden = await production.call('POST', `${DEV}/products/${product.public_sku}/stock`, { body: { stock: 3 } });
    expect(hidden.status).toBe(404);
    expect(findProduct(production.db, `slug = '${WAIT_LIST_DEMO_SLUG}'`).stock_quantity).toBe(0);
  });
});

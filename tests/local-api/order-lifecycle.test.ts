import { beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '../../src/domain/orders/order';
import { makeAccountApi } from './account-support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, placeOrder } from './checkout-support';

const api = makeAccountApi({ dev: true });
let ana: string;
let carlos: string;

async function order(token: string, overrides: Parameters<typeof checkoutBody>[1] = {}, offset = 0): Promise<string> {
  closeOpenCarts(api);
  const { cartId } = await cartWith(api, token, CHEAP, 1, offset);
  const res = await placeOrder(api, token, cartId, checkoutBody(cartId, overrides));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_number as string;
}

const advance = (n: string) => api.call('POST', `http://localhost:9004/dev/orders/${n}/advance`);
const detail = async (n: string, token = ana) => OrderSchema.parse((await api.call('GET', `/order/${n}`, { token })).body);
const orderNotices = async (n: string) =>
  ((await api.call('GET', '/user/notification', { token: ana })).body as { type: string; order_number: string | null; subject: string }[]).filter(
    (x) => x.order_number === n,
  );

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
});

describe('POST /dev/orders/{n}/advance: a delivery order', () => {
  it('walks Initial → Approved → Picking → Packing → Packed → Shipped → Delivered, one ORDER_STATUS notification a step', async () => {
    const n = await order(ana);
    const expected = [
      ['Approved', 'Confirmado: pagas al recibirlo', 8],
      ['Picking', 'Estamos reuniendo tus productos', 8],
      ['Packing', 'Estamos empacando tu pedido', 1],
      ['Packed', 'Tu pedido está empacado', 2],
      ['Shipped', 'Tu pedido va en camino', 3],
      ['Delivered', 'Pedido entregado', 7],
    ] as const;
    // COD orders are born Approved: the walk starts at Picking.
    expect((await detail(n)).step).toBe('Approved');
    for (const [step, title, icon] of expected.slice(1)) {
      api.clock.now = new Date(api.clock.now.getTime() + 3600_000);
      const res = await advance(n);
      expect(res.status, step).toBe(200);
      expect(res.body.step).toBe(step);
      const o = await detail(n);
      expect(o).toMatchObject({ step, title, icon, show_order_qr: false });
      expect(o.is_cancel_enabled).toBe(!['Shipped', 'Delivered'].includes(step));
    }
    const o = await detail(n);
    expect(o.shipped_date).not.toBeNull();
    expect(o.delivered_date).not.toBeNull();
    const notices = await orderNotices(n);
    expect(notices).toHaveLength(5);
    expect(notices.every((x) => x.type === 'ORDER_STATUS')).toBe(true);
    expect(notices[0]!.subject).toBe(`Pedido ${n}: Pedido entregado`);
    const last = await advance(n);
    expect(last.status).toBe(400);
    expect(last.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya fue entregado: no hay un paso siguiente.' });
  });

  it('an unpaid deposit order becomes paid when it is approved', async () => {
    const n = await order(ana, { payment_method: 'BANK_DEPOSIT' }, 1);
    expect((await detail(n)).step).toBe('AwaitingCustomerInput');
    expect((await advance(n)).body.step).toBe('Approved');
    const o = await detail(n);
    expect(o).toMatchObject({ step: 'Approved', title: 'Pedido aprobado', icon: 8, is_bank_slip_required: false });
    expect(o.totals.amount_unpaid).toBe(0);
  });
});

describe('a pickup order', () => {
  it('has a 4–6 digit pin, shows the QR, and goes … → Packed → ReadyForPickup → Delivered', async () => {
    const n = await order(ana, { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-10' }, 2);
    const first = await detail(n);
    expect(first.pin).toMatch(/^[0-9]{4,6}$/);
    expect(first.show_order_qr).toBe(true);
    const steps: string[] = [];
    for (let i = 0; i < 5; i++) steps.push((await advance(n)).body.step);
    expect(steps).toEqual(['Picking', 'Packing', 'Packed', 'ReadyForPickup', 'Delivered']);
    expect((await advance(n)).status).toBe(400);
  });

  it('ReadyForPickup reads with its own title, icon 4 and no cancel', async () => {
    const n = await order(ana, { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-10' }, 3);
    for (let i = 0; i < 4; i++) await advance(n);
    expect(await detail(n)).toMatchObject({ step: 'ReadyForPickup', title: 'Listo para recoger: muestra tu código QR y tu PIN', icon: 4, is_cancel_enabled: false, show_order_qr: true });
  });
});

describe('the development control', () => {
  it('answers 404 for a missing order and is absent without dev', async () => {
    expect((await advance('999999')).body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
    const plain = makeAccountApi();
    expect((await plain.call('POST', 'http://localhost:9004/dev/orders/100001/advance')).status).toBe(404);
  });

  it('a notification is skipped when the user turned order pushes off, the step still moves', async () => {
    const n = await order(carlos, { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-10' }, 4);
    const off = await api.call('PUT', '/setting', { token: carlos, body: { push_orders: false } });
    expect(off.status).toBe(200);
    expect(off.body.push_orders).toBe(false);
    expect((await advance(n)).body.step).toBe('Picking');
    const notes = (await api.call('GET', '/user/notification', { token: carlos })).body as { order_number: string | null }[];
    expect(notes.filter((x) => x.order_number === n)).toHaveLength(0);
  });
});

describe('GET /order stays compatible', () => {
  it('every listed order parses with OrderSchema, pages by 20', async () => {
    const res = await api.call('GET', '/order?page=1', { token: ana });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    expect(res.body.length).toBeLessThanOrEqual(20);
    for (const o of res.body) expect(() => OrderSchema.parse(o)).not.toThrow();
    expect((await api.call('GET', '/order?page=0', { token: ana })).body.cause).toBe('invalidPage');
  });
});

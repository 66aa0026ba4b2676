import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderResultSchema } from '../../src/domain/checkout/checkout';
import { PaymentOptionListSchema } from '../../src/domain/checkout/payment-flow';
import { OrderSchema } from '../../src/domain/orders/order';
import { toCents } from '../../src/domain/checkout/amounts';
import { parseAnswer } from './support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, placeOrder } from './checkout-support';

/** VANA_PAY in the local API: offered, ordered (ADVANCE_NEEDED, awaiting the wallet), approved on the simulated wallet /dev/vana. */
const api = makeCheckoutApi({ dev: true });
let ana: string;
let carlos: string;

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
});
beforeEach(() => closeOpenCarts(api));

const ORIGIN = 'http://localhost:9004';
const NOT_FOUND = 'El cobro de Vana Pay no existe o el enlace no es válido. Ábrelo desde las instrucciones de tu pedido.';
const stockOf = (sku: string) => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;
const orderOf = async (n: string, token = ana) => OrderSchema.parse((await api.call('GET', `/order/${n}`, { token })).body);
const paidRow = (n: string) => api.db.prepare('SELECT payment_status, paid_cents, paid_at FROM orders WHERE order_number = ?').get(n) as { payment_status: string; paid_cents: number; paid_at: string | null };

/** A VANA_PAY order of `token`'s user: its number, total and the wallet link's order and ref. */
async function vanaOrder(token = ana) {
  const { cartId, sku } = await cartWith(api, token, CHEAP, 1, token === ana ? 0 : 1);
  const body = checkoutBody(cartId, token === ana ? { payment_method: 'VANA_PAY' } : { payment_method: 'VANA_PAY', shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10', pickup_contact: null });
  const res = await placeOrder(api, token, cartId, body);
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  const result = OrderResultSchema.parse(res.body);
  const link = result.advance_instructions.find((item) => item.type === 'LINK')!;
  const url = new URL(link.text, ORIGIN);
  return { result, raw: res.body, sku, cartId, link, url, orderNumber: result.order_number!, ref: url.searchParams.get('ref')! };
}

const approve = (body: unknown) => api.call('POST', `${ORIGIN}/dev/vana/approve`, { body });
const reject = (body: unknown) => api.call('POST', `${ORIGIN}/dev/vana/reject`, { body });
const walletPage = async (query: string) => parseAnswer(await api.app.request(`${ORIGIN}/dev/vana${query}`));
const postForm = (form: Record<string, string>) => api.call('POST', `${ORIGIN}/dev/vana`, { form });

describe('VANA_PAY is offered and accepted', () => {
  it('is listed by GET /checkout/{cartId}/payment_option with its Spanish name and description, also when card payment is blocked', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const methods = async () => PaymentOptionListSchema.parse((await api.call('GET', `/checkout/${cartId}/payment_option`, { token: ana })).body);
    const vana = (await methods()).find((option) => option.payment_method === 'VANA_PAY');
    expect(vana).toEqual({
      payment_method: 'VANA_PAY',
      name: 'Vana Pay',
      description: 'Apruebas el cobro en la app Vana Pay de tu teléfono; preparamos tu pedido en cuanto lo apruebas.',
      is_disabled: false,
    });
    api.db.prepare("UPDATE users SET is_cc_payment_blocked = 1 WHERE email = 'ana@tienda.test'").run();
    try {
      expect((await methods()).map((option) => option.payment_method)).toEqual(['COD', 'BANK_DEPOSIT', 'VANA_PAY']);
    } finally {
      api.db.prepare("UPDATE users SET is_cc_payment_blocked = 0 WHERE email = 'ana@tienda.test'").run();
    }
  });

  it('previews with VANA_PAY; WARRANTY stays refused with NOT_ALLOWED', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const preview = await api.call('PUT', `/checkout/${cartId}/preview`, { token: ana, body: checkoutBody(cartId, { payment_method: 'VANA_PAY' }) });
    expect(preview.status).toBe(200);
    expect(preview.body.payment_method).toBe('VANA_PAY');
    const warranty = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'WARRANTY' }));
    expect(warranty.status).toBe(400);
    expect(warranty.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Ese método de pago no está disponible en la tienda. Elige otro.' });
  });
});

describe('a VANA_PAY order', () => {
  it('answers ADVANCE_NEEDED with Spanish instructions (the amount, the order number, the wallet link) and waits for the wallet', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const before = stockOf(sku);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'VANA_PAY' }));
    expect(res.status).toBe(200);
    const result = OrderResultSchema.parse(res.body);
    const n = result.order_number!;
    const order = await orderOf(n);
    const total = order.totals.amount_total!;
    expect(total).toBeGreaterThan(0);
    expect(result.payment_result_type).toBe('ADVANCE_NEEDED');
    expect(res.body.is_bank_slip_required).toBe(false);
    expect(res.body.advance_amount).toBe(total);
    const [title, how, ...rest] = res.body.advance_instructions as { type: string; text: string; label: string | null }[];
    expect(title).toEqual({ type: 'TITLE', text: `Cómo pagar tu pedido ${n} con Vana Pay`, label: null });
    expect(how).toEqual({ type: 'PGRAPH', text: `Abre la app **Vana Pay** en tu teléfono y aprueba el cobro de **Q${total.toFixed(2)}** de Tienda por tu pedido ${n}.`, label: null });
    const link = rest.at(-1)!;
    expect(link.type).toBe('LINK');
    expect(link.label).toBe('Abrir Vana Pay');
    expect(link.text).toMatch(new RegExp(`^http://localhost:9004/dev/vana\\?order=${n}&ref=vp_[A-Za-z0-9_-]{24}$`));

    expect(order.payment_method).toBe('VANA_PAY');
    expect(order).toMatchObject({ status: 'awaiting-wallet', step: 'AwaitingCustomerInput', title: 'Pago pendiente: aprueba el cobro en Vana Pay' });
    expect(order.totals.amount_unpaid).toBe(total);
    expect(order.advance_amount).toBe(total);
    expect((await api.call('GET', `/order/${n}`, { token: ana })).body.advance_instructions).toEqual(res.body.advance_instructions);
    expect(stockOf(sku)).toBe(before - 1);
    expect(paidRow(n)).toMatchObject({ payment_status: 'AWAITING_WALLET', paid_cents: 0, paid_at: null });
  });

  it('is approved on the wallet page: «Aprobar» and «Rechazar», no script; reject leaves it awaiting, approve pays it', async () => {
    const { orderNumber, ref, url, result } = await vanaOrder();
    const page = await walletPage(url.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button name="action" value="approve">Aprobar</button>');
    expect(page.text).toContain('<button name="action" value="reject">Rechazar</button>');
    expect(page.text).toContain(`Q${result.advance_amount!.toFixed(2)}`);
    expect(page.text).not.toContain('<script');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('Cache-Control')).toBe('no-store');

    const rejected = await postForm({ order: orderNumber, ref, action: 'reject' });
    expect(rejected.status).toBe(200);
    expect(rejected.text).toContain('Rechazaste el cobro. Tu pedido sigue pendiente de pago');
    expect(paidRow(orderNumber).payment_status).toBe('AWAITING_WALLET');
    expect((await orderOf(orderNumber)).status).toBe('awaiting-wallet');

    const approved = await postForm({ order: orderNumber, ref, action: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.text).toContain(`Cobro aprobado: tu pedido ${orderNumber} está pagado.`);
    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'paid', step: 'AfterPaid', title: 'Pago recibido: estamos preparando tu pedido' });
    expect(order.totals.amount_unpaid).toBe(0);
    expect(order.advance_instructions).toEqual([]);
    expect(order.approved_date).not.toBeNull();
    // The page now says it is paid, without the buttons.
    const after = await walletPage(url.search);
    expect(after.text).toContain('está pagado');
    expect(after.text).not.toContain('Aprobar');
  });

  it('is approved headlessly with POST /dev/vana/approve {order_number, ref}; approving twice pays once', async () => {
    const { orderNumber, ref } = await vanaOrder();
    const rejected = await reject({ order_number: orderNumber, ref });
    expect(rejected.body).toEqual({ order_number: orderNumber, payment_status: 'AWAITING_WALLET' });
    expect(paidRow(orderNumber).payment_status).toBe('AWAITING_WALLET');

    const first = await approve({ order_number: orderNumber, ref });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ order_number: orderNumber, payment_status: 'PAID', already_paid: false });
    const paid = paidRow(orderNumber);
    const total = toCents((await orderOf(orderNumber)).totals.amount_total!);
    expect(paid).toMatchObject({ payment_status: 'PAID', paid_cents: total });
    api.clock.now = new Date(api.clock.now.getTime() + 60_000);
    try {
      const second = await approve({ order_number: Number(orderNumber), ref });
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ order_number: orderNumber, payment_status: 'PAID', already_paid: true });
      expect(paidRow(orderNumber)).toEqual(paid);
      // Rejecting a paid charge changes nothing either.
      expect((await reject({ order_number: orderNumber, ref })).body.payment_status).toBe('PAID');
      expect(paidRow(orderNumber)).toEqual(paid);
    } finally {
      api.clock.now = new Date(api.clock.now.getTime() - 60_000);
    }
  });
});

describe('only the link of the order approves it', () => {
  it('a missing or wrong ref is 404 with a Spanish message, and never approves', async () => {
    const { orderNumber, ref } = await vanaOrder();
    const wrong = `vp_${'A'.repeat(24)}`;
    const twisted = ref.slice(0, -1) + (ref.endsWith('A') ? 'B' : 'A');
    for (const body of [{ order_number: orderNumber }, { order_number: orderNumber, ref: '' }, { order_number: orderNumber, ref: wrong }, { order_number: orderNumber, ref: twisted }, { order_number: orderNumber, ref: 'x'.repeat(64) }]) {
      const res = await approve(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: NOT_FOUND });
    }
    const form = await postForm({ order: orderNumber, ref: twisted, action: 'approve' });
    expect(form.status).toBe(404);
    expect(form.text).toContain(NOT_FOUND);
    for (const query of [`?order=${orderNumber}`, `?order=${orderNumber}&ref=${twisted}`, `?ref=${ref}`]) {
      const page = await walletPage(query);
      expect(page.status, query).toBe(404);
      expect(page.text).toContain(NOT_FOUND);
      expect(page.text).not.toContain('Aprobar');
    }
    expect(paidRow(orderNumber).payment_status).toBe('AWAITING_WALLET');
  });

  it("someone else's order cannot be approved with one's own ref, nor a deposit order with any", async () => {
    const mine = await vanaOrder(ana);
    const theirs = await vanaOrder(carlos);
    expect(theirs.ref).not.toBe(mine.ref);
    const res = await approve({ order_number: theirs.orderNumber, ref: mine.ref });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ cause: 'notFound', message: NOT_FOUND });
    expect((await postForm({ order: theirs.orderNumber, ref: mine.ref, action: 'approve' })).status).toBe(404);
    expect(paidRow(theirs.orderNumber).payment_status).toBe('AWAITING_WALLET');
    expect(paidRow(mine.orderNumber).payment_status).toBe('AWAITING_WALLET');
    // ana cannot even read carlos's order.
    expect((await api.call('GET', `/order/${theirs.orderNumber}`, { token: ana })).status).toBe(404);

    const { cartId } = await cartWith(api, ana, CHEAP);
    const deposit = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'BANK_DEPOSIT' }));
    expect(deposit.body.payment_result_type).toBe('ADVANCE_NEEDED');
    expect((await approve({ order_number: deposit.body.order_number, ref: mine.ref })).status).toBe(404);
    expect(paidRow(deposit.body.order_number).payment_status).toBe('AWAITING_DEPOSIT');
  });

  it('answers bad bodies with a 4xx, and the wallet exists only with the development pages', async () => {
    for (const raw of ['{', '[]', '{"ref": 5}', `{"order_number": "1", "ref": "${'x'.repeat(65)}"}`]) {
      const res = await api.call('POST', `${ORIGIN}/dev/vana/approve`, { raw });
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
      expect(res.body.cause, raw).toBe('apiCallFailed');
    }
    const { orderNumber, ref } = await vanaOrder();
    const plain = makeCheckoutApi();
    const res = await plain.call('POST', `${ORIGIN}/dev/vana/approve`, { body: { order_number: orderNumber, ref } });
    expect(res.status).toBe(404);
    expect(paidRow(orderNumber).payment_status).toBe('AWAITING_WALLET');
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, placeOrder } from './checkout-support';

/*
 * The confirmation says «Te enviamos los detalles a …»: placing an order writes that email to the development outbox,
 * once per order, with how to pay while a deposit is awaited (review of the purchase journeys, defect 4).
 */
const api = makeCheckoutApi();
let ana: string;
const email = DEMO_ACCOUNTS.find((account) => account.email.startsWith('ana'))!.email;
/** The development outbox's order emails to ana, newest first. */
const orderMails = () =>
  api.db
    .prepare("SELECT subject, body, link FROM outbox WHERE to_address = ? AND subject LIKE 'Tu pedido %' ORDER BY id DESC")
    .all(email) as { subject: string; body: string; link: string | null }[];

beforeAll(async () => {
  ana = await api.login();
});
beforeEach(() => closeOpenCarts(api));

describe('the order email', () => {
  it('is written once for a cash-on-delivery order, with its number, total and link', async () => {
    const before = orderMails().length;
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId), null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const number = res.body.order_number as string;
    // A repeated placement answers the same order and sends nothing more.
    await placeOrder(api, ana, cartId, checkoutBody(cartId), null);
    const mails = orderMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Tu pedido ${number}`);
    expect(mail.body).toMatch(new RegExp(`^Recibimos tu pedido ${number}\\. Total: Q\\s?[\\d,]+\\.\\d{2}\\.`));
    expect(mail.link).toMatch(new RegExp(`/cuenta/pedidos/${number}$`));
    expect(mail.body).not.toContain('Monto a pagar');
  });

  it('repeats how to pay for a bank deposit: the amount and the accounts of the instructions', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'BANK_DEPOSIT' }), null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_result_type).toBe('ADVANCE_NEEDED');
    const mail = orderMails()[0]!;
    expect(mail.subject).toBe(`Tu pedido ${res.body.order_number}`);
    expect(mail.body).toContain('Monto a pagar:');
    for (const item of res.body.advance_instructions as { text: string }[]) expect(mail.body).toContain(item.text);
  });
});

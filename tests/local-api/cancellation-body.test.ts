import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccountApi } from './account-support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, newCard, placeOrder } from './checkout-support';

/*
 * POST /order/{n}/cancel with the body spec section 3 lists (reason,
 * refund_type, authorization_number, card_number, bank, account_number,
 * account_name, account_type), as a client that knows only the spec sends it:
 * it does not know refund_type's values, nor which account types the local
 * API names.
 */
const api = makeAccountApi({ dev: true });
let ana: string;

beforeAll(async () => {
  ana = await api.login();
});

async function order(overrides: Parameters<typeof checkoutBody>[1] = {}): Promise<string> {
  closeOpenCarts(api);
  const { cartId } = await cartWith(api, ana, CHEAP);
  const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, overrides));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_number as string;
}
const stored = (n: string) => JSON.parse((api.db.prepare('SELECT cancellation FROM orders WHERE order_number = ?').get(n) as { cancellation: string }).cancellation);
const cancel = (n: string, body: unknown) => api.call('POST', `/order/${n}/cancel`, { token: ana, body });

describe('POST /order/{n}/cancel: the spec body', () => {
  it('a paid deposit order refunds to the account given, without refund_type or account_type', async () => {
    const n = await order({ payment_method: 'BANK_DEPOSIT' });
    await api.call('POST', `http://localhost:9004/dev/orders/${n}/advance`); // approved: the deposit counts as received
    const res = await cancel(n, { reason: 'Me equivoqué', bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Ana López' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.step).toBe('PermanentFailure');
    expect(stored(n).refund).toEqual({ refund_type: 'BANK_ACCOUNT', bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Ana López', account_type: null });
  });

  it('a paid deposit order without any account is still refused, saying what is missing', async () => {
    const n = await order({ payment_method: 'BANK_DEPOSIT' });
    await api.call('POST', `http://localhost:9004/dev/orders/${n}/advance`);
    const res = await cancel(n, { reason: 'Me equivoqué' });
    expect(res.status).toBe(400);
    expect(res.body.cause).toBe('apiCallFailed');
    expect(res.body.message).toContain('datos de tu cuenta');
  });

  it('an order paid by card keeps the authorization number and the card\'s last 4 digits (never more of the number)', async () => {
    const n = await order({ payment_method: 'CARD', new_card: newCard('4242 4242 4242 4242') });
    const res = await cancel(n, { reason: 'Ya no lo necesito', authorization_number: '123456', card_number: '**** **** **** 4242' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(stored(n).refund).toEqual({ refund_type: 'CARD', authorization_number: '123456', card_number: '4242' });
  });

  it('refuses a malformed authorization number or card number with a Spanish message, cancelling nothing', async () => {
    const n = await order({ payment_method: 'CARD', new_card: newCard('4242 4242 4242 4242') });
    const badAuth = await cancel(n, { reason: 'x', authorization_number: '12-34' });
    expect(badAuth.status).toBe(400);
    expect(badAuth.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: authorization_number debe tener de 1 a 20 letras o dígitos.' });
    const badCard = await cancel(n, { reason: 'x', card_number: '42' });
    expect(badCard.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: card_number debe llevar al menos los últimos 4 dígitos de la tarjeta.' });
    expect((await api.call('GET', `/order/${n}`, { token: ana })).body.is_cancel_enabled).toBe(true);
  });
});

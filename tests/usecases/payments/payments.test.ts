import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { paymentsBackend, wireCard } from '../../mocks/handlers/payments';
import { requests, setupMsw } from '../../mocks/server';
import { anonymousShopper, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

describe('tienda.payments: saved cards', () => {
  it('lists GET /payment_method/cc into the cards store and tells its observers', async () => {
    const { client } = await signedInClient();
    const seen: string[] = [];
    client.payments.cards.subscribe(() => seen.push(client.payments.cards.getSnapshot().status));
    const cards = await client.payments.listCards();
    expect(requests.describe()).toBe('GET /payment_method/cc');
    expect(cards.map((card) => [card.instrument_id, card.number, card.type])).toEqual([
      ['card_1', '411111******1111', 'VISA'],
      ['card_2', '550000******0004', 'MASTERCARD'],
    ]);
    expect(client.payments.cards.getSnapshot()).toMatchObject({ status: 'ready', cards: [{ instrument_id: 'card_1' }, { instrument_id: 'card_2' }] });
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('masks a whole card number a misbehaving server sends: never more than the BIN and the last 4, anywhere', async () => {
    const { client, logger } = await signedInClient({
      payments: paymentsBackend({ cards: [wireCard({ number: '4111111111111111', type: 'SOMETHING_NEW' })] }),
    });
    const [card] = await client.payments.listCards();
    expect(card!.number).toBe('411111******1111');
    expect(card!.type).toBe('UNKNOWN');
    expect(JSON.stringify(client.payments.cards.getSnapshot())).not.toContain('4111111111111111');
    expect(logger.text).not.toContain('4111111111111111');
  });

  it('deletes with DELETE /payment_method/cc/{id} and takes the card out of the store', async () => {
    const { client } = await signedInClient();
    await client.payments.listCards();
    requests.clear();
    await client.payments.deleteCard('card_1');
    expect(requests.describe()).toBe('DELETE /payment_method/cc/card_1');
    expect(client.payments.cards.cards.map((card) => card.instrument_id)).toEqual(['card_2']);
  });

  it('refuses a card that is not among the loaded ones with notFound, without a request', async () => {
    const { client } = await signedInClient();
    await client.payments.listCards();
    requests.clear();
    const failure = await failureOf(client.payments.deleteCard('card_9'));
    expect([failure.cause, failure.userMessage]).toEqual(['notFound', 'Esa tarjeta ya no está guardada.']);
    expect(requests.total).toBe(0);
  });

  it('needs a signed-in user: anonymous is onlyAnonymousTokenFound without a request', async () => {
    const { client } = await anonymousShopper();
    expect((await failureOf(client.payments.listCards())).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });
});

describe('tienda.payments: installments', () => {
  it('asks GET /installment_option with the amount rounded to the cent', async () => {
    const { client } = await signedInClient();
    const options = await client.payments.installmentOptions(299.999);
    expect(requests.single('GET', '/installment_option').query.get('amount')).toBe('300');
    expect(options.map((option) => [option.installments, option.bank_name, option.total_amount])).toEqual([
      [3, 'Banco Industrial', 300],
      [6, 'Banco Industrial', 300],
    ]);
  });

  it('refuses an amount that is not positive with NOT_ALLOWED, without a request', async () => {
    const { client } = await signedInClient();
    for (const amount of [0, -5, Number.NaN]) {
      const failure = await failureOf(client.payments.installmentOptions(amount));
      expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'El monto para calcular las cuotas debe ser mayor que cero.']);
    }
    expect(requests.total).toBe(0);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { maskedNumber, saveCard, storableParts } from '../../local-api/cards/cards';
import { makeApi, type TestApi } from './support';

let api: TestApi;
beforeEach(() => {
  api = makeApi();
});

const ANA_CARD = { instrument_id: 'card_demo_ana_visa', number: '411111******1111', expiration_month: 12, expiration_year: 2029, type: 'VISA', holder_name: 'Ana López' };

describe('GET /payment_method/cc', () => {
  it("lists ana's saved card, masked to the BIN and the last 4", async () => {
    const res = await api.call('GET', '/payment_method/cc', { token: await api.login() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([ANA_CARD]);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("shows carlos none of ana's cards, and answers 403 onlyAnonymousTokenFound to an anonymous session", async () => {
    expect((await api.call('GET', '/payment_method/cc', { token: await api.login('carlos@tienda.test') })).body).toEqual([]);
    const anonymous = await api.call('GET', '/payment_method/cc', { token: await api.anonymous() });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
    expect((await api.call('GET', '/payment_method/cc')).status).toBe(401);
  });
});

describe('DELETE /payment_method/cc/{id}', () => {
  it("deletes the user's own card: 204, then gone, and a second delete is 404", async () => {
    const ana = await api.login();
    const res = await api.call('DELETE', `/payment_method/cc/${ANA_CARD.instrument_id}`, { token: ana });
    expect(res.status).toBe(204);
    expect((await api.call('GET', '/payment_method/cc', { token: ana })).body).toEqual([]);
    const again = await api.call('DELETE', `/payment_method/cc/${ANA_CARD.instrument_id}`, { token: ana });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ cause: 'notFound', message: 'La tarjeta no existe.' });
  });

  it("answers someone else's card exactly like a missing one, and leaves it in place", async () => {
    const carlos = await api.login('carlos@tienda.test');
    for (const id of [ANA_CARD.instrument_id, 'card_no_existe', 'x'.repeat(200), "1' OR '1'='1"]) {
      const res = await api.call('DELETE', `/payment_method/cc/${encodeURIComponent(id)}`, { token: carlos });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'La tarjeta no existe.' });
    }
    const anonymous = await api.call('DELETE', `/payment_method/cc/${ANA_CARD.instrument_id}`, { token: await api.anonymous() });
    expect(anonymous.status).toBe(403);
    expect((await api.call('GET', '/payment_method/cc', { token: await api.login() })).body).toEqual([ANA_CARD]);
  });
});

describe('what is stored of a card', () => {
  it('has no column that could hold a full number or a CVV', () => {
    const columns = (api.db.prepare(`SELECT name FROM pragma_table_info('saved_cards')`).all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(['id', 'instrument_id', 'user_id', 'bin', 'last4', 'number_length', 'brand', 'expiration_month', 'expiration_year', 'holder_name', 'created_at']);
    expect(columns.some((name) => /cvv|cvc|number$|pan/i.test(name))).toBe(false);
  });

  it('keeps only BIN, last 4 and length of a saved card; the database refuses a longer BIN or last 4', async () => {
    const ana = await api.login();
    const userId = (api.db.prepare(`SELECT id FROM users WHERE email = 'ana@tienda.test'`).get() as { id: number }).id;
    const deps = { db: api.db, now: () => api.clock.now, random: Math.random, log: () => {}, catalogue: undefined as never };
    const id = saveCard(deps, userId, { ...storableParts('3782 822463 10005'), brand: 'AMERICAN_EXPRESS', expirationMonth: 1, expirationYear: 2030, holderName: 'Ana López' });
    const list = (await api.call('GET', '/payment_method/cc', { token: ana })).body;
    expect(list[0]).toEqual({ instrument_id: id, number: '378282*****0005', expiration_month: 1, expiration_year: 2030, type: 'AMERICAN_EXPRESS', holder_name: 'Ana López' });
    const everything = JSON.stringify(api.db.prepare('SELECT * FROM saved_cards').all());
    expect(everything).not.toContain('378282246310005');
    expect(everything).not.toContain('4111111111111111');
    const insert = api.db.prepare(
      `INSERT INTO saved_cards (instrument_id, user_id, bin, last4, number_length, brand, expiration_month, expiration_year, created_at) VALUES (?, ?, ?, ?, 16, 'VISA', 1, 2030, 'x')`,
    );
    expect(() => insert.run('card_full', userId, '4111111111111111', '1111')).toThrow(/CHECK constraint/);
    expect(() => insert.run('card_full2', userId, '411111', '4111111111111111')).toThrow(/CHECK constraint/);
  });

  it('masks by length and refuses what is not a card number', () => {
    expect(maskedNumber({ bin: '555555', last4: '4444', number_length: 16 })).toBe('555555******4444');
    expect(maskedNumber({ bin: '305693', last4: '5904', number_length: 14 })).toBe('305693****5904');
    expect(storableParts('4111-1111-1111-1111')).toEqual({ bin: '411111', last4: '1111', numberLength: 16 });
    expect(() => storableParts('4111 abcd')).toThrow();
  });
});

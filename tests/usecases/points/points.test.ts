import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { pointsBackend } from '../../mocks/handlers/points';
import { requests, setupMsw } from '../../mocks/server';
import { anonymousShopper, bodyOf, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

describe('tienda.points', () => {
  it('loads the history from GET /user/points/ with dates stripped of their bracketed zone, into the store', async () => {
    const { client } = await signedInClient();
    let notified = 0;
    client.points.store.subscribe(() => notified++);
    const history = await client.points.history();
    expect(requests.describe()).toBe('GET /user/points/');
    expect(history.entries.map((entry) => [entry.points, entry.type, entry.date_created])).toEqual([
      [120, 'ORDER', '2026-03-02T10:00:00-06:00'],
      [-250, 'COUPON', '2026-02-14T09:30:00-06:00'],
    ]);
    expect(client.points.store.getSnapshot()).toMatchObject({ status: 'ready', totalPoints: 300, pointsPerCurrency: 10 });
    expect(notified).toBe(2);
  });

  it('turns points into a coupon with POST /user/points/coupon/, then updates the balance, the coupons and the user', async () => {
    const { client } = await signedInClient();
    await client.points.history();
    await client.points.couponOptions();
    expect(client.points.store.getSnapshot().couponOptions.map((option) => [option.amount, option.is_available])).toEqual([
      [10, true],
      [25, true],
      [50, false],
      [100, false],
    ]);
    requests.clear();
    const answer = await client.points.redeem(10);
    expect(await bodyOf(requests.single('POST', '/user/points/coupon/'))).toEqual({ amount: 10 });
    expect(answer).toMatchObject({ coupon: { code: 'PUNTOS-10' }, total_points: 200 });
    const state = client.points.store.getSnapshot();
    expect(state.totalPoints).toBe(200);
    expect(state.coupons.map((coupon) => coupon.code)).toEqual(['PUNTOS-10']);
    // 200 points left: Q10 (100) still, Q25 (250) no longer.
    expect(state.couponOptions.map((option) => option.is_available)).toEqual([true, false, false, false]);
    expect(client.user.store.user?.points).toBe(200);
  });

  it('refuses, without a request, an amount the balance does not cover or that is not offered', async () => {
    const { client } = await signedInClient({ points: pointsBackend({ total: 120 }) });
    await client.points.history();
    await client.points.couponOptions();
    requests.clear();
    const short = await failureOf(client.points.redeem(25));
    expect([short.cause, short.userMessage]).toEqual(['NOT_ALLOWED', 'No tienes puntos suficientes: un cupón de Q25 cuesta 250 puntos y tienes 120.']);
    const odd = await failureOf(client.points.redeem(30));
    expect(odd.userMessage).toBe('No hay cupones de Q30. Elige uno de los montos disponibles.');
    expect(requests.total).toBe(0);
  });

  it("lists the user's coupons with GET /user/coupon/ evaluated against the current cart", async () => {
    const { client } = await signedInClient();
    const coupons = await client.points.coupons();
    const request = requests.single('GET', '/user/coupon/');
    expect(request.query.get('cart_id')).toBe(client.cart.store.cart!.cart_id);
    expect(coupons.map((coupon) => [coupon.code, coupon.discount])).toEqual([['CUMPLE-2026', 50]]);
    expect(client.points.store.getSnapshot().coupons).toHaveLength(1);
  });

  it('is emptied when the session changes (logout)', async () => {
    const { client } = await signedInClient();
    await client.points.history();
    await client.session.logout();
    expect(client.points.store.getSnapshot()).toMatchObject({ status: 'idle', totalPoints: null, entries: [] });
  });

  it('needs a signed-in user: anonymous is onlyAnonymousTokenFound without a request', async () => {
    const { client } = await anonymousShopper();
    expect((await failureOf(client.points.history())).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });
});

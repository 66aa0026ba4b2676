// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PointsHistory, UserCoupon } from '../../src/domain/points/points';
import { UseCaseError } from '../../src/index';
import { formatPrice } from '../../src/presentation/shared/format';
import PointsScreen from '../../src/presentation/points/PointsScreen';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HISTORY: PointsHistory = {
  total_points: 350,
  points_per_currency: 10,
  entries: [
    { points: 150, type: 'ORDER', date_created: '2026-01-08T17:20:00.000Z' },
    { points: -100, type: 'COUPON', date_created: '2025-12-20T22:45:00.000Z' },
  ],
};
const OPTIONS = [
  { amount: 10, points: 100, is_available: true },
  { amount: 50, points: 500, is_available: false },
];
const coupon = (code: string, discount = 10): UserCoupon => ({
  code,
  discount,
  error_code: null,
  error_message: null,
  requirements: null,
  exclusions: null,
  discounts: null,
  auto_apply: false,
});

/** A signed-in shopper whose points calls fill the real store, as the library does. */
function signedIn(history: PointsHistory = HISTORY) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser({ points: history.total_points }));
  const { store } = made.fakes.points;
  made.fakes.points.history.mockImplementation(async () => (store.setHistory(history), history));
  made.fakes.points.couponOptions.mockImplementation(async () => (store.setCouponOptions(OPTIONS), OPTIONS));
  made.fakes.points.coupons.mockImplementation(async () => (store.setCoupons([coupon('PUNTOS-AAAA1111')]), []));
  return made;
}
const renderScreen = (client: ReturnType<typeof fakeClient>['client']) => renderAt(client, <PointsScreen />, { path: '/cuenta/puntos', pattern: '/cuenta/puntos' });

describe('PointsScreen', () => {
  it('shows the balance, the history with es-GT dates and signs, the options and the coupons', async () => {
    const { client } = signedIn();
    renderScreen(client);
    expect((await screen.findByTestId('points-total')).textContent).toBe('350 puntos');
    const history = screen.getByRole('heading', { name: 'Movimientos' }).parentElement!;
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Compra${new Intl.DateTimeFormat('es-GT', { dateStyle: 'long' }).format(new Date('2026-01-08T17:20:00.000Z'))}+150 puntos`,
      `Canje por un cupón${new Intl.DateTimeFormat('es-GT', { dateStyle: 'long' }).format(new Date('2025-12-20T22:45:00.000Z'))}−100 puntos`,
    ]);
    expect(screen.getByRole('button', { name: `Canjear Cupón de ${formatPrice(10)}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Canjear Cupón de ${formatPrice(50)}` })).toBeNull();
    expect(screen.getByText('Te faltan 150 puntos.')).toBeTruthy();
    expect(screen.getByText('PUNTOS-AAAA1111')).toBeTruthy();
  });

  it('redeems only after confirming, then shows the new coupon focused, with a copy button', async () => {
    const { client, fakes } = signedIn();
    const fresh = coupon('PUNTOS-NEW12345');
    const after: PointsHistory = { ...HISTORY, total_points: 250, entries: [{ points: -100, type: 'COUPON', date_created: '2026-02-01T10:00:00.000Z' }, ...HISTORY.entries] };
    fakes.points.redeem.mockImplementation(async (amount: number) => {
      fakes.points.store.redeemed(fresh, 250);
      fakes.points.history.mockImplementation(async () => (fakes.points.store.setHistory(after), after));
      return { coupon: fresh, amount, points: 100, total_points: 250 };
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(client);
    fireEvent.click(await screen.findByRole('button', { name: `Canjear Cupón de ${formatPrice(10)}` }));
    expect(screen.getByText(/^¿Canjear 100 puntos por un cupón de Q\s?10\.00\?$/)).toBeTruthy();
    expect(fakes.points.redeem).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, canjear' })));
    expect(fakes.points.redeem).toHaveBeenCalledWith(10);
    const box = screen.getByTestId('new-coupon');
    expect(box.textContent).toContain('PUNTOS-NEW12345');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByTestId('points-total').textContent).toBe('250 puntos');
    // The history is asked again, and shows the conversion.
    expect(fakes.points.history).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(screen.getByRole('heading', { name: 'Movimientos' }).parentElement!).getAllByRole('listitem')).toHaveLength(3));
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: 'Copiar código' })));
    expect(writeText).toHaveBeenCalledWith('PUNTOS-NEW12345');
    expect(within(box).getByRole('status').textContent).toBe('Código copiado.');
  });

  it('keeps the confirmation open with the Spanish refusal when redeeming fails', async () => {
    const { client, fakes } = signedIn();
    fakes.points.redeem.mockRejectedValue(new UseCaseError('NOT_ALLOWED', { apiMessage: 'No tienes puntos suficientes.', status: 400 }));
    renderScreen(client);
    fireEvent.click(await screen.findByRole('button', { name: `Canjear Cupón de ${formatPrice(10)}` }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, canjear' })));
    expect(screen.getByRole('alert').textContent).toBe('No tienes puntos suficientes.');
    expect(screen.queryByTestId('new-coupon')).toBeNull();
    expect((screen.getByRole('button', { name: 'Sí, canjear' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when there is no history yet', async () => {
    const { client } = signedIn({ total_points: 0, points_per_currency: 10, entries: [] });
    renderScreen(client);
    expect((await screen.findByTestId('points-total')).textContent).toBe('0 puntos');
    expect(screen.getByText(/Aún no tienes movimientos/)).toBeTruthy();
  });

  it('shows a failed balance with a retry', async () => {
    const { client, fakes } = signedIn();
    fakes.points.history.mockImplementationOnce(async () => {
      const error = new UseCaseError('network');
      fakes.points.store.setError(error);
      throw error;
    });
    renderScreen(client);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    await act(async () => fireEvent.click(retry));
    expect((await screen.findByTestId('points-total')).textContent).toBe('350 puntos');
    expect(fakes.points.history).toHaveBeenCalledTimes(2);
  });
});

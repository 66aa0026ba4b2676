// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/order';
import { UseCaseError } from '../../src/index';
import AccountScreen from '../../src/presentation/account/AccountScreen';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

const orders = (...steps: string[]) => steps.map((step, i) => ({ order_number: String(100 + i), step }) as unknown as Order);

function setUp({ points = 1250, unread = 3 }: { points?: number; unread?: number } = {}) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
  made.stores.user.setUser(signedInUser({ first_name: 'Ana', points, notification: { unread_count: unread } }));
  let answer!: { resolve: (value: Order[]) => void; reject: (error: unknown) => void };
  made.fakes.orders.list.mockImplementation(() => new Promise<Order[]>((resolve, reject) => (answer = { resolve, reject })));
  renderAt(made.client, <AccountScreen />, { path: '/cuenta', pattern: '/cuenta' });
  return { ...made, answer: () => answer };
}

describe('the account hub (issue 25: 19 cards in one column on a phone)', () => {
  it('groups its areas under five headings, every area once', async () => {
    setUp();
    const hub = await screen.findByRole('navigation', { name: 'Secciones de tu cuenta' });
    expect(within(hub).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Compras',
      'Favoritos y opiniones',
      'Pagos y puntos',
      'Tus datos y avisos',
      'Ayuda',
    ]);
    const links = within(hub).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toHaveLength(20);
    expect(new Set(links).size).toBe(20);
    const purchases = within(hub).getByRole('region', { name: 'Compras' });
    expect(within(purchases).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/cuenta/pedidos', '/cuenta/garantias', '/carrito', '/importar']);
  });

  it('counts open orders once they load (one call, first page), into space kept for it; points and new notifications from the user', async () => {
    const { fakes, answer } = setUp();
    const slot = await screen.findByTestId('count-openOrders');
    // Kept, empty, while the orders load.
    expect(slot.textContent).toBe('');
    expect(fakes.orders.list).toHaveBeenCalledTimes(1);
    expect(fakes.orders.list).toHaveBeenCalledWith({ page: 1 });
    await act(async () => answer().resolve(orders('Shipped', 'Delivered', 'AwaitingCustomerInput', 'PermanentFailure', 'ReadyForPickup')));
    expect(slot.textContent).toBe('3: 3 en curso');
    expect(screen.getByRole('link', { name: /Tus pedidos/ }).textContent).toContain('3 en curso');
    expect(screen.getByTestId('count-points').textContent).toBe('1,250 pts: 1,250 puntos');
    expect(screen.getByTestId('count-unread').textContent).toBe('3: 3 nuevas');
    expect(fakes.orders.list).toHaveBeenCalledTimes(1);
  });

  it('shows no count for nothing open, no points or nothing new, and keeps working when the orders fail to load', async () => {
    const { answer } = setUp({ points: 0, unread: 0 });
    const slot = await screen.findByTestId('count-openOrders');
    await act(async () => answer().reject(new UseCaseError('networkConnection', { status: null })));
    expect(slot.textContent).toBe('');
    expect(screen.getByTestId('count-points').textContent).toBe('');
    expect(screen.getByTestId('count-unread').textContent).toBe('');
    expect(screen.getByRole('link', { name: /Tus pedidos/ }).getAttribute('href')).toBe('/cuenta/pedidos');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

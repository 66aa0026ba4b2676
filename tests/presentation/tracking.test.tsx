// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import type { TiendaClient } from '../../src/index';
import { staticSource, type ClientSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import ConfirmationScreen from '../../src/presentation/checkout/ConfirmationScreen';
import { AddToCartForm } from '../../src/presentation/product/AddToCartForm';
import { trackEvent, trackPage } from '../../src/presentation/tracking/track';
import { PageTracking } from '../../src/presentation/tracking/use-page-tracking';
import { fakeClient, product, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

/** A shell with page tracking and three pages linking to each other. */
function renderShell(source: ClientSource, path = '/') {
  const Shell = () => (
    <>
      <PageTracking />
      <nav>
        <Link to="/">Inicio</Link> <Link to="/ofertas?pagina=2">Ofertas</Link> <Link to="/empresas">Empresas</Link>
      </nav>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <h1>Inicio</h1> },
          { path: 'ofertas', element: <h1>Ofertas</h1> },
          { path: 'empresas', element: <h1>Empresas</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TiendaProvider source={source}>
      <RouterProvider router={router} />
    </TiendaProvider>,
  );
  return router;
}

/** A source whose client does not exist until `arrive()` (the library not loaded yet). */
function lateSource(client: TiendaClient) {
  let ready = false;
  const listeners = new Set<() => void>();
  const source: ClientSource = {
    get: vi.fn(async () => client),
    peek: () => (ready ? client : null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload: () => undefined,
  };
  return {
    source,
    arrive() {
      ready = true;
      for (const listener of listeners) listener();
    },
  };
}

const ORIGIN = window.location.origin;

describe('page tracking', () => {
  it('tracks one page view per navigation with its path and the previous page as referrer', async () => {
    const { client, fakes } = fakeClient();
    const router = renderShell(staticSource(client));
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(fakes.tracking.page).toHaveBeenCalledTimes(1);
    expect(fakes.tracking.page).toHaveBeenLastCalledWith({ path: '/', referrer: document.referrer });

    fireEvent.click(screen.getByRole('link', { name: 'Ofertas' }));
    await screen.findByRole('heading', { name: 'Ofertas' });
    expect(fakes.tracking.page).toHaveBeenCalledTimes(2);
    expect(fakes.tracking.page).toHaveBeenLastCalledWith({ path: '/ofertas?pagina=2', referrer: `${ORIGIN}/` });

    await act(() => router.navigate('/empresas'));
    expect(fakes.tracking.page).toHaveBeenCalledTimes(3);
    expect(fakes.tracking.page).toHaveBeenLastCalledWith({ path: '/empresas', referrer: `${ORIGIN}/ofertas?pagina=2` });
    // Going back is a navigation too.
    await act(() => router.navigate(-1));
    expect(fakes.tracking.page).toHaveBeenCalledTimes(4);
    expect(fakes.tracking.page).toHaveBeenLastCalledWith({ path: '/ofertas?pagina=2', referrer: `${ORIGIN}/empresas` });
  });

  it('never loads the library to track: views wait for it, and go once it is there', async () => {
    const { client, fakes } = fakeClient();
    const late = lateSource(client);
    const router = renderShell(late.source);
    await screen.findByRole('heading', { name: 'Inicio' });
    await act(() => router.navigate('/ofertas'));
    expect(late.source.get).not.toHaveBeenCalled();
    expect(fakes.tracking.page).not.toHaveBeenCalled();
    act(() => late.arrive());
    expect(fakes.tracking.page.mock.calls).toEqual([[{ path: '/', referrer: document.referrer }], [{ path: '/ofertas', referrer: `${ORIGIN}/` }]]);
    await act(() => router.navigate('/empresas'));
    expect(fakes.tracking.page).toHaveBeenCalledTimes(3);
  });

  it('keeps rendering and navigating when the tracker throws or rejects', async () => {
    const { client, fakes } = fakeClient();
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent | Error) => rejections.push(event);
    process.on('unhandledRejection', onRejection);
    fakes.tracking.page.mockImplementationOnce(() => {
      throw new Error('tracker down');
    });
    (fakes.tracking.page as unknown as { mockImplementation(f: () => unknown): void }).mockImplementation(() => Promise.reject(new Error('network')));
    const router = renderShell(staticSource(client));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    await act(() => router.navigate('/ofertas'));
    expect(screen.getByRole('heading', { name: 'Ofertas' })).toBeTruthy();
    expect(fakes.tracking.page).toHaveBeenCalledTimes(2);
    // Node reports an unhandled rejection once the microtask queue has drained, before the next macrotask.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
  });

  it('ignores a client without a tracker, and never throws from trackEvent or trackPage', () => {
    const { client, fakes } = fakeClient();
    fakes.tracking.event.mockImplementation(() => {
      throw new Error('boom');
    });
    expect(() => trackEvent(client, 'add_to_cart', { sku: 'X', quantity: 1 })).not.toThrow();
    expect(fakes.tracking.event).toHaveBeenCalledTimes(1);
    expect(() => trackPage({ ...client, tracking: undefined } as unknown as TiendaClient, { path: '/' })).not.toThrow();
    expect(() => trackEvent(null, 'purchase')).not.toThrow();
  });
});

describe('events', () => {
  it('tracks add_to_cart with the sku and quantity after the cart accepted the line, even when the tracker fails', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.add.mockResolvedValue(undefined);
    fakes.tracking.event.mockImplementation(() => {
      throw new Error('tracker down');
    });
    renderAt(client, <AddToCartForm product={product({ public_sku: 'SKU-77', title: 'Licuadora' })} />);
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Agregar al carrito/ })));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    expect(fakes.tracking.event).toHaveBeenCalledWith('add_to_cart', { sku: 'SKU-77', quantity: 3 });
    expect(await screen.findByText(/agregad/i)).toBeTruthy();
  });

  it('does not track add_to_cart when the cart refused the line', async () => {
    const { client, fakes } = fakeClient();
    fakes.cart.add.mockRejectedValue(new Error('refused'));
    renderAt(client, <AddToCartForm product={product({ public_sku: 'SKU-77' })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Agregar al carrito/ })));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    expect(fakes.tracking.event).not.toHaveBeenCalled();
  });

  it('tracks purchase once with the order number on the confirmation', async () => {
    const { client, fakes, stores } = fakeClient();
    stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
    stores.user.setUser(signedInUser());
    client.checkout.store.finish({ status: 'placed', orderNumber: '2001', result: null, order: null });
    renderAt(client, <ConfirmationScreen />, { path: '/pagar/listo', pattern: '/pagar/listo' });
    await waitFor(() => expect(screen.getByTestId('order-number').textContent).toBe('2001'));
    expect(fakes.tracking.event).toHaveBeenCalledTimes(1);
    expect(fakes.tracking.event).toHaveBeenCalledWith('purchase', { order_number: '2001' });
    // The confirmation shown again (another mount): still one purchase.
    cleanup();
    renderAt(client, <ConfirmationScreen />, { path: '/pagar/listo', pattern: '/pagar/listo' });
    await waitFor(() => expect(screen.getByTestId('order-number').textContent).toBe('2001'));
    expect(fakes.tracking.event).toHaveBeenCalledTimes(1);
  });
});

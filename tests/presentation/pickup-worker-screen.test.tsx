// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError } from '../../src/index';
import type { WorkerLocation, WorkerOrder } from '../../src/domain/pickup-worker/worker';
import PickupWorkerScreen from '../../src/presentation/pickup-worker/PickupWorkerScreen';
import { fakeClient, signedInUser } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

function order(overrides: Partial<WorkerOrder> = {}): WorkerOrder {
  return {
    order_number: '100001',
    status: 'Approved',
    customer_name: 'Lucía Ramírez',
    customer_phone: '+50255502222',
    quantity_total: 2,
    items: [
      { public_sku: 'TERMO-500', title: 'Termo de acero 500 ml', quantity: 1 },
      { public_sku: 'TAZA-01', title: 'Taza de cerámica', quantity: 1 },
    ],
    amount_to_collect: 0,
    created_date: '2026-11-20T10:00:00',
    received_date: null,
    ...overrides,
  };
}

function location(orders: WorkerOrder[], overrides: Partial<WorkerLocation> = {}): WorkerLocation {
  return { public_id: 'gt-zona-10', location_name: 'Tienda Zona 10', location: null, orders, ...overrides };
}

const WRONG_PIN = 'El PIN no es correcto para el pedido 100002. Te quedan 4 intentos.';

function setUp({ worker = true, failReceive = false, items }: { worker?: boolean; failReceive?: boolean; items?: WorkerOrder['items'] } = {}) {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Carlos', last_name: 'Méndez', email: 'carlos@tienda.test' });
  made.stores.user.setUser(signedInUser({ first_name: 'Carlos', email: 'carlos@tienda.test', is_pickup_location_worker: worker }));
  const api = made.fakes.pickupWorker;
  const store = api.store;
  // As the library does: each list lands in the store, and receiving / handing over moves the order there.
  api.ordersToReceive.mockImplementation(async () => {
    const lists = [location([order(items ? { items } : {}), order({ order_number: '100003', amount_to_collect: 450.5, customer_name: 'Lucía Ramírez' })])];
    store.setToReceive(lists);
    return lists;
  });
  api.ordersToDeliver.mockImplementation(async () => {
    const lists = [location([order({ order_number: '100002', status: 'ReadyForPickup', received_date: '2026-11-21T09:00:00' })])];
    store.setToDeliver(lists);
    return lists;
  });
  api.setReceived.mockImplementation(async (number: string, publicId: string) => store.received(number, publicId, '2026-11-22T10:00:00'));
  api.setPickedUp.mockImplementation(async (number: string, publicId: string, pin: string) => {
    if (pin !== '246810') throw new UseCaseError('NOT_ALLOWED', { apiMessage: WRONG_PIN, status: 400 });
    store.pickedUp(number, publicId);
  });
  if (failReceive) api.ordersToReceive.mockRejectedValueOnce(new UseCaseError('networkConnection', { status: null }));
  const rendered = renderAt(made.client, <PickupWorkerScreen />, { path: '/recogidas', pattern: '/recogidas' });
  return { ...made, api, store, ...rendered };
}

describe('PickupWorkerScreen', () => {
  it('tells someone who is not pickup staff what the section is for, without calling the worker API', async () => {
    const { api } = setUp({ worker: false });
    expect(await screen.findByRole('heading', { name: 'Esta sección es para el personal de los puntos de recogida' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver tus pedidos' }).getAttribute('href')).toBe('/cuenta/pedidos');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.ordersToReceive).not.toHaveBeenCalled();
    expect(api.ordersToDeliver).not.toHaveBeenCalled();
  });

  it('lists the orders to receive per location, with customer, items and the amount to collect, in real tabs', async () => {
    const { api } = setUp();
    const panel = await screen.findByTestId('panel-receive');
    await within(panel).findByRole('heading', { name: 'Pedido 100001' });
    expect(api.ordersToReceive).toHaveBeenCalledTimes(1);
    expect(api.ordersToDeliver).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toContain('Tienda Zona 10');
    const first = screen.getByTestId('worker-order-100001');
    expect(first.textContent).toContain('Lucía Ramírez');
    expect(first.textContent).toContain('2 artículos');
    // Each line by name, quantity and SKU, to check the parcel (issue 25: «2 artículos» alone said nothing).
    expect(within(first).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 × Termo de acero 500 ml · SKU TERMO-500',
      '1 × Taza de cerámica · SKU TAZA-01',
    ]);
    expect(first.textContent).toContain('Nada: ya está pagado');
    expect(screen.getByTestId('worker-order-100003').textContent).toMatch(/Cobrar\s*Q\s?450\.50/);

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Por recibir2', 'Por entregar1']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.tabIndex).toBe(-1);
    expect(panel.getAttribute('aria-labelledby')).toBe('tab-receive');
    // Arrow keys move between the tabs and show their panel.
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(await within(screen.getByTestId('panel-deliver')).findByRole('heading', { name: 'Pedido 100002' })).toBeTruthy();
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(screen.getByTestId('panel-receive')).toBeTruthy();
  });

  it('shows the count alone when the server lists no lines', async () => {
    setUp({ items: [] });
    const row = await screen.findByTestId('worker-order-100001');
    expect(within(row).queryByRole('list')).toBeNull();
    expect(row.textContent).toContain('Artículos2 artículos');
  });

  it('asks before marking received: «Cancelar» sends nothing and gives the focus back to the button', async () => {
    const { api } = setUp();
    const button = await screen.findByRole('button', { name: 'Marcar recibido el pedido 100001' });
    button.focus();
    await act(async () => fireEvent.click(button));
    const question = screen.getByRole('group', { name: '¿Recibiste el pedido 100001 completo (2 artículos)?' });
    const yes = within(question).getByRole('button', { name: 'Sí, recibido' });
    expect(document.activeElement).toBe(yes);
    expect(api.setReceived).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' })));
    expect(screen.queryByRole('group', { name: /Recibiste/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Marcar recibido el pedido 100001' }));
    expect(api.setReceived).not.toHaveBeenCalled();
    expect(screen.getByTestId('worker-order-100001')).toBeTruthy();
  });

  it('marks an order received once confirmed: one call with the order and its location, it moves to «Por entregar», focus goes to the announcement', async () => {
    const { api } = setUp();
    const button = await screen.findByRole('button', { name: 'Marcar recibido el pedido 100001' });
    await act(async () => fireEvent.click(button));
    expect(api.setReceived).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, recibido' })));
    expect(api.setReceived).toHaveBeenCalledTimes(1);
    expect(api.setReceived).toHaveBeenCalledWith('100001', 'gt-zona-10');
    const done = screen.getByTestId('worker-done');
    expect(done.textContent).toBe('Pedido 100001 recibido en Tienda Zona 10: ahora está en «Por entregar».');
    expect(done.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(done);
    expect(screen.queryByTestId('worker-order-100001')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Por recibir1', 'Por entregar2']);
    // The lists were not fetched again: the store moved the order.
    expect(api.ordersToReceive).toHaveBeenCalledTimes(1);
  });

  it('shows a refused receive under its button and keeps the focus there', async () => {
    const { api } = setUp();
    api.setReceived.mockRejectedValueOnce(new UseCaseError('NOT_ALLOWED', { apiMessage: 'El pedido 100001 aún no está pagado.', status: 400 }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Marcar recibido el pedido 100001' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sí, recibido' })));
    const row = screen.getByTestId('worker-order-100001');
    expect(within(row).getByRole('alert').textContent).toBe('El pedido 100001 aún no está pagado.');
    expect(api.setReceived).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Marcar recibido el pedido 100001' }));
  });

  it('hands an order over with its PIN: a wrong PIN shows the API’s message and keeps the focus in the field; the right one removes it', async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('tab', { name: /Por entregar/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Entregar el pedido 100002' }));
    const pin = await screen.findByLabelText('PIN del pedido') as HTMLInputElement;
    // The lazily loaded form focuses its field in an effect, which may run after the field is in the page.
    await waitFor(() => expect(document.activeElement).toBe(pin));
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(pin, { target: { value: '111111' } });
    // As a tap does, the button takes the focus.
    const confirm = screen.getByRole('button', { name: 'Confirmar entrega' });
    confirm.focus();
    await act(async () => fireEvent.click(confirm));
    expect(api.setPickedUp).toHaveBeenCalledWith('100002', 'gt-zona-10', '111111');
    const problem = within(screen.getByTestId('worker-order-100002')).getByRole('alert');
    expect(problem.textContent).toBe(WRONG_PIN);
    expect(document.activeElement).toBe(pin);
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(pin.getAttribute('aria-describedby')).toContain(problem.id);

    fireEvent.change(pin, { target: { value: '246810' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' })));
    expect(api.setPickedUp).toHaveBeenCalledTimes(2);
    expect(api.setPickedUp).toHaveBeenLastCalledWith('100002', 'gt-zona-10', '246810');
    await waitFor(() => expect(screen.queryByTestId('worker-order-100002')).toBeNull());
    const done = screen.getByTestId('worker-done');
    expect(done.textContent).toBe('Pedido 100002 entregado a Lucía Ramírez.');
    expect(document.activeElement).toBe(done);
    expect(screen.getByText('No hay pedidos por entregar en este punto.')).toBeTruthy();
  });

  it('shows the library’s refusal of a PIN that cannot be one, and «Cancelar» gives the focus back to «Entregar»', async () => {
    const { api } = setUp();
    api.setPickedUp.mockRejectedValueOnce(new UseCaseError('NOT_ALLOWED', { apiMessage: 'El PIN de recogida tiene de 4 a 8 dígitos, sin letras ni otros signos.', details: { field: 'pin' } }));
    fireEvent.click(await screen.findByRole('tab', { name: /Por entregar/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Entregar el pedido 100002' }));
    const pin = await screen.findByLabelText('PIN del pedido');
    fireEvent.change(pin, { target: { value: '12' } });
    screen.getByRole('button', { name: 'Confirmar entrega' }).focus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' })));
    expect(within(screen.getByTestId('worker-order-100002')).getByRole('alert').textContent).toBe('El PIN de recogida tiene de 4 a 8 dígitos, sin letras ni otros signos.');
    expect(document.activeElement).toBe(pin);
    expect(api.setPickedUp).toHaveBeenCalledWith('100002', 'gt-zona-10', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Entregar el pedido 100002' }));
  });

  it('adds a location by its code, says so and fetches the lists again; a refusal stays under the field', async () => {
    const { api } = setUp();
    await screen.findByRole('heading', { name: 'Pedido 100001' });
    const field = (await screen.findByLabelText('Código del punto')) as HTMLInputElement;
    api.addLocation.mockRejectedValueOnce(new UseCaseError('notFound', { apiMessage: 'El punto de recogida no existe.', status: 404 }));
    fireEvent.change(field, { target: { value: 'no-existe' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar punto' })));
    expect(document.getElementById('worker-add-problem')!.textContent).toBe('El punto de recogida no existe.');
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('no-existe');

    api.addLocation.mockResolvedValueOnce({ location_name: 'Bodega Zona 12' } as never);
    fireEvent.change(field, { target: { value: ' gt-bodega-zona-12 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar punto' })));
    expect(api.addLocation).toHaveBeenLastCalledWith('gt-bodega-zona-12');
    expect(screen.getByTestId('worker-done').textContent).toBe('Agregamos «Bodega Zona 12». Sus pedidos aparecen en las listas.');
    expect(field.value).toBe('');
    await waitFor(() => expect(api.ordersToReceive).toHaveBeenCalledTimes(2));
  });

  it('shows a list that failed to load with its Spanish message, and «Reintentar» loads it again', async () => {
    const { api } = setUp({ failReceive: true });
    const panel = await screen.findByTestId('panel-receive');
    expect((await within(panel).findByRole('alert')).textContent).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Reintentar' })));
    expect(await within(screen.getByTestId('panel-receive')).findByRole('heading', { name: 'Pedido 100001' })).toBeTruthy();
    expect(api.ordersToReceive).toHaveBeenCalledTimes(2);
  });
});

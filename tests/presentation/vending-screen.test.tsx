// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UseCaseError, type Category, type TiendaClient, type VendingMachineView, type VendingSlot } from '../../src/index';
import { slotGrid } from '../../src/domain/catalog/vending-rules';
import type { SanitizedHtml } from '../../src/presentation/shared/sanitize';
import { RouteError } from '../../src/presentation/app/RouteError';
import VendingScreen from '../../src/presentation/vending/VendingScreen';
import { vendingLoader } from '../../src/presentation/vending/vending.loader';
import { cart, fakeClient, product } from './fake-client';
import { renderAt } from './render';
import { formatPrice } from '../../src/presentation/shared/format';

afterEach(cleanup);

const deps = (client: TiendaClient) => ({ client: async () => client, sanitizeHtml: (html: string) => html as SanitizedHtml });

const category = (id: number, name: string, count: number): Category => ({
  id,
  parent_id: 63,
  name,
  slug: name.toLowerCase(),
  description: null,
  profile_image: null,
  banner_image: null,
  search_results_count: count,
  over18_required: false,
  disabled_on_mobile: false,
});
const DRINKS = category(64, 'Bebidas', 2);
const SNACKS = category(65, 'Snacks', 2);

function slot(row: number, col: number, overrides: Partial<VendingSlot> = {}): VendingSlot {
  const code = `${String.fromCharCode(64 + row)}${col}`;
  return {
    id: `Z10-${code}`,
    row,
    col,
    code,
    in_stock: true,
    stock: 6,
    is_operational: true,
    price: 9.99,
    date_updated: '2026-01-15T08:30:00-06:00',
    product: product({ public_sku: `SKU-${code}`, slug: `p-${code.toLowerCase()}`, title: `Producto ${code}`, type: 'VENDING', price: 9.99 }),
    ...overrides,
  };
}

/** A 2 × 3 machine: A1 available, A2 sold out, A3 out of service, B1 empty, B2 missing (a gap), B3 with 1 left. */
function machineView(slots: VendingSlot[] = [
  slot(1, 1, { product: product({ public_sku: 'SKU-A1', title: 'Agua pura 600 ml', type: 'VENDING' }) }),
  slot(1, 2, { in_stock: false, stock: 0 }),
  slot(1, 3, { is_operational: false }),
  slot(2, 1, { product: null, price: null, stock: 0, in_stock: false }),
  slot(2, 3, { stock: 1 }),
]): VendingMachineView {
  return {
    machine: { id: 'oficinas-zona-10', code: 'EXP-Z10-01', address: '12 calle 1-25, zona 10', categories: [DRINKS, SNACKS], slots },
    rows: slotGrid(slots),
    categories: [DRINKS, SNACKS],
  };
}

function renderMachine(client: TiendaClient, path = '/maquina/oficinas-zona-10') {
  return renderAt(client, <VendingScreen />, { path, pattern: '/maquina/:id', loader: vendingLoader(deps(client)), errorElement: <RouteError /> });
}

const slotByCode = (code: string) => screen.getAllByTestId('vending-slot').find((el) => el.dataset.code === code)!;

describe('the vending machine screen', () => {
  it('shows the code and address, and each position with its code, product, price and state in words', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockResolvedValue(machineView());
    renderMachine(client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Máquina expendedora EXP-Z10-01' })).toBeTruthy();
    expect(fakes.vending.load).toHaveBeenCalledWith('oficinas-zona-10', { categoryId: null });
    expect(screen.getByText('12 calle 1-25, zona 10')).toBeTruthy();
    expect(screen.getAllByTestId('vending-slot').map((el) => el.dataset.code)).toEqual(['A1', 'A2', 'A3', 'B1', 'B3']);
    // The gap keeps B3 in the third column: 6 cells, one of them hidden.
    expect(document.querySelectorAll('.vending__grid > li')).toHaveLength(6);
    expect(document.querySelectorAll('.vending__cell--gap[aria-hidden="true"]')).toHaveLength(1);

    const a1 = within(slotByCode('A1'));
    expect(slotByCode('A1').textContent).toContain('Posición A1');
    expect(a1.getByRole('link', { name: 'Agua pura 600 ml' }).getAttribute('href')).toMatch(/^\/producto\//);
    expect(slotByCode('A1').querySelector('.slot__price')?.textContent).toBe(formatPrice(9.99));
    expect(a1.getByText('Quedan 6')).toBeTruthy();
expect(a1.getByRole('button', { name: 'Agregar Agua pura 600 ml de la posición A1 al carrito' })).toBeTruthy();

    expect(within(slotByCode('A2')).getByText('Agotado')).toBeTruthy();
    expect(within(slotByCode('A3')).getByText('Fuera de servicio')).toBeTruthy();
    expect(within(slotByCode('B1')).getByText('Vacío')).toBeTruthy();
    expect(within(slotByCode('B3')).getByText('Queda 1')).toBeTruthy();
    // Only the available positions can be added.
    expect(screen.getAllByRole('button', { name: /^Agregar/ })).toHaveLength(2);
    for (const code of ['A2', 'A3', 'B1']) expect(within(slotByCode(code)).queryByRole('button')).toBeNull();
    expect(screen.getByText('4 productos en 5 posiciones')).toBeTruthy();
  });

  it('filters by category through ?categoria= in the address, and Back goes to all of them again', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockImplementation(async (_id: string, options?: { categoryId?: number | null }) =>
      options?.categoryId === 65 ? machineView([slot(2, 3)]) : machineView(),
    );
    const { router } = renderMachine(client);
    const chips = await screen.findByRole('navigation', { name: 'Categorías de la máquina' });
    expect(within(chips).getByRole('link', { name: 'Todas' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(chips).getByRole('link', { name: 'Snacks (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=65'));
    await waitFor(() => expect(screen.getAllByTestId('vending-slot').map((el) => el.dataset.code)).toEqual(['B3']));
    expect(fakes.vending.load).toHaveBeenLastCalledWith('oficinas-zona-10', { categoryId: 65 });
    expect(within(chips).getByRole('link', { name: 'Snacks (2)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('1 posición con Snacks')).toBeTruthy();

    await router.navigate(-1);
    await waitFor(() => expect(screen.getAllByTestId('vending-slot')).toHaveLength(5));
    expect(router.state.location.search).toBe('');
    expect(fakes.vending.load).toHaveBeenLastCalledWith('oficinas-zona-10', { categoryId: null });
  });

  it('ignores a malformed ?categoria=', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockResolvedValue(machineView());
    renderMachine(client, '/maquina/oficinas-zona-10?categoria=bebidas');
    await screen.findByRole('heading', { level: 1 });
    expect(fakes.vending.load).toHaveBeenCalledWith('oficinas-zona-10', { categoryId: null });
  });

  it('says so when the chosen category has nothing, with a way back to all positions', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockResolvedValue(machineView([]));
    renderMachine(client, '/maquina/oficinas-zona-10?categoria=64');
    expect(await screen.findByText('Esta máquina no tiene productos de esa categoría.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todas las posiciones' }).getAttribute('href')).toBe('/maquina/oficinas-zona-10');
  });

  it('adds an available slot with its slot id, says «Agregado al carrito» and keeps the focus on the button', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockResolvedValue(machineView());
    fakes.cart.add.mockResolvedValue(cart());
    renderMachine(client);
    const button = await within(await waitFor(() => slotByCode('A1'))).findByRole('button', { name: /^Agregar/ });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(within(slotByCode('A1')).getByRole('status').textContent).toBe('Agregado al carrito'));
    expect(fakes.cart.add).toHaveBeenCalledTimes(1);
    const input = fakes.cart.add.mock.calls[0]![0];
    expect([input.product.public_sku, input.quantity, input.vendingMachineSlotId]).toEqual(['SKU-A1', 1, 'Z10-A1']);
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toContain('Agregado ✓');
  });

  it('shows the refusal in Spanish as an alert', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockResolvedValue(machineView());
    fakes.cart.add.mockRejectedValue(new UseCaseError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', { apiMessage: '“Producto B3” está agotado en la posición B3.' }));
    renderMachine(client);
    const button = await within(await waitFor(() => slotByCode('B3'))).findByRole('button', { name: /^Agregar/ });
    fireEvent.click(button);
    await waitFor(() => expect(within(slotByCode('B3')).getByRole('alert').textContent).toBe('“Producto B3” está agotado en la posición B3.'));
    expect(fakes.cart.add.mock.calls[0]![0].vendingMachineSlotId).toBe('Z10-B3');
  });

  it('answers an unknown machine with 404 and a Spanish message, and an unreachable API with the error screen', async () => {
    const { client, fakes } = fakeClient();
    fakes.vending.load.mockRejectedValue(new UseCaseError('notFound', { apiMessage: 'La máquina expendedora no existe.' }));
    const thrown = await vendingLoader(deps(client))({ request: new Request('http://t/maquina/no-existe'), params: { id: 'no-existe' }, context: {} } as never).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { cause: 'notFound', message: 'No encontramos esta máquina expendedora.' } });

    fakes.vending.load.mockRejectedValue(new UseCaseError('networkConnection'));
    renderMachine(client, '/maquina/oficinas-zona-10');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No pudimos conectarnos con la tienda/);
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
  });
});

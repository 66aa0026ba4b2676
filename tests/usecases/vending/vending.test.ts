import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { slotGrid, slotState } from '../../../src/domain/catalog/vending-rules';
import type { VendingSlot } from '../../../src';
import { anonymousClient, failureOf, makeClient } from '../../mocks/client';
import { category, productOfType } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { anonymousShopper, bodyOf } from '../addresses/signed-in-harness';

setupMsw();

const queryOf = (entry: { query: URLSearchParams }) => Object.fromEntries(entry.query);

/** A slot as the API sends it. */
function wireSlot(row: number, col: number, overrides: Record<string, unknown> = {}) {
  const code = `${String.fromCharCode(64 + row)}${col}`;
  return {
    id: `M-${code}`,
    row,
    col,
    code,
    in_stock: true,
    stock: 5,
    is_operational: true,
    price: 9.99,
    date_updated: '2026-01-15T08:30:00-06:00[America/Guatemala]',
    product: productOfType('VENDING', { public_sku: `SKU-${code}`, title: `Producto ${code}` }),
    ...overrides,
  };
}

const DRINKS = category({ id: 64, parent_id: 63, name: 'Bebidas', slug: 'bebidas-expendedora', search_results_count: 3 });
const SNACKS = category({ id: 65, parent_id: 63, name: 'Snacks', slug: 'snacks-expendedora', search_results_count: 2 });

/** The machine `m-1` (slots out of order, B2 missing, C empty of slots) and its categories, each answered once both calls have started. */
function machineHandlers(slots = [wireSlot(2, 3), wireSlot(1, 1), wireSlot(1, 3), wireSlot(2, 1), wireSlot(1, 2, { product: null, price: null, stock: 0, in_stock: false })]) {
  const started = new Set<string>();
  // Neither answers before the other has been asked: a sequential load would never get its first answer.
  const bothStarted = async () => {
    for (let i = 0; i < 100 && started.size < 2; i++) await delay(5);
    return started.size === 2;
  };
  return [
    http.get(url('/vending_machine/:id'), async ({ params }) => {
      started.add('machine');
      if (!(await bothStarted())) return HttpResponse.json({ cause: 'apiCallFailed', message: 'en serie' }, { status: 500 });
      return HttpResponse.json({ id: params.id, code: 'EXP-Z10-01', address: 'Zona 10', categories: [DRINKS, SNACKS], slots });
    }),
    http.get(url('/vending_machine/:id/categories'), async () => {
      started.add('categories');
      if (!(await bothStarted())) return HttpResponse.json({ cause: 'apiCallFailed', message: 'en serie' }, { status: 500 });
      return HttpResponse.json([DRINKS, SNACKS]);
    }),
  ];
}

describe('tienda.vending.load', () => {
  it('asks for the machine and its categories in parallel, and lays the slots out by row then column with null gaps', async () => {
    server.use(...machineHandlers());
    const tienda = await anonymousClient();
    const view = await tienda.vending.load('m-1');
    expect(requests.describe()).toBe('GET /vending_machine/m-1, GET /vending_machine/m-1/categories');
    expect(queryOf(requests.single('GET', '/vending_machine/m-1'))).toEqual({});
    expect(view.machine).toMatchObject({ id: 'm-1', code: 'EXP-Z10-01', address: 'Zona 10' });
    expect(view.rows.map((row) => row.map((slot) => slot?.code ?? null))).toEqual([
      ['A1', 'A2', 'A3'],
      ['B1', null, 'B3'],
    ]);
    expect(view.rows[0]![1]!.product).toBeNull();
    expect(view.rows[0]![0]!.date_updated).toBe('2026-01-15T08:30:00-06:00');
    expect(view.categories.map((c) => [c.id, c.name, c.search_results_count])).toEqual([
      [64, 'Bebidas', 3],
      [65, 'Snacks', 2],
    ]);
  });

  it('sends a category id as `category`, and leaves out one that is not a positive whole number', async () => {
    server.use(...machineHandlers());
    const tienda = await anonymousClient();
    await tienda.vending.load('m-1', { categoryId: 64 });
    for (const categoryId of [0, -3, 1.5, Number.NaN, null]) await tienda.vending.load('m-1', { categoryId });
    expect(requests.filter('GET', '/vending_machine/m-1').map(queryOf)).toEqual([{ category: '64' }, {}, {}, {}, {}, {}]);
    expect(requests.count('GET', '/vending_machine/m-1/categories')).toBe(6);
  });

  it('encodes the id into the path', async () => {
    server.use(...machineHandlers());
    const tienda = await anonymousClient();
    await tienda.vending.load(' máquina/1 ');
    expect(requests.entries.map((e) => e.path)).toEqual(['/vending_machine/m%C3%A1quina%2F1', '/vending_machine/m%C3%A1quina%2F1/categories']);
  });

  it('refuses a blank id with notFound before any call', async () => {
    const { client, errors } = makeClient();
    const failure = await failureOf(client.vending.load('  '));
    expect([failure.cause, failure.userMessage]).toEqual(['notFound', 'La máquina expendedora no existe.']);
    expect(errors.map((e) => e.cause)).toEqual(['notFound']);
    expect(requests.total).toBe(0);
  });

  it('rejects with the cause of either failed call, reported once to errors$', async () => {
    server.use(
      http.get(url('/vending_machine/:id'), () => HttpResponse.json({ cause: 'notFound', message: 'La máquina expendedora no existe.' }, { status: 404 })),
      http.get(url('/vending_machine/:id/categories'), () => HttpResponse.json([])),
    );
    const missing = await anonymousClient();
    const notFound = await failureOf(missing.vending.load('no-existe'));
    expect([notFound.cause, notFound.userMessage]).toEqual(['notFound', 'La máquina expendedora no existe.']);

    server.use(
      http.get(url('/vending_machine/:id'), () => HttpResponse.json({ id: 'm-1', code: 'X', slots: [] })),
      http.get(url('/vending_machine/:id/categories'), () => HttpResponse.json({ cause: 'apiCallFailed', message: 'Falló.' }, { status: 500 })),
    );
    const client = await anonymousClient();
    const errors: string[] = [];
    client.errors$.subscribe((error) => errors.push(error.cause));
    const failed = await failureOf(client.vending.load('m-1'));
    expect(failed.cause).toBe('apiCallFailed');
    expect(errors).toEqual(['apiCallFailed']);
  });

  it('reports an answer of the wrong shape as schemaValidationError naming it', async () => {
    server.use(
      http.get(url('/vending_machine/:id'), () => HttpResponse.json({ id: 'm-1', slots: [{ row: 'uno' }] })),
      http.get(url('/vending_machine/:id/categories'), () => HttpResponse.json([])),
    );
    const tienda = await anonymousClient();
    const failure = await failureOf(tienda.vending.load('m-1'));
    expect(failure.cause).toBe('schemaValidationError');
    expect(failure.details).toMatchObject({ shape: 'VendingMachine' });
  });
});

describe('tienda.vending.categories', () => {
  it('answers GET /vending_machine/{id}/categories alone', async () => {
    server.use(http.get(url('/vending_machine/:id/categories'), () => HttpResponse.json([SNACKS])));
    const tienda = await anonymousClient();
    const categories = await tienda.vending.categories('m-1');
    expect(categories.map((c) => c.slug)).toEqual(['snacks-expendedora']);
    expect(requests.describe()).toBe('GET /vending_machine/m-1/categories');
  });
});

describe('adding a slot’s product to the cart', () => {
  it('sends the slot id with the line, and surfaces the API’s refusal with its cause and Spanish message', async () => {
    const { client, errors } = await anonymousShopper();
    const cartId = client.cart.store.cart!.cart_id;
    server.use(
      http.post(url(`/cart/${cartId}/item`), () =>
        HttpResponse.json({ cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', message: '“Agua pura 600 ml” está agotado en la posición B3.' }, { status: 400 }),
      ),
    );
    const product = productOfType('VENDING') as never;
    const failure = await failureOf(client.cart.add({ product, quantity: 1, vendingMachineSlotId: 'Z10-B3' }));
    expect([failure.cause, failure.userMessage]).toEqual(['REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', '“Agua pura 600 ml” está agotado en la posición B3.']);
    expect(await bodyOf(requests.single('POST', `/cart/${cartId}/item`))).toEqual({
      product_public_sku: 'SKU-VENDING',
      quantity: 1,
      dedication: null,
      vending_machine_slot_id: 'Z10-B3',
    });
    expect(errors.map((e) => e.cause)).toContain('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
  });
});

describe('the grid and slot rules', () => {
  const slot = (row: number, col: number, overrides: Partial<VendingSlot> = {}): VendingSlot =>
    ({ id: `${row}-${col}`, row, col, code: `${row}${col}`, in_stock: true, stock: 3, is_operational: true, price: 5, date_updated: null, product: {} as never, ...overrides }) as VendingSlot;

  it('leaves out rows without slots, widens every row to the widest column, keeps the first of a position twice', () => {
    const grid = slotGrid([slot(3, 2), slot(1, 4), slot(3, 2, { id: 'dup' }), slot(1, 1), slot(0, 1), slot(2, 0)]);
    expect(grid.map((row) => row.map((s) => s?.id ?? null))).toEqual([
      ['1-1', null, null, '1-4'],
      [null, '3-2', null, null],
    ]);
    expect(slotGrid([])).toEqual([]);
  });

  it('tells an available, sold-out, out-of-service and empty position apart', () => {
    expect(slotState(slot(1, 1))).toBe('available');
    expect(slotState(slot(1, 1, { stock: 0, in_stock: false }))).toBe('soldOut');
    expect(slotState(slot(1, 1, { stock: 0, in_stock: true }))).toBe('soldOut');
    expect(slotState(slot(1, 1, { is_operational: false }))).toBe('outOfService');
    expect(slotState(slot(1, 1, { is_operational: false, product: null }))).toBe('empty');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendingSlot } from '../../src';
import { clientFor, failureOf, type RunningApi, startLocalApi } from './support/local-api';

let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

const at = (rows: (VendingSlot | null)[][], code: string) => {
  const slot = rows.flat().find((s) => s?.code === code);
  if (!slot) throw new Error(`no slot ${code}`);
  return slot;
};

describe('vending machines through the library, against the real local API', () => {
  it('loads the zona 10 machine as a 5 × 6 grid, filters it by category, and buys from a slot', async () => {
    const { client } = clientFor(api);
    await client.start();
    const view = await client.vending.load('oficinas-zona-10');
    expect(view.rows).toHaveLength(5);
    expect(view.rows.every((row) => row.length === 6)).toBe(true);
    expect(view.rows[1]![5]).toMatchObject({ code: 'B6', product: null });
    expect(view.categories.map((c) => c.name)).toEqual(['Bebidas', 'Snacks']);

    const snacks = view.categories.find((c) => c.name === 'Snacks')!;
    const filtered = await client.vending.load('oficinas-zona-10', { categoryId: snacks.id });
    // Rows C to E hold snacks; rows A and B (drinks) are left out, the columns keep their places.
    expect(filtered.rows.map((row) => row.map((s) => s?.code ?? null))).toEqual([
      ['C1', 'C2', 'C3', 'C4', 'C5', 'C6'],
      ['D1', 'D2', 'D3', 'D4', null, 'D6'],
      ['E1', 'E2', null, 'E4', 'E5', 'E6'],
    ]);

    const a1 = at(view.rows, 'A1');
    const cart = await client.cart.add({ product: a1.product!, quantity: 1, vendingMachineSlotId: a1.id });
    expect(cart.items.map((item) => [item.product.public_sku, item.vending_machine_slot_id])).toEqual([[a1.product!.public_sku, 'Z10-A1']]);
  });

  it('surfaces the API’s refusal of a sold-out or out-of-service slot with its cause, and keeps the cart as it was', async () => {
    const { client } = clientFor(api);
    await client.start();
    const { rows } = await client.vending.load('oficinas-zona-10');
    const soldOut = at(rows, 'B3');
    const broken = at(rows, 'B5');
    const sold = await failureOf(client.cart.add({ product: soldOut.product!, quantity: 1, vendingMachineSlotId: soldOut.id }));
    expect([sold.cause, sold.userMessage]).toEqual(['REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', '“Agua pura 600 ml” está agotado en la posición B3.']);
    const off = await failureOf(client.cart.add({ product: broken.product!, quantity: 1, vendingMachineSlotId: broken.id }));
    expect([off.cause, off.userMessage]).toEqual(['NOT_ALLOWED', 'La posición B5 de la máquina está fuera de servicio.']);
    expect(client.cart.store.cart?.items).toEqual([]);
  });

  it('answers notFound for a machine that does not exist', async () => {
    const { client } = clientFor(api);
    const failure = await failureOf(client.vending.load('no-existe'));
    expect([failure.cause, failure.userMessage]).toEqual(['notFound', 'La máquina expendedora no existe.']);
  });
});

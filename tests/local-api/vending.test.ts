import { beforeEach, describe, expect, it } from 'vitest';
import { CartSchema, type Cart } from '../../src/domain';
import { VendingCategoryListSchema, VendingMachineSchema, type VendingSlot } from '../../src/domain/catalog/vending';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
beforeEach(async () => {
  api = makeApi();
  token = await api.anonymous();
});

const categoryId = (slug: string) => (api.db.prepare('SELECT id FROM categories WHERE slug = ?').get(slug) as { id: number }).id;

async function machine(id: string, query = '') {
  const res = await api.call('GET', `/vending_machine/${id}${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return VendingMachineSchema.parse(res.body);
}

const byCode = (slots: readonly VendingSlot[], code: string) => {
  const slot = slots.find((s) => s.code === code);
  if (!slot) throw new Error(`no slot ${code}`);
  return slot;
};

describe('GET /vending_machine/{id}', () => {
  it('answers the zona 10 machine: 5 rows × 6 columns, by row then column, each slot with its code, stock and product', async () => {
    const res = await api.call('GET', '/vending_machine/oficinas-zona-10', { token });
    expect(res.status).toBe(200);
    // The raw answer keeps the bracketed zone; the library's schema strips it.
    expect(res.body.slots[0].date_updated).toBe('2026-01-15T08:30:00-06:00[America/Guatemala]');
    const m = VendingMachineSchema.parse(res.body);
    expect([m.id, m.code, m.address]).toEqual([
      'oficinas-zona-10',
      'EXP-Z10-01',
      'Vestíbulo del Edificio Céntrico Diez, 12 calle 1-25, zona 10, Ciudad de Guatemala',
    ]);
    expect(m.slots).toHaveLength(30);
    expect(m.slots.map((s) => s.code).slice(0, 8)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2']);
    expect(m.slots.map((s) => [s.row, s.col])).toEqual(
      Array.from({ length: 30 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1]),
    );
    expect(m.slots[0]!.date_updated).toBe('2026-01-15T08:30:00-06:00');
    const a1 = byCode(m.slots, 'A1');
    expect(a1).toMatchObject({ id: 'Z10-A1', in_stock: true, stock: 8, is_operational: true, price: 9.99 });
    expect(a1.product).toMatchObject({ slug: 'agua-pura-600-ml', title: 'Agua pura 600 ml', price: 9.99, type: 'VENDING' });
    // The orange juice has 1 left in the catalogue: the position never holds more than that.
    expect(byCode(m.slots, 'A4')).toMatchObject({ stock: 1, in_stock: true });
    // Sold out, out of service, empty, and a product the catalogue has sold out (stock brought to 0).
    expect(byCode(m.slots, 'B3')).toMatchObject({ in_stock: false, stock: 0, is_operational: true });
    expect(byCode(m.slots, 'B5')).toMatchObject({ is_operational: false, in_stock: true });
    expect(byCode(m.slots, 'B6')).toMatchObject({ product: null, price: null, in_stock: false, stock: 0 });
    expect(byCode(m.slots, 'C2')).toMatchObject({ in_stock: false, stock: 0 });
    expect(byCode(m.slots, 'C2').product?.slug).toBe('manias-saladas-50-g');
    const states = m.slots.map((s) => (!s.product ? 'empty' : !s.is_operational ? 'off' : s.in_stock ? 'ok' : 'sold'));
    expect(states.filter((s) => s === 'empty')).toHaveLength(3);
    expect(states.filter((s) => s === 'off')).toHaveLength(2);
    expect(states.filter((s) => s === 'sold')).toHaveLength(5);
    expect(m.categories.map((c) => [c.slug, c.search_results_count])).toEqual([
      ['bebidas-expendedora', 11],
      ['snacks-expendedora', 16],
    ]);
  });

  it('answers the smaller zona 4 machine, 3 × 4', async () => {
    const m = await machine('cuatro-grados-zona-4');
    expect(m.code).toBe('EXP-Z04-02');
    expect(m.slots).toHaveLength(12);
    expect(Math.max(...m.slots.map((s) => s.row))).toBe(3);
    expect(Math.max(...m.slots.map((s) => s.col))).toBe(4);
    expect(byCode(m.slots, 'B4').product).toBeNull();
    expect(byCode(m.slots, 'C1').is_operational).toBe(false);
  });

  it('with ?category keeps only the slots whose product is in that category or below it; the categories stay whole', async () => {
    const drinks = await machine('oficinas-zona-10', `?category=${categoryId('bebidas-expendedora')}`);
    expect(drinks.slots.map((s) => s.code)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5']);
    expect(drinks.slots.every((s) => s.product?.main_category?.slug === 'bebidas-expendedora')).toBe(true);
    expect(drinks.categories).toHaveLength(2);

    const snacks = await machine('oficinas-zona-10', `?category=${categoryId('snacks-expendedora')}`);
    expect(snacks.slots).toHaveLength(16);
    expect(snacks.slots.map((s) => s.row)).not.toContain(1);

    // The parent category holds both; the empty positions are left out with any filter.
    const all = await machine('oficinas-zona-10', `?category=${categoryId('maquinas-expendedoras')}`);
    expect(all.slots).toHaveLength(27);
    expect(all.slots.some((s) => s.product === null)).toBe(false);

    // A category of the catalogue the machine does not carry, or the id of no category: nothing, not an error.
    const books = await machine('oficinas-zona-10', `?category=${categoryId('libros')}`);
    expect(books.slots).toEqual([]);
    expect((await machine('oficinas-zona-10', '?category=999999')).slots).toEqual([]);
    // Empty is no filter.
    expect((await machine('oficinas-zona-10', '?category=')).slots).toHaveLength(30);
  });

  it('answers 404 notFound in Spanish for a machine that does not exist, whatever its id looks like', async () => {
    for (const id of ['no-existe', 'OFICINAS-ZONA-10', '%27%3B--', 'x'.repeat(80)]) {
      const res = await api.call('GET', `/vending_machine/${id}`, { token });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'La máquina expendedora no existe.' });
      const categories = await api.call('GET', `/vending_machine/${id}/categories`, { token });
      expect(categories.status, id).toBe(404);
      expect(categories.body.cause).toBe('notFound');
    }
    // An unknown machine with a bad category is still the machine that is missing.
    expect((await api.call('GET', '/vending_machine/no-existe?category=abc', { token })).status).toBe(404);
  });

  it('answers 400 apiCallFailed in Spanish for a category that is not a positive whole number', async () => {
    for (const category of ['abc', '-1', '1.5', '0', '1e3', '9'.repeat(20), '%20x']) {
      const res = await api.call('GET', `/vending_machine/oficinas-zona-10?category=${category}`, { token });
      expect(res.status, category).toBe(400);
      expect(res.body).toEqual({
        cause: 'apiCallFailed',
        message: 'La solicitud no es válida: el parámetro "category" debe ser el id de una categoría (un número entero mayor que 0).',
      });
    }
  });

  it('needs a session, as the catalogue', async () => {
    const res = await api.call('GET', '/vending_machine/oficinas-zona-10');
    expect(res.status).toBe(401);
  });
});

describe('GET /vending_machine/{id}/categories', () => {
  it('lists the categories present, each counting the positions that hold one of its products', async () => {
    const res = await api.call('GET', '/vending_machine/cuatro-grados-zona-4/categories', { token });
    expect(res.status).toBe(200);
    const categories = VendingCategoryListSchema.parse(res.body);
    expect(categories.map((c) => [c.id, c.name, c.search_results_count])).toEqual([
      [categoryId('bebidas-expendedora'), 'Bebidas', 5],
      [categoryId('snacks-expendedora'), 'Snacks', 6],
    ]);
    expect(categories.every((c) => c.parent_id === categoryId('maquinas-expendedoras'))).toBe(true);
  });
});

describe('adding a slot’s product to the cart (POST /cart/{id}/item with vending_machine_slot_id)', () => {
  async function newCart(): Promise<Cart> {
    const res = await api.call('POST', '/cart', { token });
    return CartSchema.parse(res.body);
  }
  const skuOf = (slug: string) => (api.db.prepare('SELECT public_sku FROM products WHERE slug = ?').get(slug) as { public_sku: string }).public_sku;
  const lines = () => (api.db.prepare('SELECT COUNT(*) AS n FROM cart_items').get() as { n: number }).n;
  const addFrom = (cartId: string, slug: string, slot: string | number, quantity = 1) =>
    api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: skuOf(slug), quantity, vending_machine_slot_id: slot } });

  it('adds from an available slot, and the line carries the slot id', async () => {
    const cart = await newCart();
    const res = await addFrom(cart.cart_id, 'agua-pura-600-ml', 'Z10-A1', 2);
    expect(res.status, res.text).toBe(200);
    const line = CartSchema.parse(res.body).items[0]!;
    expect([line.vending_machine_slot_id, line.quantity, line.product.slug]).toEqual(['Z10-A1', 2, 'agua-pura-600-ml']);
  });

  it('refuses each slot that cannot sell with a catalogue cause and a Spanish message, storing nothing', async () => {
    const cart = await newCart();
    const cases: [string, string | number, number, string, string][] = [
      ['agua-pura-600-ml', 'Z10-Z9', 1, 'NOT_ALLOWED', 'Esa posición de máquina expendedora no existe.'],
      ['agua-pura-600-ml', 17, 1, 'NOT_ALLOWED', 'Esa posición de máquina expendedora no existe.'],
      ['agua-pura-600-ml', 'Z10-A2', 1, 'NOT_ALLOWED', 'La posición A2 de la máquina no tiene “Agua pura 600 ml”.'],
      ['agua-pura-600-ml', 'Z10-B6', 1, 'NOT_ALLOWED', 'La posición B6 de la máquina no tiene “Agua pura 600 ml”.'],
      ['bebida-isotonica-500-ml', 'Z10-B5', 1, 'NOT_ALLOWED', 'La posición B5 de la máquina está fuera de servicio.'],
      ['agua-pura-600-ml', 'Z10-B3', 1, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', '“Agua pura 600 ml” está agotado en la posición B3.'],
      ['manias-saladas-50-g', 'Z10-C2', 1, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', '“Manías saladas 50 g” está agotado en la posición C2.'],
      ['agua-pura-600-ml', 'Z10-A1', 9, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', 'Solo hay 8 unidades de “Agua pura 600 ml” en la posición A1.'],
      ['jugo-de-naranja-300-ml', 'Z10-A4', 2, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', 'Solo queda 1 unidad de “Jugo de naranja 300 ml” en la posición A4.'],
    ];
    for (const [slug, slot, quantity, cause, message] of cases) {
      const res = await addFrom(cart.cart_id, slug, slot, quantity);
      expect(res.status, `${slug} ${slot}`).toBe(400);
      expect(res.body, `${slug} ${slot}`).toEqual({ cause, message });
    }
    expect(lines()).toBe(0);
  });

  it('counts what the line already has against the slot’s stock', async () => {
    const cart = await newCart();
    expect((await addFrom(cart.cart_id, 'agua-pura-600-ml', 'Z10-A1', 6)).status).toBe(200);
    const refused = await addFrom(cart.cart_id, 'agua-pura-600-ml', 'Z10-A1', 3);
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    const cartNow = CartSchema.parse((await api.call('GET', `/cart/${cart.cart_id}`, { token })).body);
    expect(cartNow.items.map((i) => i.quantity)).toEqual([6]);
  });
});

import { AVAILABLE_STOCK, toQuetzales, type ProductRow, type RenderContext } from '../catalog/catalogue';
import type { AppDeps } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { zonedDate } from '../points/points';

/*
 * Vending machines (spec sections 3 and 7): GET /vending_machine/{id}[?category=] and
 * GET /vending_machine/{id}/categories, and the check a cart line with a vending_machine_slot_id passes.
 * The spec names the fields, not their types: `address` is one line of text, `row` and `col` count from 1,
 * `code` is the row's letter and the column's number («A3»), `price` is in quetzales (null for an empty
 * position), `product` is the product summary (null for an empty position).
 */

interface MachineRow {
  id: number;
  public_id: string;
  code: string;
  address: string;
}

interface SlotRow {
  public_id: string;
  machine_id: number;
  row_number: number;
  column_number: number;
  product_id: number | null;
  stock: number;
  is_operational: number;
  updated_at: string;
}

/** A machine's public id as this API hands them out; anything else is a machine that does not exist. */
const MACHINE_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

const machineMissing = () => notFound('La máquina expendedora no existe.');

/** «A3»: the row's letter and the column's number. */
export function slotCode(row: number, column: number): string {
  return `${String.fromCharCode(64 + row)}${column}`;
}

/**
 * Where a cart line's vending item is collected (`vending_slot` on a cart item, an extension: docs/contract.md): the
 * slot's code and its machine (public id, code, address); null for a slot that no longer exists.
 */
export function vendingSlotInfo(deps: AppDeps, slotId: string | null) {
  if (!slotId) return null;
  const row = deps.db
    .prepare(
      `SELECT s.row_number, s.column_number, m.public_id, m.code, m.address FROM vending_slots s JOIN vending_machines m ON m.id = s.machine_id WHERE s.public_id = ?`,
    )
    .get(slotId) as { row_number: number; column_number: number; public_id: string; code: string; address: string } | undefined;
  if (!row) return null;
  return { code: slotCode(row.row_number, row.column_number), machine_id: row.public_id, machine_code: row.code, machine_address: row.address };
}

/** The machine with that public id, or 404 notFound in Spanish. */
function requireMachine(deps: AppDeps, rawId: string): MachineRow {
  const machine = MACHINE_ID_PATTERN.test(rawId)
    ? (deps.db.prepare('SELECT * FROM vending_machines WHERE public_id = ?').get(rawId) as MachineRow | undefined)
    : undefined;
  if (!machine) throw machineMissing();
  return machine;
}

/**
 * `?category=`: absent or empty is no filter; anything but a positive whole number is 400 apiCallFailed in
 * Spanish. The id of no category, or of one the machine does not carry, keeps no slot (a filter that matches nothing).
 */
function readCategory(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const id = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  if (id < 1) throw badRequest('el parámetro "category" debe ser el id de una categoría (un número entero mayor que 0).');
  return id;
}

function slotsOf(deps: AppDeps, machine: MachineRow): SlotRow[] {
  return deps.db
    .prepare('SELECT * FROM vending_slots WHERE machine_id = ? ORDER BY row_number, column_number')
    .all(machine.id) as SlotRow[];
}

function productsOf(deps: AppDeps, slots: readonly SlotRow[]): Map<number, ProductRow> {
  const ids = [...new Set(slots.map((slot) => slot.product_id).filter((id): id is number => id !== null))];
  return new Map(deps.catalogue.productsByIds(ids).map((row) => [row.id, row]));
}

/** The categories the machine's products are in (their own category), each with how many positions hold one, in the catalogue's order. */
function categoriesPresent(deps: AppDeps, ctx: RenderContext, slots: readonly SlotRow[], products: Map<number, ProductRow>) {
  const counts = new Map<number, number>();
  for (const slot of slots) {
    const product = slot.product_id === null ? undefined : products.get(slot.product_id);
    if (product) counts.set(product.category_id, (counts.get(product.category_id) ?? 0) + 1);
  }
  const order = [...deps.catalogue.categories.keys()];
  return [...counts.keys()]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((id) => ({ ...deps.catalogue.category(ctx, deps.catalogue.categories.get(id)!), search_results_count: counts.get(id)! }));
}

function slotJson(deps: AppDeps, ctx: RenderContext, slot: SlotRow, product: ProductRow | undefined) {
  return {
    id: slot.public_id,
    row: slot.row_number,
    col: slot.column_number,
    code: slotCode(slot.row_number, slot.column_number),
    in_stock: product !== undefined && slot.stock > 0,
    stock: product ? slot.stock : 0,
    is_operational: slot.is_operational === 1,
    price: product ? toQuetzales(product.price_cents) : null,
    date_updated: zonedDate(slot.updated_at),
    product: product ? deps.catalogue.summary(ctx, product) : null,
  };
}

/**
 * GET /vending_machine/{id}: the machine, its categories (all of them, whatever the filter) and its slots
 * by row then column. With a category, only the slots whose product is in it or below it: the others,
 * empty positions included, are left out (the client lays out what is left).
 */
export function vendingMachine(deps: AppDeps, ctx: RenderContext, rawId: string, rawCategory: string | undefined) {
  const machine = requireMachine(deps, rawId);
  const category = readCategory(rawCategory);
  const slots = slotsOf(deps, machine);
  const products = productsOf(deps, slots);
  const within = category === null ? null : new Set(deps.catalogue.categories.has(category) ? deps.catalogue.descendantIds(category) : []);
  const kept = within
    ? slots.filter((slot) => {
        const product = slot.product_id === null ? undefined : products.get(slot.product_id);
        return product !== undefined && within.has(product.category_id);
      })
    : slots;
  return {
    id: machine.public_id,
    code: machine.code,
    address: machine.address,
    categories: categoriesPresent(deps, ctx, slots, products),
    slots: kept.map((slot) => slotJson(deps, ctx, slot, slot.product_id === null ? undefined : products.get(slot.product_id))),
  };
}

/** GET /vending_machine/{id}/categories: the categories of the machine's products, search_results_count = positions holding one. */
export function vendingMachineCategories(deps: AppDeps, ctx: RenderContext, rawId: string) {
  const machine = requireMachine(deps, rawId);
  const slots = slotsOf(deps, machine);
  return categoriesPresent(deps, ctx, slots, productsOf(deps, slots));
}

/**
 * A cart line taken from a machine's slot: the slot must exist and hold that product (else 400 NOT_ALLOWED),
 * work (400 NOT_ALLOWED) and have `quantity` of it (400 REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY); messages in
 * Spanish. Never 404, which a client reads as its cart being gone.
 */
export function assertSlotSells(deps: AppDeps, rawSlotId: string, product: Pick<ProductRow, 'id' | 'title'>, quantity: number): void {
  const slot = deps.db.prepare('SELECT * FROM vending_slots WHERE public_id = ?').get(rawSlotId) as SlotRow | undefined;
  if (!slot) throw new ApiError(400, 'NOT_ALLOWED', 'Esa posición de máquina expendedora no existe.');
  const code = slotCode(slot.row_number, slot.column_number);
  if (slot.product_id !== product.id)
    throw new ApiError(400, 'NOT_ALLOWED', `La posición ${code} de la máquina no tiene “${product.title}”.`);
  if (slot.is_operational !== 1)
    throw new ApiError(400, 'NOT_ALLOWED', `La posición ${code} de la máquina está fuera de servicio.`);
  if (slot.stock < 1) throw new ApiError(400, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', `“${product.title}” está agotado en la posición ${code}.`);
  if (quantity > slot.stock)
    throw new ApiError(
      400,
      'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
      slot.stock === 1
        ? `Solo queda 1 unidad de “${product.title}” en la posición ${code}.`
        : `Solo hay ${slot.stock} unidades de “${product.title}” en la posición ${code}.`,
    );
}

/** Whether a stock status lets a slot sell (the seed keeps slots of unavailable products at 0). */
export const sellable = (row: Pick<ProductRow, 'stock_status'>) => AVAILABLE_STOCK.includes(row.stock_status);

import type { ProductRow } from '../catalog/catalogue';
import type { Database } from '../db/database';

// The demo vending machines' rows (seed.ts holds what they are: the machines, what each position holds, how much, when restocked).

/** A product as a seeded position takes it: its id and what it has to sell. */
export type SlotProductRow = Pick<ProductRow, 'id' | 'stock_status' | 'stock_quantity'>;

/** One position of a seeded machine (row and column count from 1; product null for an empty position). */
export interface SeedSlotValues {
  publicId: string;
  machineId: number;
  row: number;
  column: number;
  productId: number | null;
  stock: number;
  isOperational: 0 | 1;
  updatedAt: string;
}

/**
 * Seeding machines, each statement prepared once for the whole seed: inserting a machine (answers its id), inserting one
 * of its positions, and looking up a product by its slug.
 */
export function vendingSeedWriter(db: Database): {
  insertMachine: (publicId: string, code: string, address: string) => number;
  insertSlot: (slot: SeedSlotValues) => void;
  findProductBySlug: (slug: string) => SlotProductRow | undefined;
} {
  const insertMachine = db.prepare('INSERT INTO vending_machines (public_id, code, address) VALUES (?, ?, ?)');
  const insertSlot = db.prepare(
    `INSERT INTO vending_slots (public_id, machine_id, row_number, column_number, product_id, stock, is_operational, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const productBySlug = db.prepare('SELECT id, stock_status, stock_quantity FROM products WHERE slug = ?');
  return {
    insertMachine: (publicId, code, address) => Number(insertMachine.run(publicId, code, address).lastInsertRowid),
    insertSlot: (slot) => {
      insertSlot.run(slot.publicId, slot.machineId, slot.row, slot.column, slot.productId, slot.stock, slot.isOperational, slot.updatedAt);
    },
    findProductBySlug: (slug) => productBySlug.get(slug) as SlotProductRow | undefined,
  };
}

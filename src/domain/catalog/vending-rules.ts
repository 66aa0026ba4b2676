import type { VendingSlot } from './vending';

/*
 * Pure rules of a vending machine's view. zod-free, so screens may import them.
 */

/** A grid of slots: one array per row that has a slot, ordered by row; each as wide as the widest column, null where no slot is. */
export type VendingGrid = (VendingSlot | null)[][];

/**
 * The slots laid out by row then column. Rows without any slot are left out (a category filter leaves
 * some rows empty), every row is as wide as the largest column number among the slots, and a position
 * with no slot is null. The same position twice keeps the first.
 */
export function slotGrid(slots: readonly VendingSlot[]): VendingGrid {
  const usable = slots.filter((slot) => Number.isInteger(slot.row) && Number.isInteger(slot.col) && slot.row >= 1 && slot.col >= 1);
  if (usable.length === 0) return [];
  const width = Math.max(...usable.map((slot) => slot.col));
  const rows = new Map<number, (VendingSlot | null)[]>();
  for (const slot of usable) {
    const row = rows.get(slot.row) ?? Array.from({ length: width }, () => null);
    row[slot.col - 1] ??= slot;
    rows.set(slot.row, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** What a position offers: a product to buy, one sold out, one whose position does not work, or nothing. */
export type SlotState = 'available' | 'soldOut' | 'outOfService' | 'empty';

/** A position with no product is empty; one that does not work is out of service (whatever its stock); else sold out at 0. */
export function slotState(slot: Pick<VendingSlot, 'product' | 'is_operational' | 'in_stock' | 'stock'>): SlotState {
  if (!slot.product) return 'empty';
  if (!slot.is_operational) return 'outOfService';
  return slot.in_stock && slot.stock > 0 ? 'available' : 'soldOut';
}

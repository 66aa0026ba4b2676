import type { Database } from '../db/database';

/** A cart line as checkout reads it. */
export interface CartItemRow {
  id: number;
  product_id: number;
  quantity: number;
  gift_wrap_option_id: string | null;
  dedication: string | null;
  vending_machine_slot_id: string | null;
}

/** The cart's lines, in the order they were added. */
export function listCartItemsForCheckout(db: Database, cartId: number): CartItemRow[] {
  return db
    .prepare('SELECT id, product_id, quantity, gift_wrap_option_id, dedication, vending_machine_slot_id FROM cart_items WHERE cart_id = ? ORDER BY id')
    .all(cartId) as CartItemRow[];
}

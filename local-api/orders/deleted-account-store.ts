import type { Database } from '../db/database';
import type { OrderRow } from './order-row';

// What deleting an account writes to its orders, carts, slips' pictures and 3-D Secure references
// (deleted-account.ts holds the rules: which orders wait, which are cancelled, what of the person goes).

/** The user's orders, oldest first. */
export function listUserOrders(db: Database, userId: number): OrderRow[] {
  return db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id').all(userId) as OrderRow[];
}

/**
 * Prepares, once for a loop, the statement that takes an order from its user (user_id and saved card NULL) with
 * its details and cancellation record rewritten; answers the function that runs it for one order.
 */
export function prepareDetachOrder(db: Database): (orderId: number, details: string, cancellation: string | null) => void {
  const detach = db.prepare('UPDATE orders SET user_id = NULL, details = ?, cancellation = ?, existing_card_id = NULL WHERE id = ?');
  return (orderId, details, cancellation) => {
    detach.run(details, cancellation, orderId);
  };
}

export function clearOrderItemDedications(db: Database, orderId: number): void {
  db.prepare('UPDATE order_items SET dedication = NULL WHERE order_id = ?').run(orderId);
}

/** Gives the cart to `owner` when it is still `previousOwner`'s. */
export function moveCartFromOwner(db: Database, cartId: number, previousOwner: string, owner: string): void {
  db.prepare('UPDATE carts SET owner = ? WHERE id = ? AND owner = ?').run(owner, cartId, previousOwner);
}

export function clearCartItemDedications(db: Database, cartId: number): void {
  db.prepare('UPDATE cart_items SET dedication = NULL WHERE cart_id = ?').run(cartId);
}

/** Gives the user's files that are pictures of bank slips to `newUserId`. */
export function moveBankSlipFilesToUser(db: Database, userId: number, newUserId: number): void {
  db.prepare('UPDATE user_files SET user_id = ? WHERE user_id = ? AND id IN (SELECT file_id FROM order_bank_slips)').run(newUserId, userId);
}

/** Gives the owner's 3-D Secure references that belong to an order to `newOwner`. */
export function moveOrderThreeDsReferences(db: Database, owner: string, newOwner: string): void {
  db.prepare('UPDATE three_ds_references SET owner = ? WHERE owner = ? AND order_id IS NOT NULL').run(newOwner, owner);
}

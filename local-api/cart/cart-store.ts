import type { ProductRow } from '../catalog/product-row';
import type { Database } from '../db/database';
import type { CartRow } from './cart-row';

// Carts and their lines (cart-service.ts holds the rules: limits, stock, compatibility, merging at login).

/** A cart line as the `cart_items` table stores it. */
export interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  quantity: number;
  gift_wrap_option_id: string | null;
  dedication: string | null;
  vending_machine_slot_id: string | null;
  created_at: string;
}

/** A cart line's product as the cart's suggestions read it. */
export type CartProductRow = Pick<ProductRow, 'id' | 'category_id' | 'type' | 'variant_group_id'>;

/** Carts in the order they are looked for: carts kept apart at login last, then the newest first. */
const CART_ORDER = 'ORDER BY kept_apart, id DESC';

/** The owner's cart: the newest open one that was not kept apart at login, else the newest open one. */
export function findLatestOpenCart(db: Database, owner: string): CartRow | undefined {
  return db.prepare(`SELECT * FROM carts WHERE owner = ? AND status = 'OPEN' ${CART_ORDER} LIMIT 1`).get(owner) as CartRow | undefined;
}

/** The owner's open carts, in the order they are looked for. */
export function listOpenCarts(db: Database, owner: string): CartRow[] {
  return db.prepare(`SELECT * FROM carts WHERE owner = ? AND status = 'OPEN' ${CART_ORDER}`).all(owner) as CartRow[];
}

export function countOpenCarts(db: Database, owner: string): number {
  return (db.prepare(`SELECT COUNT(*) AS open FROM carts WHERE owner = ? AND status = 'OPEN'`).get(owner) as { open: number }).open;
}

/** Creates an open cart; answers its row. */
export function insertOpenCart(db: Database, publicId: string, owner: string, now: string): CartRow {
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO carts (public_id, owner, status, created_at, updated_at) VALUES (?, ?, 'OPEN', ?, ?)`)
    .run(publicId, owner, now, now);
  return findCartById(db, Number(lastInsertRowid))!;
}

export function findCartById(db: Database, id: number): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE id = ?').get(id) as CartRow | undefined;
}

export function findCartByPublicId(db: Database, publicId: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE public_id = ?').get(publicId) as CartRow | undefined;
}

/** Sets the cart's status (DELETED, MERGED). */
export function setCartStatus(db: Database, cartId: number, status: 'DELETED' | 'MERGED', now: string): void {
  db.prepare(`UPDATE carts SET status = '${status}', updated_at = ? WHERE id = ?`).run(now, cartId);
}

/** Gives the cart to another owner, kept apart (1) or not (0). */
export function moveCartToOwner(db: Database, cartId: number, owner: string, keptApart: 0 | 1, now: string): void {
  db.prepare(`UPDATE carts SET owner = ?, kept_apart = ${keptApart}, updated_at = ? WHERE id = ?`).run(owner, now, cartId);
}

/** Marks the cart changed now. */
export function touchCart(db: Database, cartId: number, now: string): void {
  db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(now, cartId);
}

/** The public ids of the owner's open carts but this one, newest first. */
export function otherOpenCartIds(db: Database, owner: string, cartId: number): string[] {
  return (db.prepare(`SELECT public_id FROM carts WHERE owner = ? AND status = 'OPEN' AND id <> ? ORDER BY id DESC`).all(owner, cartId) as { public_id: string }[]).map(
    (row) => row.public_id,
  );
}

/** The cart's lines, in the order they were added. */
export function listCartItems(db: Database, cartId: number): CartItemRow[] {
  return db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as CartItemRow[];
}

/** Adds to an existing line: its new quantity, and the dedication or vending slot when given (else kept). */
export function addToCartItem(db: Database, itemId: number, quantity: number, dedication: string | null, slot: string | null): void {
  db.prepare(
    'UPDATE cart_items SET quantity = ?, dedication = COALESCE(?, dedication), vending_machine_slot_id = COALESCE(?, vending_machine_slot_id) WHERE id = ?',
  ).run(quantity, dedication, slot, itemId);
}

export function insertCartItem(
  db: Database,
  line: { cartId: number; productId: number; quantity: number; dedication: string | null; slot: string | null },
  now: string,
): void {
  db.prepare('INSERT INTO cart_items (cart_id, product_id, quantity, dedication, vending_machine_slot_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    line.cartId,
    line.productId,
    line.quantity,
    line.dedication,
    line.slot,
    now,
  );
}

export function updateCartItem(db: Database, itemId: number, quantity: number, giftWrap: string | null, dedication: string | null): void {
  db.prepare('UPDATE cart_items SET quantity = ?, gift_wrap_option_id = ?, dedication = ? WHERE id = ?').run(quantity, giftWrap, dedication, itemId);
}

export function setCartItemQuantity(db: Database, itemId: number, quantity: number): void {
  db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ?').run(quantity, itemId);
}

export function moveCartItem(db: Database, itemId: number, cartId: number): void {
  db.prepare('UPDATE cart_items SET cart_id = ? WHERE id = ?').run(cartId, itemId);
}

export function deleteCartItem(db: Database, itemId: number): void {
  db.prepare('DELETE FROM cart_items WHERE id = ?').run(itemId);
}

/** Closes an open cart as ordered; answers whether it was still open (false: ordered or closed meanwhile). */
export function markCartOrdered(db: Database, cartId: number, now: string): boolean {
  return db.prepare(`UPDATE carts SET status = 'ORDERED', updated_at = ? WHERE id = ? AND status = 'OPEN'`).run(now, cartId).changes === 1;
}

/** The products of the cart's lines (id, category, kind, variant group), in the order they were added. */
export function listCartProducts(db: Database, cartId: number): CartProductRow[] {
  return db
    .prepare(
      `SELECT p.id, p.category_id, p.type, p.variant_group_id FROM cart_items i JOIN products p ON p.id = i.product_id
       WHERE i.cart_id = ? ORDER BY i.id`,
    )
    .all(cartId) as CartProductRow[];
}

/** The ids of every product of these variant groups, whatever its status (one `?` per group: `groups` must not be empty). */
export function listVariantGroupProductIds(db: Database, groups: readonly string[]): { id: number }[] {
  return db.prepare(`SELECT id FROM products WHERE variant_group_id IN (${groups.map(() => '?').join(',')})`).all(...groups) as { id: number }[];
}

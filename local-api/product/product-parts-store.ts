import type { ProductRow } from '../catalog/catalogue';
import type { Database } from '../db/database';

// What the product page's parts read and write (parts.ts holds the rules: who is staff, warranty, paging, stock
// status, quotation limits, the JSON shape).

/** Orders still to be paid hold their units (locked stock). */
const UNPAID = `('AWAITING_DEPOSIT', 'AWAITING_CARD_VERIFICATION', 'AWAITING_WALLET')`;

/** One of the user's orders holding a product. */
export interface OrderWithProductRow {
  order_number: string;
  created_at: string;
}

/** A product attribute as the compare table reads it. */
export interface ProductAttributeRow {
  product_id: number;
  name: string;
  value: string;
}

/** The user's is_staff flag (0 or 1), or undefined for an unknown user. */
export function findUserIsStaff(db: Database, userId: number): { is_staff: number } | undefined {
  return db.prepare('SELECT is_staff FROM users WHERE id = ?').get(userId) as { is_staff: number } | undefined;
}

/** Makes the account with this email staff (no such account: nothing changes). */
export function setStaffByEmail(db: Database, email: string): void {
  db.prepare('UPDATE users SET is_staff = 1 WHERE email = ?').run(email);
}

/** Units of the product in open carts. */
export function countProductInOpenCarts(db: Database, productId: number): { n: number } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(i.quantity), 0) AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id
       WHERE i.product_id = ? AND c.status = 'OPEN'`,
    )
    .get(productId) as { n: number };
}

/** Units of the product in orders still to be paid. */
export function countProductInUnpaidOrders(db: Database, productId: number): { n: number } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.product_id = ? AND o.payment_status IN ${UNPAID}`,
    )
    .get(productId) as { n: number };
}

/** The user's orders holding the product, newest first (at most 50). */
export function listUserOrdersWithProduct(db: Database, userId: number, productId: number): OrderWithProductRow[] {
  return db
    .prepare(
      `SELECT DISTINCT o.order_number, o.created_at, o.id FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = ? AND i.product_id = ? ORDER BY o.id DESC LIMIT 50`,
    )
    .all(userId, productId) as OrderWithProductRow[];
}

export function hasUserReviewedProduct(db: Database, productId: number, userId: number): boolean {
  return db.prepare('SELECT 1 FROM reviews WHERE product_id = ? AND user_id = ?').get(productId, userId) !== undefined;
}

/** The products' attributes, by product then in each product's order (productIds must not be empty). */
export function listProductAttributes(db: Database, productIds: readonly number[]): ProductAttributeRow[] {
  return db
    .prepare(
      `SELECT product_id, name, value FROM product_attributes WHERE product_id IN (${productIds.map(() => '?').join(',')})
       ORDER BY product_id, sort_order`,
    )
    .all(...productIds) as ProductAttributeRow[];
}

export function updateProductStock(db: Database, productId: number, stock: number, status: ProductRow['stock_status']): void {
  db.prepare('UPDATE products SET stock_quantity = ?, stock_status = ? WHERE id = ?').run(stock, status, productId);
}

/** Sets the product's stock quantity, its stock status kept. */
export function updateProductStockQuantity(db: Database, productId: number, stock: number): void {
  db.prepare('UPDATE products SET stock_quantity = ? WHERE id = ?').run(stock, productId);
}


/** A price below the regular price: on sale, the regular price kept. */
export function updateProductSalePrice(db: Database, productId: number, priceCents: number): void {
  db.prepare('UPDATE products SET price_cents = ?, is_on_sale = 1 WHERE id = ?').run(priceCents, productId);
}

/** A new regular price: not on sale, any flash sale ended. */
export function updateProductRegularPrice(db: Database, productId: number, priceCents: number): void {
  db.prepare('UPDATE products SET price_cents = ?, regular_price_cents = ?, is_on_sale = 0, has_flash_sale = 0, flash_sale_days = NULL WHERE id = ?').run(
    priceCents,
    priceCents,
    productId,
  );
}

/** The owner's bulk quotations created after `since` (epoch ms). */
export function countBulkQuotationsSince(db: Database, owner: string, since: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM bulk_quotations WHERE owner = ? AND created_at > ?').get(owner, since) as { n: number }).n;
}

/** Stores a bulk quotation; answers its id. */
export function insertBulkQuotation(
  db: Database,
  quotation: { productId: number; owner: string; quantity: number; phone: string; createdAt: number },
): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO bulk_quotations (product_id, owner, quantity, phone, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(quotation.productId, quotation.owner, quotation.quantity, quotation.phone, quotation.createdAt);
  return Number(lastInsertRowid);
}

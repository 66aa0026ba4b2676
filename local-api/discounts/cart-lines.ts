import type { ProductType, StockStatus } from '../../src/domain';
import type { Database } from '../db/database';

export interface CartLine {
  type: ProductType;
  cents: number;
  stock_status: StockStatus;
  presale_days: number | null;
}

/** A cart's lines as discounts and pickup read them (kind, amount, stock), without the cart service's rendering. */
export function cartLines(db: Database, cartId: number): CartLine[] {
  return db
    .prepare(
      `SELECT p.type AS type, p.price_cents * i.quantity AS cents, p.stock_status AS stock_status, p.presale_days AS presale_days
       FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? ORDER BY i.id`,
    )
    .all(cartId) as CartLine[];
}

import type { Database } from '../db/database';
import { listCartLines, type CartLine } from './discount-store';

export type { CartLine } from './discount-store';

/** A cart's lines as discounts and pickup read them (kind, amount, stock), without the cart service's rendering. */
export function cartLines(db: Database, cartId: number): CartLine[] {
  return listCartLines(db, cartId);
}

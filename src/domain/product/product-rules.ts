import type { ProductSummary } from './product';

/**
 * The previous (crossed-out) price: the regular price, shown only when it is
 * higher than the price actually charged. Otherwise there is none.
 */
export function previousPrice(product: Pick<ProductSummary, 'regular_price' | 'price'>): number | null {
  const { regular_price, price } = product;
  return regular_price != null && regular_price > price ? regular_price : null;
}

/** Whole-number percentage saved against the previous price, or null when there is no previous price. */
export function discountPercent(product: Pick<ProductSummary, 'regular_price' | 'price'>): number | null {
  const before = previousPrice(product);
  if (before == null || before <= 0) return null;
  return Math.round(((before - product.price) / before) * 100);
}

/**
 * The statuses a shopper may buy: a published product, and an accepted marketplace import (IMPORT_QUOTE, the quote
 * POST /product/amazon makes), which is bought like any product once imported: that is what it was imported for.
 */
export const PURCHASABLE_STATUSES: readonly ProductSummary['status'][] = ['PUBLISHED', 'IMPORT_QUOTE'];

/** Whether a shopper can put the product in a cart at all. */
export function isPurchasable(product: Pick<ProductSummary, 'stock_status' | 'status'>): boolean {
  return PURCHASABLE_STATUSES.includes(product.status) && ['IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD'].includes(product.stock_status);
}

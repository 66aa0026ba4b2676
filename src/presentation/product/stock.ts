import { isPurchasable, MAX_QUANTITY_PER_LINE, type ProductSummary } from '../../index';

type Stocked = Pick<ProductSummary, 'stock_status' | 'stock_status_text' | 'status'>;

/** How the stock line looks: green when it can be bought, amber when few are left, blue for presale, red or grey when it cannot. */
export type StockTone = 'available' | 'low' | 'presale' | 'out' | 'unknown';

/** "Quedan 3": the API's text for low stock; the number it names, else null. */
export function unitsLeft(product: Pick<ProductSummary, 'stock_status_text'>): number | null {
  const match = product.stock_status_text?.match(/quedan\s+(\d+)/i);
  return match ? Number(match[1]) : null;
}

export function stockTone(product: Stocked): StockTone {
  if (product.stock_status === 'UNKNOWN') return 'unknown';
  if (!isPurchasable(product)) return 'out';
  if (unitsLeft(product) != null) return 'low';
  return product.stock_status === 'PRESALE' ? 'presale' : 'available';
}

/** The most of it one add may ask for: the line limit, or fewer when the API says how many are left. */
export function maxQuantity(product: Pick<ProductSummary, 'stock_status_text'>): number {
  const left = unitsLeft(product);
  return left != null && left > 0 ? Math.min(left, MAX_QUANTITY_PER_LINE) : MAX_QUANTITY_PER_LINE;
}

/** Why the product cannot be bought, in plain words; null when it can. */
export function notPurchasableReason(product: Stocked): string | null {
  if (isPurchasable(product)) return null;
  if (product.stock_status === 'DISCONTINUED' || product.status === 'DISCONTINUED') return 'Este producto está descontinuado: ya no se vende y no se puede comprar.';
  if (product.stock_status === 'OUT_OF_STOCK') return 'Este producto está agotado: por ahora no se puede comprar.';
  if (product.stock_status === 'UNKNOWN') return 'Estamos confirmando su disponibilidad: por ahora no se puede comprar.';
  return 'Este producto no se puede comprar.';
}

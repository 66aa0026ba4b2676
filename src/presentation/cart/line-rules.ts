import type { CartItem } from '../../index';

/** The kinds of product a dedication goes with (issue 9: digital items and gift cards). */
const DEDICATION_TYPES: readonly string[] = ['DIGITAL', 'GIFT_CARD'];

export function takesDedication(item: Pick<CartItem, 'product'>): boolean {
  return DEDICATION_TYPES.includes(item.product.type);
}

/** Whether a line takes options (gift wrap or a dedication): the screen reserves their room while they load. */
export function hasLineOptions(item: CartItem): boolean {
  return item.gift_wrap_options.length > 0 || takesDedication(item);
}

/** What the line says about units the store no longer has (quantity_out_of_stock), or null when all are there. */
export function stockNote(item: Pick<CartItem, 'quantity' | 'quantity_out_of_stock'>): string | null {
  const out = item.quantity_out_of_stock;
  if (!out || out <= 0) return null;
  if (out >= item.quantity)
    return item.quantity === 1 ? 'Agotado: este producto ya no está disponible.' : `Agotado: ninguna de tus ${item.quantity} unidades está disponible.`;
  const left = item.quantity - out;
  return `Solo ${left === 1 ? 'queda 1' : `quedan ${left}`}. Agotado: ${out} de tus ${item.quantity} ${out === 1 ? 'no está disponible' : 'no están disponibles'}.`;
}

/** The one place prices, numbers and dates are formatted for shoppers (es-GT). */

const priceFormat = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'GTQ' });
const numberFormat = new Intl.NumberFormat('es-GT', { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('es-GT', { dateStyle: 'long' });

/** A price in quetzales, e.g. "Q1,299.00". */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A server date (ISO text) as a long Spanish date; the text as is when it cannot be read. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** "1 producto" / "3 productos" / "21,411 productos" (thousands grouped, as the filter counts are). */
export function productCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'producto' : 'productos'}`;
}

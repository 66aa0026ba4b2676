/** The one place prices, numbers and dates are formatted for shoppers (es-GT). */

const priceFormat = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'GTQ' });
const numberFormat = new Intl.NumberFormat('es-GT', { maximumFractionDigits: 1 });
// Every date in Guatemala's time zone: the server (UTC) and the shopper's browser format it alike, so a page hydrates
// without a mismatch, and a review posted at 20:00 in Guatemala keeps its day.
export const STORE_TIME_ZONE = 'America/Guatemala';
const dateFormat = new Intl.DateTimeFormat('es-GT', { dateStyle: 'long', timeZone: STORE_TIME_ZONE });

/** A price in quetzales, e.g. "Q1,299.00". */
export function formatPrice(amount: number): string {
  let text = formattedPrices.get(amount);
  if (text === undefined) {
    text = priceFormat.format(amount);
    // A page formats a hundred prices, and a catalogue repeats them: Intl took 0.5 ms a page on the server (issue 22).
    if (formattedPrices.size >= MAX_FORMATTED_PRICES) formattedPrices.clear();
    formattedPrices.set(amount, text);
  }
  return text;
}

/** The prices already formatted (a pure function's answers: the same amount reads the same for everyone). */
const formattedPrices = new Map<number, string>();
const MAX_FORMATTED_PRICES = 4096;

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Guatemala's offset from UTC: it keeps no summer time. */
const STORE_OFFSET = '-06:00';

/**
 * A server date as an instant. ISO text with an offset (`…Z`, `…-06:00`) is that instant; a date or a date and time
 * without one is the store's local time, in Guatemala (JavaScript would read a bare date as UTC midnight, the evening
 * before in Guatemala, and a bare date and time as the local time of whatever machine reads it). Invalid: NaN time.
 */
export function parseStoreDate(value: string): Date {
  const bare = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(value.trim());
  return new Date(bare ? `${bare[1]}T${bare[2] ?? '00:00'}${STORE_OFFSET}` : value);
}

/** A server date (ISO text) as a long Spanish date, in Guatemala; the text as is when it cannot be read. */
export function formatDate(value: string): string {
  const date = parseStoreDate(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

let eventDateFormat: Intl.DateTimeFormat | null = null;
/** When an event starts, in Guatemala: "viernes, 5 de febrero de 2027, 20:00"; the text as is when it cannot be read. */
export function formatEventDate(value: string): string {
  const date = parseStoreDate(value);
  eventDateFormat ??= new Intl.DateTimeFormat('es-GT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: STORE_TIME_ZONE,
  });
  return Number.isNaN(date.getTime()) ? value : eventDateFormat.format(date);
}

/** "1 producto" / "3 productos" / "21,411 productos" (thousands grouped, as the filter counts are). */
export function productCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'producto' : 'productos'}`;
}

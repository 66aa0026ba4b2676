/*
 * How long an unpaid order holds its units, seats, gift-card balance and
 * coupons (issue 23). The spec names no deadline (sections 4 and 9 are silent);
 * these are the local API's, documented in docs/orders.md:
 *
 * - a bank deposit (AWAITING_DEPOSIT): 48 hours, what the deposit instructions
 *   have always promised ("Guardamos tu pedido 48 horas");
 * - a card's 3-D Secure challenge (AWAITING_CARD_VERIFICATION) and a Vana Pay
 *   approval (AWAITING_WALLET): 2 hours, time enough to finish the challenge,
 *   approve in the app or pay with another card, not a day's stock held.
 *
 * The deadline is fixed when the order is placed (orders.payment_due_at) and
 * cleared once the order is paid, cancelled, or its uploaded bank slips cover
 * what is left to pay (the store's review is then the wait, not the shopper).
 */
import { GUATEMALA_OFFSET_MS } from '../catalog/catalogue';
import type { PaymentStatus } from './order-store';

/** Hours a deposit order waits for the shopper's deposit. */
export const DEPOSIT_HOURS = 48;
/** Hours an order waits for its 3-D Secure challenge or its wallet approval. */
export const INTERACTIVE_PAYMENT_HOURS = 2;

/** The payment states an order can wait in, and how many hours each waits. */
export const PAYMENT_DEADLINE_HOURS = {
  AWAITING_DEPOSIT: DEPOSIT_HOURS,
  AWAITING_CARD_VERIFICATION: INTERACTIVE_PAYMENT_HOURS,
  AWAITING_WALLET: INTERACTIVE_PAYMENT_HOURS,
} as const satisfies Partial<Record<PaymentStatus, number>>;

export type UnpaidStatus = keyof typeof PAYMENT_DEADLINE_HOURS;
export const UNPAID_STATUSES = Object.keys(PAYMENT_DEADLINE_HOURS) as UnpaidStatus[];

export const isUnpaidStatus = (status: string): status is UnpaidStatus => (UNPAID_STATUSES as string[]).includes(status);

/** When an order placed at `placedAt` in `status` stops waiting (ISO instant), or null when it waits for nothing. */
export function paymentDueAt(status: string, placedAt: Date): string | null {
  return isUnpaidStatus(status) ? new Date(placedAt.getTime() + PAYMENT_DEADLINE_HOURS[status] * 3_600_000).toISOString() : null;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "el 4 de marzo a las 09:00", in Guatemala's time. */
export function spanishDeadline(iso: string): string {
  const local = new Date(Date.parse(iso) + GUATEMALA_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `el ${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()]} a las ${hh}:${mm}`;
}

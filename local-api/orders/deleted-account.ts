/*
 * What deleting an account does to its orders (issue 23). The orders stay:
 * the store's books, the deposit slips and the payments keep their amounts,
 * lines, payment method, masked card and dates. What goes is what names,
 * mails, calls or finds the person: the shipping address keeps only its
 * city, department and country (street, references, map pin, name and phone
 * go), the pickup contact, the contact email, the customer's note, the
 * invoice's NIT, name and address (the invoice then reads CF), a pending
 * card, a Vana Pay link's token, the dedications, the refund account
 * holder's name; and the link to the account (user_id NULL).
 *
 * An order paid and not yet received (or on its way, paid on delivery) is in
 * the way: without the address nobody could deliver it, so the deletion
 * waits for it. An open unpaid order is cancelled through cancelOrder, the
 * one cancellation there is, which puts back what it held.
 */
import { ownerOfUser, type AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import {
  clearCartItemDedications,
  clearOrderItemDedications,
  listUserOrders,
  moveBankSlipFilesToUser,
  moveCartFromOwner,
  moveOrderThreeDsReferences,
  prepareDetachOrder,
} from './deleted-account-store';
import { isCancelEnabled } from './lifecycle';
import type { OrderRow } from './order-store';
import { isUnpaidStatus } from './payment-deadline';
import { cancelOrder } from './release';

/** Steps after which an order asks nothing more of anybody. */
const FINISHED = ['Delivered', 'Returned', 'PermanentFailure', 'AfterApprovedPermanentFailure', 'Cancelled'];

/** user_files.user_id of a slip's picture kept after its account: no user has id 0. */
const NO_USER = 0;
/** The owner a deleted account's ordered carts and 3-D Secure references keep: no session is ever this one (theirs are s:… and u:…). */
export const DETACHED_OWNER = 'deleted-account';
/** Why the deletion cancelled an order (its cancellation record's reason; the cause is ACCOUNT_DELETED). */
export const ACCOUNT_DELETED_REASON = 'Cuenta eliminada';

const isOpen = (row: OrderRow) => row.cancelled_at === null && !FINISHED.includes(row.status);
/** Nothing paid yet: a deposit, a card check or a wallet approval awaited, or paid on delivery. */
const isUnpaid = (row: OrderRow) => (isUnpaidStatus(row.payment_status) || row.payment_status === 'ON_DELIVERY') && row.paid_cents === 0;

function ordersOf(deps: AppDeps, userId: number): OrderRow[] {
  return listUserOrders(deps.db, userId);
}

/** "100012", "100012 y 100013", "100012, 100013 y 100014". */
const listed = (numbers: string[]) => (numbers.length === 1 ? numbers[0]! : `${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)!}`);

/**
 * 400 NOT_ALLOWED when an order of the user is paid and not received yet, or
 * can no longer be cancelled and is not received yet (on its way, paid on
 * delivery): the account can go once it arrives, or is cancelled.
 */
export function refuseWhileOrdersAreOnTheirWay(deps: AppDeps, userId: number): void {
  const inTheWay = ordersOf(deps, userId).filter((row) => isOpen(row) && (!isUnpaid(row) || !isCancelEnabled(row)));
  if (inTheWay.length === 0) return;
  const [only] = inTheWay;
  const message =
    inTheWay.length > 1
      ? `Tus pedidos ${listed(inTheWay.map((row) => row.order_number))} siguen en curso. Espera a recibirlos (o cancélalos, si todavía no salen) y después podrás eliminar tu cuenta.`
      : isUnpaid(only!)
        ? `Tu pedido ${only!.order_number} ya va en camino y lo pagas al recibirlo. Espera a recibirlo y después podrás eliminar tu cuenta.`
        : `Tu pedido ${only!.order_number} ya está pagado y aún no lo recibes. Espera a recibirlo (o cancélalo, si todavía no sale) y después podrás eliminar tu cuenta.`;
  throw new ApiError(400, 'NOT_ALLOWED', message);
}

/** The order's details (orders.details) without the person. */
function detailsWithoutPerson(json: string): string {
  const details = JSON.parse(json) as Record<string, unknown>;
  const address = details.shipping_address as Record<string, unknown> | null | undefined;
  const kept: Record<string, unknown> = {
    ...details,
    shipping_address: address
      ? {
          id: null,
          first_name: null,
          last_name: null,
          phone: null,
          street: null,
          references: null,
          city: address.city ?? null,
          state: address.state ?? null,
          country: address.country ?? null,
          times_used: 0,
          last_used: null,
          geolocation: null,
          request_user_geolocation: false,
        }
      : (address ?? null),
    pickup_contact: null,
    contact_email: null,
    customer_note: null,
    invoice_data: null,
  };
  if ('pending_card' in details) kept.pending_card = null;
  // The Vana Pay link's token (checkout/vana-pay.ts): a cancelled order's charge can no longer be approved.
  if ('wallet_ref' in details) kept.wallet_ref = null;
  return JSON.stringify(kept);
}

/**
 * A cancellation's or removal's record (orders.cancellation, with earlier records nested in it) without a
 * refund's account holder name; the bank and the account stay, for the money owed.
 */
function cancellationWithoutPerson(json: string | null): string | null {
  if (json === null) return null;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'account_name').map(([key, inner]) => [key, strip(inner)]));
  };
  return JSON.stringify(strip(JSON.parse(json)));
}

/**
 * Inside the account deletion's transaction, after refuseWhileOrdersAreOnTheirWay: cancels each open unpaid
 * order (orders/release.ts cancelOrder, cause ACCOUNT_DELETED: units, seats, gift-card shares and personal
 * coupons back, once), then detaches every order of the user from them, with its cart, its slips' pictures
 * and its 3-D Secure references.
 */
export function settleOrdersOfDeletedAccount(deps: AppDeps, userId: number): void {
  const { db } = deps;
  for (const row of ordersOf(deps, userId))
    if (isOpen(row) && isUnpaid(row) && isCancelEnabled(row)) cancelOrder(deps, row.id, { cause: 'ACCOUNT_DELETED', reason: ACCOUNT_DELETED_REASON, refund: null });
  const detach = prepareDetachOrder(db);
  for (const row of ordersOf(deps, userId)) {
    clearOrderItemDedications(db, row.id);
    // The cart it was placed from stays, no longer the user's: its id is the order's (orders.cart_id is UNIQUE),
    // and a deleted row's id would be given to the next cart, whose order could then not be placed.
    moveCartFromOwner(db, row.cart_id, ownerOfUser(userId), DETACHED_OWNER);
    clearCartItemDedications(db, row.cart_id);
    detach(row.id, detailsWithoutPerson(row.details), cancellationWithoutPerson(row.cancellation));
  }
  moveBankSlipFilesToUser(db, userId, NO_USER);
  moveOrderThreeDsReferences(db, ownerOfUser(userId), DETACHED_OWNER);
}

/*
 * Order status values (spec section 4) and the small rules screens read from
 * them. Zod-free: the order list and detail import it; the schema is order.ts.
 */

/** Order status steps; an unknown step reads as Unknown. */
export const ORDER_STATUS_STEPS = [
  'Delivered',
  'AfterApprovedPermanentFailure',
  'PermanentFailure',
  'Returned',
  'AfterPaid',
  'Approved',
  'AwaitingCustomerInput',
  'ReviewingCustomerInput',
  'Initial',
  'Packed',
  'Packing',
  'Picking',
  'Shipped',
  'Sourced',
  'ReadyForPickup',
  'Unknown',
] as const;
/** A step of an order's status. */
export type OrderStatusStep = (typeof ORDER_STATUS_STEPS)[number];

/** The status icons 0 to 10, in the spec's order; an icon outside them reads as 10, information. */
export const ORDER_ICONS = [
  'awaitingCustomerInput',
  'packing',
  'packed',
  'shipped',
  'onTheWay',
  'reprogrammingDelivery',
  'returned',
  'delivered',
  'processing',
  'cancelled',
  'information',
] as const;
/** The name of an order status icon. */
export type OrderIcon = (typeof ORDER_ICONS)[number];
/** The icon index an unknown icon reads as (information). */
export const INFORMATION_ICON = 10;

/** The name of status icon `index` (0–10); anything else is "information". */
export function orderIconName(index: number | null | undefined): OrderIcon {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < ORDER_ICONS.length ? ORDER_ICONS[index]! : 'information';
}

/** Identity document status; an unknown one reads as UNKNOWN. */
export const IDENTITY_DOCUMENT_STATUSES = ['REQUIRED', 'IN_REVIEW', 'NOT_REQUIRED', 'UNKNOWN'] as const;
/** The status of an order's identity document check. */
export type IdentityDocumentStatus = (typeof IDENTITY_DOCUMENT_STATUSES)[number];

/** Spec section 9: the first order list fetch asks for 20 per page. */
export const ORDER_PAGE_SIZE = 20;

/** Spec section 5: the order list page must be 1 or above (invalidPage otherwise). */
export function orderPageProblem(page: number): { cause: 'invalidPage'; message: string } | null {
  return Number.isInteger(page) && page >= 1 ? null : { cause: 'invalidPage', message: 'La página debe ser 1 o mayor.' };
}

/** Spec section 5: an order must hold at least one item (an empty one is logged as an error). */
export function isEmptyOrder(order: { items: readonly unknown[] }): boolean {
  return order.items.length === 0;
}

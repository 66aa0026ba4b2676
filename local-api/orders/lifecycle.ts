/*
 * An order's life after the sale (spec section 4's status steps): delivery
 * orders go Initial → Approved → Picking → Packing → Packed → Shipped →
 * Delivered, pickup orders … → Packed → ReadyForPickup → Delivered. Checkout
 * leaves an order at AwaitingCustomerInput (unpaid), AfterPaid (paid) or
 * Approved (pays on delivery); those read as Initial here. A cancelled order
 * sits at PermanentFailure with icon 9. Every step recorded makes an
 * ORDER_STATUS notification.
 */
import { notify } from '../account/notifications';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { markOnDeliveryOrderPaid, markUnpaidOrderPaid, updateOrderStep } from './lifecycle-store';
import type { OrderRow } from './order-row';

export const DELIVERY_STEPS = ['Initial', 'Approved', 'Picking', 'Packing', 'Packed', 'Shipped', 'Delivered'] as const;
export const PICKUP_STEPS = ['Initial', 'Approved', 'Picking', 'Packing', 'Packed', 'ReadyForPickup', 'Delivered'] as const;
export type LifecycleStep = (typeof DELIVERY_STEPS)[number] | (typeof PICKUP_STEPS)[number];

/** Where checkout leaves an order, read as the lifecycle's first step. */
const INITIAL_ALIASES = ['Initial', 'AwaitingCustomerInput', 'ReviewingCustomerInput', 'AfterPaid'];
export const CANCELLED_STEP = 'PermanentFailure';

export interface StepFacts {
  status: string;
  title: string;
  color_hex: string;
  /** Spec section 4's icons: 0 awaiting input, 1 packing, 2 packed, 3 shipped, 4 on the way, 7 delivered, 8 processing, 9 cancelled. */
  icon: number;
}

const FACTS: Record<Exclude<LifecycleStep, 'Initial'>, StepFacts> = {
  Approved: { status: 'approved', title: 'Pedido aprobado', color_hex: '#1565c0', icon: 8 },
  Picking: { status: 'picking', title: 'Estamos reuniendo tus productos', color_hex: '#1565c0', icon: 8 },
  Packing: { status: 'packing', title: 'Estamos empacando tu pedido', color_hex: '#1565c0', icon: 1 },
  Packed: { status: 'packed', title: 'Tu pedido está empacado', color_hex: '#1565c0', icon: 2 },
  Shipped: { status: 'shipped', title: 'Tu pedido va en camino', color_hex: '#6a1b9a', icon: 3 },
  ReadyForPickup: { status: 'ready-for-pickup', title: 'Listo para recoger: muestra tu código QR y tu PIN', color_hex: '#6a1b9a', icon: 4 },
  Delivered: { status: 'delivered', title: 'Pedido entregado', color_hex: '#2e7d32', icon: 7 },
};
export const CANCELLED_FACTS: StepFacts = { status: 'cancelled', title: 'Pedido cancelado', color_hex: '#c62828', icon: 9 };
/** A cancellation the shopper did not ask for: the payment deadline passed (orders/payment-deadline.ts). */
export const EXPIRED_FACTS: StepFacts = { ...CANCELLED_FACTS, title: 'Pedido cancelado: no recibimos tu pago a tiempo' };

/** Why an order was cancelled (orders/release.ts): the shopper, its payment deadline, or the account's deletion. */
export type CancellationCause = 'SHOPPER' | 'PAYMENT_EXPIRED' | 'ACCOUNT_DELETED';

/** The cause a cancelled order's record names (a record from before issue 23 has none: the shopper's). */
export function cancellationCause(row: Pick<OrderRow, 'cancellation'>): CancellationCause {
  if (!row.cancellation) return 'SHOPPER';
  const cause = (JSON.parse(row.cancellation) as { cause?: unknown }).cause;
  return cause === 'PAYMENT_EXPIRED' || cause === 'ACCOUNT_DELETED' ? cause : 'SHOPPER';
}

const cancelledFacts = (row: Pick<OrderRow, 'cancellation'>) => (cancellationCause(row) === 'PAYMENT_EXPIRED' ? EXPIRED_FACTS : CANCELLED_FACTS);

export const isPickupOrder = (row: Pick<OrderRow, 'details'>) => (JSON.parse(row.details) as { pickup_option: unknown }).pickup_option !== null;

/** The order's place in its lifecycle (checkout's first steps read as Initial); null once cancelled. */
export function lifecycleStep(row: Pick<OrderRow, 'status'>): LifecycleStep | null {
  if (row.status === CANCELLED_STEP) return null;
  if (INITIAL_ALIASES.includes(row.status)) return 'Initial';
  return row.status as LifecycleStep;
}

/**
 * The status the order shows when its lifecycle says more than its payment
 * (from Picking on, a paid order once Approved, a cancelled one); null: the
 * payment's status (order-json.ts orderStatus) stands.
 */
export function lifecycleStatus(row: Pick<OrderRow, 'status' | 'payment_status' | 'cancellation'>): (StepFacts & { step: string }) | null {
  if (row.status === CANCELLED_STEP) return { ...cancelledFacts(row), step: CANCELLED_STEP };
  const step = lifecycleStep(row);
  if (step === null || step === 'Initial') return null;
  if (step === 'Approved' && row.payment_status === 'ON_DELIVERY') return null;
  return { ...FACTS[step], step };
}

/** Spec: an order can be cancelled until it ships (or is ready for pickup). */
export function isCancelEnabled(row: Pick<OrderRow, 'status'>): boolean {
  const step = lifecycleStep(row);
  return step !== null && !['Shipped', 'ReadyForPickup', 'Delivered'].includes(step);
}

const isUnpaid = (row: OrderRow) => ['AWAITING_DEPOSIT', 'AWAITING_CARD_VERIFICATION', 'AWAITING_WALLET'].includes(row.payment_status);

/**
 * Moves an order one step (the development control): from Initial to
 * Approved an unpaid order counts as paid (the store saw the money). A
 * delivered or cancelled order does not move (400 NOT_ALLOWED).
 */
export function advanceOrder(deps: AppDeps, row: OrderRow): LifecycleStep {
  const steps: readonly LifecycleStep[] = isPickupOrder(row) ? PICKUP_STEPS : DELIVERY_STEPS;
  const current = lifecycleStep(row);
  if (current === null) throw new ApiError(400, 'NOT_ALLOWED', 'El pedido está cancelado: ya no cambia de estado.');
  const index = steps.indexOf(current);
  if (index < 0 || index === steps.length - 1) throw new ApiError(400, 'NOT_ALLOWED', 'El pedido ya fue entregado: no hay un paso siguiente.');
  const next = steps[index + 1]!;
  deps.db.transaction(() => recordStep(deps, row, next))();
  return next;
}

/**
 * Records `next` as the order's step (the caller holds the transaction):
 * its dates (shipped when it ships or is ready for pickup, delivered when
 * delivered), the payment an unpaid order's approval means (the store saw
 * the money), and its ORDER_STATUS notification. The development control
 * and the pickup worker's receive and hand-over all go through here.
 */
export function recordStep(deps: AppDeps, row: OrderRow, next: LifecycleStep): void {
  const stamp = deps.now().toISOString();
  if ((next === 'Approved' || next === 'Delivered') && isUnpaid(row)) markUnpaidOrderPaid(deps.db, row.id, stamp);
  // Paid at pickup or on delivery: handing it over is being paid.
  if (next === 'Delivered' && row.payment_status === 'ON_DELIVERY') markOnDeliveryOrderPaid(deps.db, row.id, stamp);
  updateOrderStep(deps.db, row.id, next, stamp);
  notifyStep(deps, row, next === 'Initial' ? null : FACTS[next]);
}

/** The ORDER_STATUS notification of a step (null facts: the shopper's cancellation). */
export function notifyStep(deps: AppDeps, row: Pick<OrderRow, 'user_id' | 'order_number'>, facts: StepFacts | null): void {
  if (facts === null) return notifyCancelled(deps, row, 'SHOPPER');
  orderNotice(deps, row, facts.title, 'Revisa el detalle de tu pedido.');
}

/** The ORDER_STATUS notification of a cancellation, saying why. */
export function notifyCancelled(deps: AppDeps, row: Pick<OrderRow, 'user_id' | 'order_number'>, cause: CancellationCause): void {
  if (cause === 'PAYMENT_EXPIRED')
    orderNotice(
      deps,
      row,
      EXPIRED_FACTS.title,
      'Cancelamos tu pedido porque venció el plazo para pagarlo. Liberamos los productos; si usaste una tarjeta de regalo o un cupón, ya puedes volver a usarlos.',
    );
  else orderNotice(deps, row, CANCELLED_FACTS.title, 'Cancelamos tu pedido como lo pediste.');
}

function orderNotice(deps: AppDeps, row: Pick<OrderRow, 'user_id' | 'order_number'>, title: string, message: string): void {
  // A deleted account's order has nobody to tell.
  if (row.user_id === null) return;
  notify(deps, row.user_id, 'ORDER_STATUS', {
    subject: `Pedido ${row.order_number}: ${title}`,
    message,
    url: `/cuenta/pedidos/${row.order_number}`,
    order_number: row.order_number,
  });
}

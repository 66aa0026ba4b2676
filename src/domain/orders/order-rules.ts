/*
 * What a shopper reads and does with an order after the sale (spec sections
 * 3, 4 and 5): status labels and the timeline, cancelling and its refund,
 * bank slips. Zod-free, so a screen may import it; the schema is order.ts.
 */
import { imageProblem } from '../account/images';
import type { CartItem } from '../cart/cart';
import { isCardPaymentBlocked, isCardPaymentMethod } from '../payments/payment';
import type { Order } from './order';
import type { OrderStatusStep } from './order-status';

export { warrantyClaimProblem, type WarrantyClaimInput, type WarrantyClaimProblem } from '../warranty/warranty-rules';

/** Each order status step in Spanish. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusStep, string>> = {
  Initial: 'Pedido recibido',
  AwaitingCustomerInput: 'Esperando tu pago',
  ReviewingCustomerInput: 'Revisando tu pago',
  AfterPaid: 'Pagado',
  Approved: 'Aprobado',
  Sourced: 'Productos conseguidos',
  Picking: 'Reuniendo tus productos',
  Packing: 'Empacando',
  Packed: 'Empacado',
  Shipped: 'En camino',
  ReadyForPickup: 'Listo para recoger',
  Delivered: 'Entregado',
  PermanentFailure: 'Cancelado',
  AfterApprovedPermanentFailure: 'Cancelado',
  Returned: 'Devuelto',
  Unknown: 'En proceso',
};

/** The Spanish label of a step (an unknown one reads as Unknown's). */
export function orderStepLabel(step: OrderStatusStep | string | null | undefined): string {
  return ORDER_STATUS_LABELS[(step ?? 'Unknown') as OrderStatusStep] ?? ORDER_STATUS_LABELS.Unknown;
}

/** A delivery order's steps, in order. */
export const DELIVERY_TIMELINE_STEPS = ['Initial', 'Approved', 'Picking', 'Packing', 'Packed', 'Shipped', 'Delivered'] as const satisfies readonly OrderStatusStep[];
/** A pickup order's steps, in order. */
export const PICKUP_TIMELINE_STEPS = ['Initial', 'Approved', 'Picking', 'Packing', 'Packed', 'ReadyForPickup', 'Delivered'] as const satisfies readonly OrderStatusStep[];

/** The steps that sit between two of the timeline's, read as the nearest one. */
const NEAREST_STEP: Partial<Record<OrderStatusStep, OrderStatusStep>> = {
  AwaitingCustomerInput: 'Initial',
  ReviewingCustomerInput: 'Initial',
  AfterPaid: 'Approved',
  Sourced: 'Picking',
};

const FAILED_STEPS: readonly OrderStatusStep[] = ['PermanentFailure', 'AfterApprovedPermanentFailure', 'Returned'];

/** Where a step of an order's timeline is. */
export type TimelineState = 'done' | 'current' | 'upcoming' | 'failed';
/** One step of an order's timeline, with its Spanish label and state. */
export interface TimelineEntry {
  step: OrderStatusStep;
  label: string;
  state: TimelineState;
}

type TimelineOrder = Pick<Order, 'step' | 'pickup_option' | 'delivery_option'> &
  Partial<Pick<Order, 'approved_date' | 'shipped_date' | 'delivered_date'>>;

/**
 * An order's status timeline, for an ordered list: a delivery order runs
 * Initial → Approved → Picking → Packing → Packed → Shipped → Delivered, a
 * pickup order (`pickup_option` set) … Packed → ReadyForPickup → Delivered.
 * Steps before the order's are `done`, its own `current` (Delivered, the
 * end, is `done`), the later ones `upcoming`; AwaitingCustomerInput and
 * ReviewingCustomerInput read as Initial, AfterPaid as Approved, Sourced as
 * Picking. A cancelled (PermanentFailure, AfterApprovedPermanentFailure) or
 * returned order ends at the last step it reached, by its dates (delivered,
 * shipped, approved; else Initial, and at least Approved after approval),
 * marked `failed` and labelled «Cancelado» or «Devuelto»; the steps it will
 * never reach are left out. An Unknown step shows every step `upcoming`.
 */
export function orderTimeline(order: TimelineOrder): TimelineEntry[] {
  const steps: readonly OrderStatusStep[] = order.pickup_option ? PICKUP_TIMELINE_STEPS : DELIVERY_TIMELINE_STEPS;
  const entry = (step: OrderStatusStep, state: TimelineState, label = ORDER_STATUS_LABELS[step]): TimelineEntry => ({ step, label, state });
  if (FAILED_STEPS.includes(order.step)) {
    const reached = order.delivered_date
      ? 'Delivered'
      : order.shipped_date
        ? steps[5]!
        : order.approved_date || order.step === 'AfterApprovedPermanentFailure'
          ? 'Approved'
          : 'Initial';
    const last = steps.indexOf(reached);
    const label = order.step === 'Returned' ? ORDER_STATUS_LABELS.Returned : ORDER_STATUS_LABELS.PermanentFailure;
    return steps.slice(0, last + 1).map((step, index) => (index < last ? entry(step, 'done') : entry(step, 'failed', label)));
  }
  const current = steps.indexOf(NEAREST_STEP[order.step] ?? order.step);
  return steps.map((step, index) => {
    if (current < 0 || index > current) return entry(step, 'upcoming');
    if (index < current || step === 'Delivered') return entry(step, 'done');
    return entry(step, 'current');
  });
}

/**
 * Whether the order waits for a payment the shopper can make now by card
 * (spec section 7, the alternate card authorization): it is at
 * AwaitingCustomerInput with money still unpaid, and it was to be paid by
 * card (its 3-D Secure refused or never finished) or by Vana Pay (a wallet
 * charge not approved yet may be paid by card instead). Read from the spec's
 * fields only (step, payment_method, amount_unpaid), never from a server's
 * own status slugs; never for a user whose card payment is blocked.
 */
export function awaitsCardPayment(
  order: Pick<Order, 'step' | 'payment_method'> & { totals: Pick<Order['totals'], 'amount_unpaid'> },
  user?: { is_cc_payment_blocked?: boolean | null } | null,
): boolean {
  if (isCardPaymentBlocked(user)) return false;
  if (order.step !== 'AwaitingCustomerInput' || !(order.totals.amount_unpaid > 0)) return false;
  return isCardPaymentMethod(order.payment_method) || order.payment_method === 'VANA_PAY';
}

/**
 * Whether nothing of the order is shipped or picked up (event tickets and seats, vending items, digital items): no
 * address, delivery option or pickup point, and no shipping charged. Such an order shows no shipping line at all: a
 * «Envío Q 0.00» would read as free shipping of something that never travels.
 */
export function isNotShipped(
  order: Pick<Order, 'shipping_address' | 'delivery_option' | 'pickup_option'> & { totals: Pick<Order['totals'], 'amount_shipping'> },
): boolean {
  return !order.shipping_address && !order.delivery_option && !order.pickup_option && !(order.totals.amount_shipping > 0);
}

/** Where an order's vending items are collected: per machine (its code and address), the lines and their positions. */
export interface VendingPickup {
  machineCode: string | null;
  machineAddress: string | null;
  lines: { itemId: string; title: string; quantity: number; position: string }[];
}

/**
 * The order's vending lines grouped by machine, from each line's `vending_slot` (an optional extension of the local
 * API: docs/contract.md); a line without it is under a machine of unknown code, with its slot's id as position.
 */
export function vendingPickups(items: readonly CartItem[]): VendingPickup[] {
  const byMachine = new Map<string, VendingPickup>();
  for (const item of items) {
    const slot = item.vending_slot ?? null;
    if (!slot && item.vending_machine_slot_id == null) continue;
    const key = slot ? slot.machine_id : '';
    const pickup = byMachine.get(key) ?? { machineCode: slot?.machine_code ?? null, machineAddress: slot?.machine_address ?? null, lines: [] };
    pickup.lines.push({ itemId: String(item.item_id), title: item.product.title, quantity: item.quantity, position: slot ? slot.code : String(item.vending_machine_slot_id) });
    byMachine.set(key, pickup);
  }
  return [...byMachine.values()];
}

/** The steps after which an order asks nothing more of anyone: delivered, returned, cancelled or failed. */
const CLOSED_STEPS: ReadonlySet<OrderStatusStep> = new Set(['Delivered', 'Returned', 'PermanentFailure', 'AfterApprovedPermanentFailure']);

/** Whether the order is still open (on its way, to pay, to pick up): any step but the closed ones. */
export function isOpenOrder(order: Pick<Order, 'step'>): boolean {
  return !CLOSED_STEPS.has(order.step);
}

/**
 * How the account hub counts open orders from the first page of the list: the number, or «20+» when the page is
 * full and every order on it is open (more may follow); null when none is open.
 */
export function openOrdersLabel(orders: readonly Pick<Order, 'step'>[], pageSize: number): string | null {
  const open = orders.filter(isOpenOrder).length;
  if (open === 0) return null;
  return open >= pageSize ? `${pageSize}+` : String(open);
}

/** Whether the shopper may cancel the order now (the server's `is_cancel_enabled`). */
export function canCancel(order: Pick<Order, 'is_cancel_enabled'>): boolean {
  return order.is_cancel_enabled === true;
}

/** Whether a cancellation needs a bank account for the refund: the order is paid, and not by card. */
export function cancelNeedsBankAccount(order: { totals: { amount_unpaid: number }; payment_method: string }): boolean {
  return order.totals.amount_unpaid === 0 && order.payment_method !== 'CARD' && order.payment_method !== 'CARD_INSTALLMENTS';
}

/** How a cancelled order's payment comes back. */
export const REFUND_TYPES = ['CARD', 'BANK_ACCOUNT'] as const;
/** Where a refund goes: the card or a bank account. */
export type RefundType = (typeof REFUND_TYPES)[number];
/** The Spanish label of each refund type. */
export const REFUND_TYPE_LABELS: Readonly<Record<RefundType, string>> = { CARD: 'A mi tarjeta', BANK_ACCOUNT: 'A mi cuenta bancaria' };

/**
 * A kind of refund account the API takes (`account_type`): the value sent and its Spanish label. The spec
 * names the field, not its values: the client's configuration gives them (`TiendaConfig.bankAccountTypes`;
 * the local environment's default is the local API's MONETARIA and AHORRO).
 */
export interface BankAccountTypeOption {
  value: string;
  label: string;
}

/** The banks of Guatemala a refund can go to (the local API takes any bank name up to 80 characters). */
export const GT_BANKS = [
  'Banco Industrial',
  'Banrural',
  'BAM',
  'G&T Continental',
  'Bantrab',
  'Banco Promerica',
  'BAC Credomatic',
  'Banco Azteca',
] as const;

/**
 * What a shopper gives to cancel an order (spec section 3, Cancellation). The bank fields are for a refund
 * to a bank account; the authorization number and the card's last digits identify the charge of an order
 * paid by card.
 */
export interface CancellationInput {
  reason: string;
  refund_type?: RefundType | null;
  /** The card payment's authorization number (letters or digits, up to 20), for an order paid by card. */
  authorization_number?: string | null;
  /** The last 4 digits of the card the order was paid with. */
  card_number?: string | null;
  bank?: string | null;
  account_number?: string | null;
  account_name?: string | null;
  /** One of the configured account types' values (anything else is refused by cancellationProblem). */
  account_type?: string | null;
}

/** Why a cancellation request is refused: the field and a Spanish message. */
export interface CancellationProblem {
  field: 'reason' | 'refund_type' | 'authorization_number' | 'card_number' | 'bank' | 'account_number' | 'account_name' | 'account_type';
  message: string;
}

/** What cancellationProblem checks beyond the input: the account types the API takes, and whether the card's details must be given. */
export interface CancellationRules {
  /** The account types' values the API takes (the client's configuration); none: no type may be sent. Default: any type. */
  accountTypes?: readonly string[] | null;
  /** The card's authorization number and last digits are required for an order paid by card (the cancel form asks for them). */
  requireCardDetails?: boolean;
}

/** Whether the order was paid by card, so a cancellation names the card payment (its authorization number and last digits). */
export function cancelAsksCardDetails(order: { totals: { amount_unpaid: number }; payment_method: string }): boolean {
  return order.totals.amount_unpaid === 0 && isCardPaymentMethod(order.payment_method);
}

const AUTHORIZATION_NUMBER = /^[A-Za-z0-9]{1,20}$/;

/** The last 4 digits of a card number as typed (spaces, dashes and mask characters ignored), or null when there are fewer. */
export function cardLastDigitsOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 30 || !/^[0-9 *xX•-]*$/.test(value)) return null;
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length === 4 ? digits : null;
}

/** A cancellation's bounds (the local API's too). */
export const CANCELLATION_LIMITS = { reason: 500, bank: 80, accountName: 120 } as const;
const ACCOUNT_NUMBER = /^[0-9][0-9-]{3,29}$/;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * What is wrong with a cancellation, or null when it may be sent: a reason
 * (1–500 characters), a known refund type; for an order paid by card, the
 * payment's authorization number (letters and digits, up to 20) and the
 * card's last 4 digits (those of the order's card when it names one), each
 * checked when given and asked for with `rules.requireCardDetails`; and,
 * when the refund goes to a bank account (asked, or needed because the
 * order is paid and not by card: cancelNeedsBankAccount), the bank, the
 * account number (4–30 digits and dashes), the holder's name (up to 120)
 * and, when given, an account type among `rules.accountTypes`.
 */
export function cancellationProblem(
  cancellation: CancellationInput | null | undefined,
  order: { totals: { amount_unpaid: number }; payment_method: string; masked_card_number?: string | null },
  rules: CancellationRules = {},
): CancellationProblem | null {
  const reason = typeof cancellation?.reason === 'string' ? cancellation.reason.trim() : '';
  if (!reason) return { field: 'reason', message: 'Cuéntanos por qué cancelas el pedido.' };
  if ([...reason].length > CANCELLATION_LIMITS.reason)
    return { field: 'reason', message: `El motivo es muy largo: escribe como máximo ${CANCELLATION_LIMITS.reason} caracteres.` };
  const refundType = cancellation?.refund_type ?? null;
  if (refundType !== null && !(REFUND_TYPES as readonly string[]).includes(refundType))
    return { field: 'refund_type', message: 'Elige cómo quieres tu reembolso: a tu tarjeta o a tu cuenta bancaria.' };
  if (cancelAsksCardDetails(order)) {
    const card = cardDetailsProblem(cancellation, order, rules.requireCardDetails === true);
    if (card) return card;
  }
  const needsAccount = cancelNeedsBankAccount(order);
  if (needsAccount && refundType === 'CARD')
    return { field: 'refund_type', message: 'Este pedido no se pagó con tarjeta: el reembolso va a tu cuenta bancaria.' };
  if (!needsAccount && refundType !== 'BANK_ACCOUNT') return null;
  if (blank(cancellation?.bank)) return { field: 'bank', message: 'Elige el banco de tu cuenta.' };
  if (cancellation!.bank!.trim().length > CANCELLATION_LIMITS.bank) return { field: 'bank', message: 'El nombre del banco es muy largo.' };
  if (blank(cancellation?.account_number) || !ACCOUNT_NUMBER.test(cancellation!.account_number!.trim()))
    return { field: 'account_number', message: 'Escribe el número de tu cuenta: de 4 a 30 dígitos, puede llevar guiones.' };
  if (blank(cancellation?.account_name)) return { field: 'account_name', message: 'Escribe el nombre del titular de la cuenta.' };
  if ([...cancellation!.account_name!.trim()].length > CANCELLATION_LIMITS.accountName)
    return { field: 'account_name', message: `El nombre del titular es muy largo: escribe como máximo ${CANCELLATION_LIMITS.accountName} caracteres.` };
  const accountType = blank(cancellation?.account_type) ? null : cancellation!.account_type!.trim();
  const types = rules.accountTypes;
  if (accountType !== null && types && !types.includes(accountType)) return { field: 'account_type', message: 'Elige el tipo de cuenta de la lista.' };
  return null;
}

/** The card's authorization number and last 4 digits: each checked when given, and asked for when `required`. */
function cardDetailsProblem(
  cancellation: CancellationInput | null | undefined,
  order: { masked_card_number?: string | null },
  required: boolean,
): CancellationProblem | null {
  const authorization = typeof cancellation?.authorization_number === 'string' ? cancellation.authorization_number.trim() : '';
  if (!authorization && required) return { field: 'authorization_number', message: 'Escribe el número de autorización del cobro: está en el comprobante o el estado de cuenta de tu tarjeta.' };
  if (authorization && !AUTHORIZATION_NUMBER.test(authorization))
    return { field: 'authorization_number', message: 'El número de autorización tiene solo letras y dígitos, hasta 20.' };
  const typed = cancellation?.card_number ?? '';
  if (blank(typed)) return required ? { field: 'card_number', message: 'Escribe los últimos 4 dígitos de la tarjeta con la que pagaste.' } : null;
  const last = cardLastDigitsOf(typed);
  if (!last) return { field: 'card_number', message: 'Escribe solo los últimos 4 dígitos de la tarjeta.' };
  const known = order.masked_card_number?.replace(/[^0-9]/g, '').slice(-4);
  if (known && known.length === 4 && known !== last) return { field: 'card_number', message: `Tu pedido se pagó con la tarjeta terminada en ${known}: revisa los dígitos.` };
  return null;
}

/** Where an order's bank slips stand. */
export type BankSlipState = 'not_required' | 'required' | 'in_review' | 'verified';

/**
 * An order's bank slips: `verified` once one is verified (or the server accepted them), `in_review`
 * while some are uploaded and none verified, `required` when the order needs one and has none, else
 * `not_required`.
 */
export function bankSlipState(order: Pick<Order, 'is_bank_slip_required' | 'is_bank_slip_accepted' | 'bank_slips'>): BankSlipState {
  if (order.is_bank_slip_accepted || order.bank_slips.some((slip) => slip.is_verified)) return 'verified';
  if (order.bank_slips.length > 0) return 'in_review';
  return order.is_bank_slip_required ? 'required' : 'not_required';
}

/** Why a bank slip upload is refused: the field and a Spanish message. */
export interface BankSlipProblem {
  field: 'image' | 'amount';
  message: string;
}

/** The largest amount a slip may state (the local API's: 7 digits before the decimals). */
export const MAX_BANK_SLIP_AMOUNT = 9_999_999.99;

/** Whether a number has at most two decimals (0.1 + 0.2 counts as 0.3). */
function hasCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** What is wrong with a bank slip, or null: a PNG, JPEG or WebP photo of at most 2 MB, and an amount above 0 with at most 2 decimals. */
export function bankSlipProblem(slip: { image?: { type: string; size: number } | null; amount?: unknown } | null | undefined): BankSlipProblem | null {
  const image = imageProblem(slip?.image, 'La foto de la boleta');
  if (image) return { field: 'image', message: image };
  const amount = slip?.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return { field: 'amount', message: 'Escribe el monto depositado: un número mayor que cero.' };
  if (!hasCents(amount)) return { field: 'amount', message: 'El monto puede tener como máximo dos decimales.' };
  if (amount > MAX_BANK_SLIP_AMOUNT) return { field: 'amount', message: 'El monto es demasiado alto: revisa la boleta.' };
  return null;
}

/** The amount as the API takes it: plain digits and a dot, at most two decimals, never a thousands separator (1234.5 → "1234.5"). */
export function bankSlipAmountText(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** An authorization number as typed: digits only (spaces ignored), 4 to 8 of them; null when it is not one. */
export function authorizationNumberOf(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/\s+/g, '') : '';
  return /^[0-9]{4,8}$/.test(text) ? text : null;
}

/** An order's invoice as downloaded: the file, its type and a name to save it under (`factura-{n}.pdf`). */
export interface OrderInvoice {
  blob: Blob;
  contentType: string;
  fileName: string;
}

/** An order split by stock: what ships now and what waits, each an order item with the split's quantity, and whether the shopper accepted it. */
export interface ShipInStockSplit {
  items_to_ship: CartItem[];
  items_to_wait: CartItem[];
  accepted: boolean;
}

/** One side of a split in Spanish: «1 × Funda Sonaria y 2 × Audífonos». */
function linesText(items: readonly CartItem[]): string {
  const parts = items.map((item) => `${item.quantity} × ${item.product.title}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/**
 * What ships now and what waits, in one Spanish sentence for the shopper: «Enviamos ya: 1 × Funda Sonaria.
 * Esperan existencias: 1 × Audífonos Sonaria Pro.» (a side with no lines is left out).
 */
export function shipInStockSummary(split: Pick<ShipInStockSplit, 'items_to_ship' | 'items_to_wait'>): string {
  const now = split.items_to_ship.length ? `Enviamos ya: ${linesText(split.items_to_ship)}.` : '';
  const later = split.items_to_wait.length ? `Esperan existencias: ${linesText(split.items_to_wait)}.` : '';
  return [now, later].filter(Boolean).join(' ');
}

/** Where the refund of removed out-of-stock units goes, when the order was paid and not by card. */
export interface RemoveOutOfStockInput {
  bank_account_no?: string | null;
  bank_account_name?: string | null;
  bank?: string | null;
}

/** What a shopper gives with a bank slip: the photo and the amount deposited. */
export interface BankSlipInput {
  image: Blob;
  amount: number;
}

/** An upload's options: `onProgress` hears the fraction sent, 0 to 1. */
export interface UploadOptions {
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

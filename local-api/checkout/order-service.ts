/*
 * PUT /checkout/{cartId}/order: one order per cart, placed in one
 * transaction (stock reserved without ever going below zero, prices and
 * totals from the database, gift cards deducted, personal coupons used, the
 * cart closed), then paid as the simulator says (simulator.ts). A card the
 * bank declines before any order exists leaves nothing behind; a card that
 * needs 3-D Secure gets its order first (unpaid, stock reserved), and the
 * retry with `transaction_id` pays that same order.
 */
import { randomInt } from 'node:crypto';
import type { ErrorCause } from '../../src/domain';
import { maskedNumber, saveCard } from '../cards/cards';
import { type CartRow } from '../cart/cart-service';
import { findCartById, findCartByPublicId, markCartOrdered } from '../cart/cart-store';
import { findProductStock, markSoldOutWhenEmpty, reserveStock } from '../catalog/product-store';
import { toQuetzales } from '../catalog/catalogue';
import { addressJson, markAddressUsed } from '../addresses/address-store';
import { redeemDiscounts } from '../discounts/redeem';
import type { AppDeps, SessionInfo, UserRow } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { pickupOptionJson } from '../pickup-worker/pickup';
import { seatLineProblem, sellCartSeats } from '../product/seats';
import {
  findOrderById,
  findOrderOfCart,
  insertOrderDiscount,
  insertOrderItem,
  insertOrderRow,
  markCardVerifiedOrderPaid,
  nextOrderNumber,
  setOrderSavedCard,
  type OrderDetails,
  type OrderRow,
  type PaymentStatus,
} from '../orders/order-store';
import { DEPOSIT_HOURS, paymentDueAt, spanishDeadline } from '../orders/payment-deadline';
import { cancelledOrderMessage, expireDueOrders } from '../orders/release';
import { computeCheckout, notEnoughStock, orderRuleProblem, stockProblem, type CardChoice, type Checkout } from './checkout-service';
import type { CheckoutBody } from './request';
import { cardBehaviour, SLOW_BANK_MS, sleep } from './simulator';
import { createReference, findByTransaction, linkOrder, referenceOfOrder, requireOwnReference, stepUpParams, type ThreeDsRow } from './three-ds';
import { newWalletRef, walletInstructions, type WalletDetails } from './vana-pay';
import { sendOrderEmail } from './order-email';

/**
 * A failed charge: 402 with the cause and a Spanish message, and
 * `payment_result_type: ERROR` with the order's number when an order exists
 * (a 3-D Secure decline: the order stays unpaid). Stored and replayed under
 * its idempotency key, like an order.
 */
export class PaymentFailure extends ApiError {
  constructor(
    cause: ErrorCause,
    message: string,
    readonly orderNumber: string | null,
  ) {
    super(402, cause, message);
  }
  override body() {
    return { ...super.body(), payment_result_type: 'ERROR', order_number: this.orderNumber };
  }
}

const PAYMENT_MESSAGES = {
  decline: 'Tu banco rechazó el pago. Revisa los datos de tu tarjeta o usa otro método de pago.',
  expired: 'Tu banco indica que la tarjeta está vencida. Usa otra tarjeta.',
  tokenization: 'No pudimos guardar tu tarjeta para otras compras. Quita «Guardar tarjeta» y vuelve a intentarlo, o usa otra tarjeta.',
  threeDsDeclined: 'Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido quedó pendiente de pago.',
  invalidTransaction: 'La verificación de tu tarjeta no corresponde a este pedido. Vuelve a intentar el pago.',
} as const;

/** The bank accounts a deposit goes to (fictional). */
export const DEPOSIT_ACCOUNTS = [
  'Banco Industrial, cuenta monetaria 000-123456-7, a nombre de Tienda, S. A.',
  'BAM, cuenta monetaria 30-1234567-8, a nombre de Tienda, S. A.',
] as const;

/** How long a deposit order is held (orders/payment-deadline.ts). */
export { DEPOSIT_HOURS };

/**
 * The advance instructions of a bank deposit order: markdown items of spec section 4 (LINK: text is the path, label its words).
 * `dueAt`: the order's payment deadline, said with its date and time (Guatemala).
 */
export function depositInstructions(orderNumber: string, totalCents: number, dueAt: string | null) {
  const item = (type: string, text: string, label: string | null = null) => ({ type, text, label });
  const until = dueAt ? `, hasta ${spanishDeadline(dueAt)}` : '';
  return [
    item('TITLE', `Cómo pagar tu pedido ${orderNumber}`),
    item(
      'PGRAPH',
      `Deposita o transfiere Q${toQuetzales(totalCents).toFixed(2)} a una de estas cuentas. Guardamos tu pedido ${DEPOSIT_HOURS} horas${until}; después lo cancelamos y liberamos los productos.`,
    ),
    ...DEPOSIT_ACCOUNTS.map((account) => item('LIST_ITEM', account)),
    item('LIST_ITEM', `Escribe el número de pedido ${orderNumber} en la boleta o en la descripción de la transferencia.`),
    item('PGRAPH', 'Después sube una foto de la boleta desde el detalle de tu pedido; lo preparamos en cuanto confirmemos el pago.'),
    item('LINK', `/cuenta/pedidos/${orderNumber}`, 'Ver mi pedido'),
  ];
}

interface PaymentOutcome {
  result: 'SUCCESS' | 'NO_PAYMENT_NEEDED' | 'ADVANCE_NEEDED' | 'STEP_UP_REQUIRED_3DS';
  status: PaymentStatus;
  paid: boolean;
}

function outcomeFor(checkout: Checkout, challenge: boolean): PaymentOutcome {
  if (checkout.totalCents === 0) return { result: 'NO_PAYMENT_NEEDED', status: 'NOT_REQUIRED', paid: true };
  if (checkout.paymentMethod === 'COD') return { result: 'SUCCESS', status: 'ON_DELIVERY', paid: false };
  if (checkout.paymentMethod === 'BANK_DEPOSIT') return { result: 'ADVANCE_NEEDED', status: 'AWAITING_DEPOSIT', paid: false };
  if (checkout.paymentMethod === 'VANA_PAY') return { result: 'ADVANCE_NEEDED', status: 'AWAITING_WALLET', paid: false };
  if (challenge) return { result: 'STEP_UP_REQUIRED_3DS', status: 'AWAITING_CARD_VERIFICATION', paid: false };
  return { result: 'SUCCESS', status: 'PAID', paid: true };
}

const stepFor = (status: PaymentStatus) =>
  status === 'PAID' || status === 'NOT_REQUIRED' ? 'AfterPaid' : status === 'ON_DELIVERY' ? 'Approved' : 'AwaitingCustomerInput';

const masked = (card: CardChoice) => maskedNumber({ bin: card.bin, last4: card.last4, number_length: card.numberLength });

function saveChosenCard(deps: AppDeps, userId: number, card: CardChoice): string {
  return saveCard(deps, userId, {
    bin: card.bin,
    last4: card.last4,
    numberLength: card.numberLength,
    brand: card.brand,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    holderName: card.holderName,
  });
}

/** The carts of this owner by public id, whatever their status (an ordered cart is still found here). */
function ownCart(deps: AppDeps, session: SessionInfo, publicId: string): CartRow {
  const cart = /^[A-Za-z0-9_-]{16,64}$/.test(publicId)
    ? findCartByPublicId(deps.db, publicId)
    : undefined;
  if (!cart || cart.owner !== session.owner) throw notFound('El carrito no existe.');
  return cart;
}

function orderOfCart(deps: AppDeps, cartId: number): OrderRow | undefined {
  return findOrderOfCart(deps.db, cartId);
}

const alreadyOrdered = (order: OrderRow) =>
  new ApiError(400, 'NOT_ALLOWED', `Este carrito ya es tu pedido ${order.order_number}. Revisa tus pedidos; para comprar algo más, usa un carrito nuevo.`);

/** The cart was ordered already (by this request's twin): the order it made. */
class CartAlreadyOrdered extends Error {
  constructor(readonly order: OrderRow) {
    super('cart already ordered');
  }
}

/** What an order's payment answered when it was placed, read back from where it now stands. */
const RESULT_OF_STATUS: Record<PaymentStatus, PaymentOutcome['result']> = {
  PAID: 'SUCCESS',
  ON_DELIVERY: 'SUCCESS',
  NOT_REQUIRED: 'NO_PAYMENT_NEEDED',
  AWAITING_DEPOSIT: 'ADVANCE_NEEDED',
  AWAITING_WALLET: 'ADVANCE_NEEDED',
  AWAITING_CARD_VERIFICATION: 'STEP_UP_REQUIRED_3DS',
};

/**
 * The OrderResult of an order placed before, for a placement sent again
 * without an idempotency key: the same order, its payment as it now stands
 * (a card still awaiting 3-D Secure gets its challenge again).
 */
function existingOrderResult(deps: AppDeps, origin: string, order: OrderRow) {
  const result = RESULT_OF_STATUS[order.payment_status];
  if (result !== 'STEP_UP_REQUIRED_3DS') return orderResultJson(order, result);
  const reference = referenceOfOrder(deps.db, order.id);
  return orderResultJson(order, result, { stepUp: reference ? stepUpParams(origin, reference) : null });
}

/** The OrderResult of an order (OrderResultSchema). */
function orderResultJson(
  order: OrderRow,
  result: PaymentOutcome['result'],
  extras: { stepUp?: ReturnType<typeof stepUpParams> | null } = {},
) {
  const details = JSON.parse(order.details) as OrderDetails;
  const deposit = order.payment_status === 'AWAITING_DEPOSIT';
  const advance = deposit || order.payment_status === 'AWAITING_WALLET';
  return {
    order_number: order.order_number,
    payment_result_type: result,
    is_identity_document_required: false,
    is_payment_card_authorization_number_required: false,
    is_bank_slip_required: deposit,
    pickup_contact: details.pickup_contact,
    advance_instructions: advance ? details.advance_instructions : [],
    payment_card_authorization_number_instructions: [],
    advance_amount: advance ? toQuetzales(order.total_cents - order.paid_cents) : null,
    step_up_params: extras.stepUp ?? null,
    existing_card_id: order.existing_card_id,
  };
}

/**
 * Creates the order of `checkout` (computed inside this transaction) with
 * the payment `outcome`: reserves each line's stock (never below zero),
 * records lines at today's database prices, deducts gift cards, uses
 * personal coupons, closes the cart. Throws (rolling everything back) when
 * the cart was ordered meanwhile or a unit is no longer there.
 */
function insertOrder(deps: AppDeps, origin: string, user: UserRow, checkout: Checkout, outcome: PaymentOutcome, now: Date): OrderRow {
  const { db } = deps;
  const stamp = now.toISOString();
  for (const line of checkout.lines) {
    if (!reserveStock(db, line.product.id, line.item.quantity)) throw notEnoughStock(findProductStock(db, line.product.id));
    // The last unit sold: the product reads as out of stock (not for downloads or presales, which have no shelf).
    markSoldOutWhenEmpty(db, line.product.id);
  }
  const orderNumber = nextOrderNumber(db);
  const card = checkout.card;
  const tokenizeNow = card?.source === 'new' && card.tokenize && outcome.paid;
  const existingCardId = card?.source === 'saved' ? card.existingCardId : tokenizeNow ? saveChosenCard(deps, user.id, card!) : null;
  const pickupJson = checkout.pickup ? pickupOptionJson(checkout.pickup, now, checkout.extraDays) : null;
  const range = checkout.delivery?.expected_delivery_date_range ?? pickupJson?.expected_delivery_date_range ?? null;
  const walletRef = outcome.status === 'AWAITING_WALLET' ? newWalletRef() : null;
  const dueAt = paymentDueAt(outcome.status, now);
  const details: OrderDetails & WalletDetails & { pending_card: CardChoice | null } = {
    shipping_address: checkout.delivery && checkout.address ? addressJson(checkout.address) : null,
    delivery_option: checkout.delivery,
    pickup_option: pickupJson,
    pickup_contact: checkout.pickupContact,
    installments: checkout.installment,
    invoice_type: checkout.invoiceType,
    invoice_data: checkout.invoiceData,
    customer_note: checkout.customerNote,
    delivery_time_range: checkout.deliveryTimeRange,
    disable_early_shipping: checkout.disableEarlyShipping,
    contact_email: user.email,
    advance_instructions:
      outcome.status === 'AWAITING_DEPOSIT'
        ? depositInstructions(orderNumber, checkout.totalCents, dueAt)
        : walletRef
          ? walletInstructions(origin, orderNumber, checkout.totalCents, walletRef)
          : [],
    promised_delivery_start: range?.start ?? null,
    promised_delivery_end: range?.end ?? null,
    promised_delivery_range_text: checkout.delivery?.expected_delivery_date_range_text ?? pickupJson?.expected_delivery_date_range_text ?? null,
    // A new card to keep once its 3-D Secure charge succeeds: only what saved_cards keeps (BIN, last 4, length, expiry).
    pending_card: card?.source === 'new' && card.tokenize && !outcome.paid ? card : null,
    // The one-time token of a Vana Pay charge (vana-pay.ts): only the advance instructions' link carries it.
    wallet_ref: walletRef,
  };
  const orderId = insertOrderRow(db, {
    order_number: orderNumber,
    user_id: user.id,
    cart_id: checkout.cart.id,
    cart_public_id: checkout.cart.public_id,
    status: stepFor(outcome.status),
    payment_method: checkout.paymentMethod!,
    payment_status: outcome.status,
    details: JSON.stringify(details),
    sub_total_cents: checkout.subTotalCents,
    gift_wrap_cents: checkout.giftWrapCents,
    shipping_cents: checkout.shippingCents,
    surcharge_cents: checkout.surchargeCents,
    coupon_cents: checkout.discounts.couponCents,
    gift_card_cents: checkout.discounts.giftCardCents,
    total_cents: checkout.totalCents,
    paid_cents: outcome.paid ? checkout.totalCents : 0,
    weight_total: checkout.weight,
    quantity_total: checkout.quantity,
    masked_card: card ? masked(card) : null,
    existing_card_id: existingCardId,
    pin: checkout.pickup ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null,
    created_at: stamp,
    status_changed_at: stamp,
    paid_at: outcome.paid ? stamp : null,
    payment_due_at: dueAt,
  });
  // Each seat line's seats, checked again (still this cart's, none sold, one per unit) and marked SOLD with the order.
  sellCartSeats(db, checkout.cart.id, orderId, seatLines(checkout));
  for (const line of checkout.lines)
    insertOrderItem(db, orderId, {
      productId: line.product.id,
      quantity: line.item.quantity,
      unitPriceCents: line.product.price_cents,
      giftWrapOptionId: line.wrapCents > 0 ? line.item.gift_wrap_option_id : null,
      giftWrapCents: line.wrapCents,
      dedication: line.item.dedication,
      vendingMachineSlotId: line.item.vending_machine_slot_id,
    });
  for (const coupon of checkout.discounts.coupons)
    if (coupon.errorCode === null && coupon.discountCents > 0) insertOrderDiscount(db, orderId, 'COUPON', coupon.code, coupon.discountCents);
  for (const giftCard of checkout.discounts.giftCards)
    if (giftCard.isValid && giftCard.amountCents > 0) insertOrderDiscount(db, orderId, 'GIFT_CARD', giftCard.number, giftCard.amountCents);
  redeemDiscounts(db, user.id, checkout.discounts, now);
  if (!markCartOrdered(db, checkout.cart.id, stamp))
    throw new CartAlreadyOrdered(orderOfCart(deps, checkout.cart.id)!);
  if (checkout.address && checkout.delivery) markAddressUsed(db, user.id, checkout.address.public_id, now);
  return findOrderById(db, orderId)!;
}

const seatLines = (checkout: Checkout) => checkout.lines.map((line) => ({ product: line.product, quantity: line.item.quantity }));

/** The retry of a 3-D Secure charge: pays the order the reference belongs to, once. */
function retryWithTransaction(deps: AppDeps, session: SessionInfo, user: UserRow, cart: CartRow, transactionId: string) {
  const reference = findByTransaction(deps.db, session.owner, transactionId);
  const order = reference?.order_id ? findOrderById(deps.db, reference.order_id) : undefined;
  if (!reference || !order || order.user_id !== user.id || order.cart_id !== cart.id)
    throw new ApiError(400, 'INVALID_TRANSACTION', PAYMENT_MESSAGES.invalidTransaction);
  if (order.payment_status === 'PAID') return orderResultJson(order, 'SUCCESS');
  // Cancelled (by the shopper, or past its deadline: placeOrder swept first): nothing is charged.
  const current = findOrderById(deps.db, order.id)!;
  if (current.cancelled_at) throw new ApiError(400, 'NOT_ALLOWED', cancelledOrderMessage(current));
  if (order.payment_status !== 'AWAITING_CARD_VERIFICATION') throw new ApiError(400, 'INVALID_TRANSACTION', PAYMENT_MESSAGES.invalidTransaction);
  if (cardBehaviour(reference.last4) === 'challengeThenDecline') throw new PaymentFailure('3DS_DECLINED', PAYMENT_MESSAGES.threeDsDeclined, order.order_number);
  const now = deps.now();
  const paid = deps.db
    .transaction(() => {
      const stamp = now.toISOString();
      if (markCardVerifiedOrderPaid(deps.db, order.id, stamp)) {
        const details = JSON.parse(order.details) as OrderDetails & { pending_card: CardChoice | null };
        if (details.pending_card) {
          const instrument = saveChosenCard(deps, user.id, details.pending_card);
          details.pending_card = null;
          setOrderSavedCard(deps.db, order.id, instrument, JSON.stringify(details));
        }
      }
      return findOrderById(deps.db, order.id)!;
    })
    .immediate();
  if (paid.cancelled_at) throw new ApiError(400, 'NOT_ALLOWED', cancelledOrderMessage(paid));
  return orderResultJson(paid, 'SUCCESS');
}

/** The 3-D Secure reference an order call names, checked against the card; or a new one when the card needs it and none was named. */
function referenceFor(deps: AppDeps, session: SessionInfo, cart: CartRow, card: CardChoice, referenceId: string | null | undefined): ThreeDsRow | null {
  if (referenceId) {
    const row = requireOwnReference(deps.db, session.owner, referenceId);
    if (row.bin !== card.bin || row.last4 !== card.last4 || row.order_id !== null || row.status === 'FAILED')
      throw new ApiError(400, 'INVALID_TRANSACTION', PAYMENT_MESSAGES.invalidTransaction);
    return row;
  }
  return null;
}

/**
 * Places the order of cart `cartPublicId` for `user` (signed in): the
 * OrderResult (200), or throws an ApiError (a refusal before anything
 * happened) or a PaymentFailure (402, the charge failed).
 *
 * A cart makes one order. When it has made one already (before this call, or
 * while this call waited for the bank), `answerExisting` answers that order
 * (a placement sent again without an idempotency key, or a burst of them);
 * without it, the answer is 400 NOT_ALLOWED (a new key on an ordered cart).
 */
export async function placeOrder(
  deps: AppDeps,
  origin: string,
  session: SessionInfo,
  user: UserRow,
  cartPublicId: string,
  body: CheckoutBody,
  options: { answerExisting?: boolean } = {},
) {
  try {
    return await placeOnce(deps, origin, session, user, cartPublicId, body);
  } catch (error) {
    if (!(error instanceof CartAlreadyOrdered)) throw error;
    if (options.answerExisting && error.order.user_id === user.id) return existingOrderResult(deps, origin, error.order);
    throw alreadyOrdered(error.order);
  }
}

async function placeOnce(deps: AppDeps, origin: string, session: SessionInfo, user: UserRow, cartPublicId: string, body: CheckoutBody) {
  const cart = ownCart(deps, session, cartPublicId);
  // Orders past their payment deadline go first: their units and gift-card balances are free again for this one.
  expireDueOrders(deps);
  if (body.transaction_id) return retryWithTransaction(deps, session, user, cart, body.transaction_id);
  if (cart.status !== 'OPEN') {
    const order = orderOfCart(deps, cart.id);
    if (order) throw new CartAlreadyOrdered(order);
    throw notFound('El carrito no existe.');
  }

  // Everything the shopper chose, checked before the bank is asked.
  const first = computeCheckout(deps, cart, user, body);
  const problem = orderRuleProblem(first) ?? stockProblem(first) ?? seatLineProblem(deps.db, cart.id, seatLines(first));
  if (problem) throw problem;
  const card = first.totalCents > 0 && (first.paymentMethod === 'CARD' || first.paymentMethod === 'CARD_INSTALLMENTS') ? first.card : null;
  const behaviour = card ? cardBehaviour(card.last4) : null;
  let reference = card ? referenceFor(deps, session, cart, card, body.reference_id) : null;
  let challenge = behaviour === 'challenge' || behaviour === 'challengeThenDecline';
  if (challenge && reference?.status === 'AUTHENTICATED') {
    // Authenticated before the order existed: charge now.
    if (behaviour === 'challengeThenDecline') throw new PaymentFailure('3DS_DECLINED', PAYMENT_MESSAGES.threeDsDeclined, null);
    challenge = false;
  }
  if (behaviour === 'decline') throw new PaymentFailure('PAYMENT_ERROR', PAYMENT_MESSAGES.decline, null);
  if (behaviour === 'expired') throw new PaymentFailure('CARD_EXPIRED', PAYMENT_MESSAGES.expired, null);
  if (behaviour === 'tokenizationFailure' && card?.tokenize) throw new PaymentFailure('CARD_TOKENIZATION_FAILED', PAYMENT_MESSAGES.tokenization, null);
  if (behaviour === 'slow') await sleep(SLOW_BANK_MS);

  // One transaction: computed again (the cart, stock or balances may have moved while the bank answered).
  const now = deps.now();
  const order = deps.db
    .transaction(() => {
      const fresh = findCartById(deps.db, cart.id)!;
      if (fresh.status !== 'OPEN') {
        const existing = orderOfCart(deps, cart.id);
        if (existing) throw new CartAlreadyOrdered(existing);
        throw notFound('El carrito no existe.');
      }
      const checkout = computeCheckout(deps, fresh, user, body);
      const again = orderRuleProblem(checkout);
      if (again) throw again;
      return insertOrder(deps, origin, user, checkout, outcomeFor(checkout, challenge && checkout.totalCents > 0), now);
    })
    .immediate();
  // The email the confirmation promises (the development outbox): the number, the total and, while it waits, how to pay.
  sendOrderEmail(deps, origin, user, order);

  if (order.payment_status === 'AWAITING_CARD_VERIFICATION') {
    reference ??= createReference(deps, session.owner, cart.id, { bin: card!.bin, last4: card!.last4 });
    linkOrder(deps.db, reference.reference, order.id, now);
    return orderResultJson(order, 'STEP_UP_REQUIRED_3DS', { stepUp: stepUpParams(origin, reference) });
  }
  if (reference) linkOrder(deps.db, reference.reference, order.id, now);
  const result =
    order.payment_status === 'NOT_REQUIRED'
      ? 'NO_PAYMENT_NEEDED'
      : order.payment_status === 'AWAITING_DEPOSIT' || order.payment_status === 'AWAITING_WALLET'
        ? 'ADVANCE_NEEDED'
        : 'SUCCESS';
  return orderResultJson(order, result);
}


import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { toCents } from '../../src/domain/checkout/amounts';
import { checkNewCard } from '../../src/domain/payments/card';
import { VERIFICATION_ATTEMPTS } from '../../src/domain/payments/card-verification';
import { boundedText, requestId, wholeNumber } from '../../src/domain/shared/request-checks';
import { maskedNumber, storableParts } from '../cards/cards';
import { readCheckedJson } from '../contract/checked-body';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv, SessionInfo, UserRow } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { originOf } from '../http/request';
import { findOrderById, requireOwnOrder, type OrderRow } from '../orders/order-store';
import { cancelledOrderMessage, expireDueOrders } from '../orders/release';
import { requireSession } from '../session/session-service';
import {
  countVerifyAttempt,
  findAlternateAuth,
  findUserOrderById,
  findUserSavedCardParts,
  insertAlternateAuth,
  markAlternateAuthCharged,
  markAlternateAuthVerified,
  markOrderPaidByCard,
  setAlternateAuthOrder,
  type AlternateRow,
} from './alternate-auth-store';
import { isCardBlocked } from './checkout-service';
import { cardBehaviour, SLOW_BANK_MS, sleep } from './simulator';
import { createReference, findByTransaction, linkOrder, requireOwnReference, resultJson, setupJson, stepUpParams, type ThreeDsRow } from './three-ds';

/*
 * The alternate card authorization of an existing order (spec section 7,
 * "Bank slips and alternate card authorization"; the answers of
 * src/domain/payments/alternate-auth.ts): an order left pending payment (a
 * 3-D Secure challenge declined or never finished, a deposit not made) is
 * paid by card, on the same simulator and challenge page as the checkout.
 * Only the session's own orders (someone else's is 404), only orders pending
 * payment; the order is paid by one conditional UPDATE, so a second charge
 * never pays twice (it answers NO_PAYMENT_NEEDED). Of a card only its BIN
 * and last 4 are kept (in three_ds_references), as local-api/cards allows;
 * nothing here logs.
 */

/** The local bank's verification charge: what the shopper "reads on the statement" (docs/local-api.md, "Checkout and payments"). */
export const VERIFICATION_AMOUNT_CENTS = 137;

/** Payment statuses an alternate card authorization may pay. */
const PAYABLE = ['AWAITING_CARD_VERIFICATION', 'AWAITING_DEPOSIT', 'AWAITING_WALLET'] as const;

const MESSAGES = {
  decline: 'Tu banco rechazó el pago. Revisa los datos de tu tarjeta o usa otra tarjeta.',
  expired: 'Tu banco indica que la tarjeta está vencida. Usa otra tarjeta.',
  threeDsDeclined: 'Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido sigue pendiente de pago.',
  invalidTransaction: 'La verificación de tu tarjeta no corresponde a este pago. Vuelve a intentarlo desde el principio.',
  finished: 'Esta verificación de tu tarjeta ya terminó. Vuelve a intentar el pago desde el principio.',
  noOrder: 'Indica el pedido que quieres pagar.',
  missingCard: 'Elige una de tus tarjetas o agrega una nueva para pagar.',
  bothCards: 'Elige una tarjeta guardada o una nueva, no ambas.',
  attempts: `Ya usaste los ${VERIFICATION_ATTEMPTS} intentos para confirmar el monto. Vuelve a empezar la verificación de tu tarjeta.`,
  noVerification: 'La verificación de la tarjeta no existe.',
} as const;

/** A refused charge: 402 with the cause, the bank's Spanish message and `paymentResultType: ERROR`. */
export class AlternateChargeFailure extends ApiError {
  constructor(cause: '3DS_DECLINED' | 'PAYMENT_ERROR' | 'CARD_EXPIRED', message: string) {
    super(402, cause, message);
  }
  override body() {
    return { ...super.body(), paymentResultType: 'ERROR', stepUpParams: null };
  }
}

const CardSchema = z.object({
  // As typed; checked by the domain's card rules, never stored or logged.
  number: boundedText(30),
  expiration_month: z.union([wholeNumber(0, 99), boundedText(2)]),
  expiration_year: z.union([wholeNumber(0, 9999), boundedText(4)]),
  cvv: boundedText(8),
});

const SetupBodySchema = z.object({
  existing_card_id: z.nullish(requestId()),
  card: z.nullish(CardSchema),
});

const ChargeBodySchema = z.object({
  existing_card_id: z.nullish(requestId()),
  card: z.nullish(CardSchema),
  reference_id: z.nullish(boundedText(64)),
  transaction_id: z.nullish(boundedText(64)),
});

const VerifyBodySchema = z.object({ amount: z.number() });

/** What the charge keeps of a card: never the number or the CVV. */
interface ChosenCard {
  bin: string;
  last4: string;
  numberLength: number;
  existingCardId: string | null;
}

function chosenCard(deps: AppDeps, user: UserRow, body: { existing_card_id?: string | number | null; card?: z.output<typeof CardSchema> | null }): ChosenCard {
  if (body.card && body.existing_card_id != null) throw new ApiError(400, 'NOT_ALLOWED', MESSAGES.bothCards);
  if (body.card) {
    const checked = checkNewCard(body.card, deps.now());
    if (!checked.ok) throw new ApiError(400, checked.cause, checked.message);
    return { ...storableParts(checked.card.number), existingCardId: null };
  }
  if (body.existing_card_id != null) {
    const row = findUserSavedCardParts(deps.db, String(body.existing_card_id), user.id);
    if (!row) throw notFound('La tarjeta no existe.');
    return { bin: row.bin, last4: row.last4, numberLength: row.number_length, existingCardId: row.instrument_id };
  }
  throw new ApiError(400, 'MISSING_CARD', MESSAGES.missingCard);
}

/** Spec section 6: a user whose card payment is blocked pays no order by card (the checkout's refusal, same words). */
function requireCardAllowed(deps: AppDeps, user: UserRow): void {
  if (isCardBlocked(deps, user)) throw new ApiError(400, 'NOT_ALLOWED', 'Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.');
}

const isPaid = (order: OrderRow) => order.payment_status === 'PAID' || order.payment_status === 'NOT_REQUIRED';

/** Refuses an order that is not pending payment by card or deposit. */
function requirePayable(order: OrderRow): void {
  if (order.cancelled_at) throw new ApiError(400, 'NOT_ALLOWED', cancelledOrderMessage(order));
  if (isPaid(order)) throw new ApiError(400, 'NOT_ALLOWED', `Tu pedido ${order.order_number} ya está pagado.`);
  if (!(PAYABLE as readonly string[]).includes(order.payment_status))
    throw new ApiError(400, 'NOT_ALLOWED', `Tu pedido ${order.order_number} se paga al recibirlo: no necesita un pago con tarjeta.`);
}

const orderNumberOf = (c: Context) => (c.req.query('orderNumber') ?? c.req.query('order_number') ?? '').trim().slice(0, 40);

function orderById(deps: AppDeps, user: UserRow, id: number): OrderRow {
  const order = findUserOrderById(deps.db, id, user.id);
  if (!order) throw notFound('El pedido no existe.');
  return order;
}

function alternateRow(deps: AppDeps, reference: string): AlternateRow | undefined {
  return findAlternateAuth(deps.db, reference);
}

/** The user's alternate authorization by reference; anyone else's (or a checkout's) answers like a missing one. */
function requireOwnAlternate(deps: AppDeps, session: SessionInfo, user: UserRow, reference: string): { three: ThreeDsRow; alt: AlternateRow } {
  const three = requireOwnReference(deps.db, session.owner, reference);
  const alt = alternateRow(deps, three.reference);
  if (!alt || alt.user_id !== user.id) throw notFound(MESSAGES.noVerification);
  return { three, alt };
}

/** A new reference for this card (and order), as POST /checkout/3ds_setup/ makes one. */
function newReference(deps: AppDeps, session: SessionInfo, user: UserRow, order: OrderRow | null, card: ChosenCard): ThreeDsRow {
  const now = deps.now();
  return deps.db
    .transaction(() => {
      const row = createReference(deps, session.owner, order?.cart_id ?? null, { bin: card.bin, last4: card.last4 });
      if (order) linkOrder(deps.db, row.reference, order.id, now);
      insertAlternateAuth(deps.db, row.reference, user.id, order?.id ?? null, now.toISOString());
      return row;
    })
    .immediate();
}

const chargeJson = (paymentResultType: 'SUCCESS' | 'NO_PAYMENT_NEEDED' | 'STEP_UP_REQUIRED_3DS', stepUp: ReturnType<typeof stepUpParams> | null = null) => ({
  paymentResultType,
  stepUpParams: stepUp,
  message: null,
});

/** Pays the order once: a conditional UPDATE, so of two charges racing only one pays; the other reads NO_PAYMENT_NEEDED. */
function payOnce(deps: AppDeps, order: OrderRow, reference: string, card: ChosenCard) {
  const stamp = deps.now().toISOString();
  return deps.db
    .transaction(() => {
      const paid = markOrderPaidByCard(
        deps.db,
        order.id,
        PAYABLE,
        { maskedCard: maskedNumber({ bin: card.bin, last4: card.last4, number_length: card.numberLength }), existingCardId: card.existingCardId },
        stamp,
      );
      if (!paid) {
        const now = findOrderById(deps.db, order.id)!;
        // Cancelled while the bank answered (its payment deadline passed): nothing is charged.
        if (now.cancelled_at) throw new ApiError(400, 'NOT_ALLOWED', cancelledOrderMessage(now));
        if (isPaid(now)) return chargeJson('NO_PAYMENT_NEEDED');
        throw new ApiError(400, 'NOT_ALLOWED', `Tu pedido ${order.order_number} ya no se puede pagar con tarjeta.`);
      }
      markAlternateAuthCharged(deps.db, reference, order.id, stamp);
      return chargeJson('SUCCESS');
    })
    .immediate();
}

/**
 * POST /alternate_card_auth/setup, POST /alternate_card_auth/charge,
 * GET /alternate_card_auth/{ref}/3ds_wait_for_result and
 * POST /alternate_card_auth/{ref}/verify, for a signed-in user (an anonymous
 * token: 403 onlyAnonymousTokenFound).
 */
export function alternateAuthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);

  app.post('/alternate_card_auth/setup', auth, async (c) => {
    const session = c.get('session');
    const user = signedInUser(session);
    requireCardAllowed(deps, user);
    const number = orderNumberOf(c);
    expireDueOrders(deps); // an order past its payment deadline is cancelled, not paid
    const order = number ? requireOwnOrder(deps.db, user.id, number) : null;
    if (order) requirePayable(order);
    const card = chosenCard(deps, user, await readCheckedJson(c, SetupBodySchema));
    return c.json(setupJson(newReference(deps, session, user, order, card)));
  });

  app.post('/alternate_card_auth/charge', auth, async (c) => {
    const session = c.get('session');
    const user = signedInUser(session);
    requireCardAllowed(deps, user);
    const body = await readCheckedJson(c, ChargeBodySchema);

    // The reference: the one the transaction id was issued for, else the one named, else none yet.
    let reference: ThreeDsRow | null = null;
    if (body.transaction_id) {
      const found = findByTransaction(deps.db, session.owner, body.transaction_id);
      const alt = found ? alternateRow(deps, found.reference) : undefined;
      if (!found || !alt || alt.user_id !== user.id || (body.reference_id && body.reference_id !== found.reference))
        throw new ApiError(400, 'INVALID_TRANSACTION', MESSAGES.invalidTransaction);
      reference = found;
    } else if (body.reference_id) reference = requireOwnAlternate(deps, session, user, body.reference_id).three;

    const number = orderNumberOf(c);
    expireDueOrders(deps); // an order past its payment deadline is cancelled, not paid
    const order = number
      ? requireOwnOrder(deps.db, user.id, number)
      : reference?.order_id != null
        ? orderById(deps, user, reference.order_id)
        : null;
    if (!order) throw new ApiError(400, 'NOT_ALLOWED', MESSAGES.noOrder);
    if (isPaid(order) && !order.cancelled_at) return c.json(chargeJson('NO_PAYMENT_NEEDED'));
    requirePayable(order);
    const card = chosenCard(deps, user, body);
    if (reference) {
      if ((reference.order_id !== null && reference.order_id !== order.id) || reference.bin !== card.bin || reference.last4 !== card.last4)
        throw new ApiError(400, 'INVALID_TRANSACTION', MESSAGES.invalidTransaction);
      if (reference.order_id === null) {
        linkOrder(deps.db, reference.reference, order.id, deps.now());
        setAlternateAuthOrder(deps.db, reference.reference, order.id);
      }
    }

    const behaviour = cardBehaviour(card.last4);
    if (behaviour === 'decline') throw new AlternateChargeFailure('PAYMENT_ERROR', MESSAGES.decline);
    if (behaviour === 'expired') throw new AlternateChargeFailure('CARD_EXPIRED', MESSAGES.expired);
    reference ??= newReference(deps, session, user, order, card);
    if (behaviour === 'challenge' || behaviour === 'challengeThenDecline') {
      if (reference.status === 'FAILED') throw new ApiError(400, 'INVALID_TRANSACTION', MESSAGES.finished);
      if (reference.status === 'PENDING') return c.json(chargeJson('STEP_UP_REQUIRED_3DS', stepUpParams(originOf(c), reference)));
      // Authenticated: the bank decides now.
      if (behaviour === 'challengeThenDecline') throw new AlternateChargeFailure('3DS_DECLINED', MESSAGES.threeDsDeclined);
    }
    if (behaviour === 'slow') await sleep(SLOW_BANK_MS);
    return c.json(payOnce(deps, order, reference.reference, card));
  });

  app.get('/alternate_card_auth/:ref/3ds_wait_for_result', auth, (c) => {
    const session = c.get('session');
    return c.json(resultJson(requireOwnAlternate(deps, session, signedInUser(session), c.req.param('ref')).three));
  });

  app.post('/alternate_card_auth/:ref/verify', auth, async (c) => {
    const session = c.get('session');
    const { alt } = requireOwnAlternate(deps, session, signedInUser(session), c.req.param('ref'));
    const { amount } = await readCheckedJson(c, VerifyBodySchema);
    if (!Number.isFinite(amount) || amount < 0 || amount > 10_000_000) throw badRequest('el campo "amount" debe ser un monto de 0 a 10000000.');
    const stamp = deps.now().toISOString();
    const verified = deps.db
      .transaction(() => {
        if (alternateRow(deps, alt.reference)!.verified_at !== null) return true;
        if (!countVerifyAttempt(deps.db, alt.reference, VERIFICATION_ATTEMPTS)) throw new ApiError(400, 'NOT_ALLOWED', MESSAGES.attempts);
        const right = toCents(amount) === VERIFICATION_AMOUNT_CENTS;
        if (right) markAlternateAuthVerified(deps.db, alt.reference, stamp);
        return right;
      })
      .immediate();
    return c.json({ verified });
  });

  return app;
}

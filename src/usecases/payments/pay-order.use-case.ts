import { UseCaseError } from '../../domain';
import type { AlternateChargeAnswer } from '../../domain/payments/alternate-auth';
import { checkNewCard, type NewCardInput } from '../../domain/payments/card';
import type { Order } from '../../domain/orders/order';
import { CARD_PAYMENT_BLOCKED_MESSAGE, isCardPaymentBlocked, paymentOutcome, type PaymentResult } from '../../domain/payments/payment';
import { requireUser } from '../account/require-user';
import { isSessionRejected, runChallenge, stepUpPortOf, type ChallengeClock, type StepUpInput } from '../checkout/three-ds-challenge';
import { storeOrder } from '../orders/store-order';
import type { OrdersRepository } from '../orders/orders.repository';
import type { OrdersStore } from '../orders/orders.store';
import type { SessionStore } from '../session/session.store';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { UserStore } from '../user/user.store';
import type { AlternateCardBody, PaymentsRepository } from './payments.repository';

export interface PayOrderInput {
  /** The order to pay: one of the shopper's, pending payment. */
  orderNumber: string | number;
  /** A saved card by its instrument id, or a new card as the form holds it (checked first; in memory only). */
  card: { existing_card_id: string } | NewCardInput;
  /** The step-up port, or just its `show`, for a card that asks for 3-D Secure. */
  stepUp?: StepUpInput;
}

export type PayOrderResult =
  | {
      status: 'paid';
      orderNumber: string;
      /** SUCCESS, or NO_PAYMENT_NEEDED when the order was already paid (a second charge pays nothing). */
      paymentResult: PaymentResult;
      /** The order as GET /order/{n} answered it afterwards (null when that read failed: the payment stands). */
      order: Order | null;
    }
  | {
      status: 'pending';
      orderNumber: string;
      /** 3DS_DECLINED (the bank refused the challenge) or INVALID_TRANSACTION (it never finished, or the frame was closed). */
      cause: '3DS_DECLINED' | 'INVALID_TRANSACTION';
      message: string;
      order: Order | null;
    };

const CONTEXT = 'payOrder';
const MISSING_CARD = 'Elige una de tus tarjetas o agrega una nueva para pagar.';
const SIGN_IN_AGAIN = 'Tu sesión terminó. Ingresa de nuevo para pagar tu pedido: no se hizo ningún cargo.';
const LOST_ANSWER =
  'No pudimos confirmar el pago por un problema de conexión. Revisa tu pedido antes de intentarlo de nuevo: un pedido ya pagado no se cobra otra vez.';
const pendingMessage = (orderNumber: string, declined: boolean) =>
  declined
    ? `Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido ${orderNumber} sigue pendiente de pago: usa otra tarjeta u otro método de pago.`
    : `La verificación de seguridad de tu tarjeta no terminó. Tu pedido ${orderNumber} sigue pendiente de pago: vuelve a intentarlo o usa otra tarjeta.`;

/**
 * Pays an existing order that is pending payment with a saved or a new card
 * (the alternate card authorization of spec section 7).
 *
 * 1. A signed-in user (onlyAnonymousTokenFound) whose card payment is not
 *    blocked (`is_cc_payment_blocked`: NOT_ALLOWED), an order number
 *    (notFound) and a card that passes the domain's checks (Luhn, brand,
 *    expiry, CVV; MISSING_CARD without one), before any call.
 * 2. POST /alternate_card_auth/setup?orderNumber, then
 *    POST /alternate_card_auth/charge?orderNumber with the setup's reference.
 * 3. STEP_UP_REQUIRED_3DS: the step-up is shown through the StepUpPort, the
 *    result polled (GET /alternate_card_auth/{ref}/3ds_wait_for_result)
 *    within THREE_DS_WAIT, then the charge repeated with the transaction id.
 *    A challenge the bank refuses, never finished or closed leaves the order
 *    pending (3DS_DECLINED or INVALID_TRANSACTION), with a Spanish message.
 * 4. SUCCESS, NO_PAYMENT_NEEDED and ADVANCE_NEEDED are paid; ERROR,
 *    ERROR_ALLOW_NO3DS and UNKNOWN fail with PAYMENT_ERROR and the bank's
 *    message (a 402 keeps the server's cause and message).
 * 5. Paid or pending, the order is read again (GET /order/{n}) into the
 *    orders store.
 * A rejected session (401) is never replayed under an anonymous one: the
 * failure is UNAUTHORIZED. A second call for an order while one is under
 * way returns the same promise. The card number and CVV travel only in the
 * setup and charge bodies; they are never stored or logged.
 */
export class PayOrderUseCase {
  private readonly inFlight = new Map<string, Promise<PayOrderResult>>();
  private readonly reported = new WeakSet<UseCaseError>();

  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly repository: PaymentsRepository,
    private readonly orders: OrdersRepository,
    private readonly ordersStore: OrdersStore,
    private readonly clock: ChallengeClock,
    private readonly logger: Logger,
    private readonly errors: ErrorHandler,
  ) {}

  execute(input: PayOrderInput): Promise<PayOrderResult> {
    let orderNumber: string;
    let card: AlternateCardBody;
    try {
      requireUser(this.session, this.errors, CONTEXT);
      if (isCardPaymentBlocked(this.users.user))
        throw this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: CARD_PAYMENT_BLOCKED_MESSAGE, details: { field: 'card' } }), CONTEXT);
      orderNumber = String(input?.orderNumber ?? '').trim();
      if (!orderNumber) throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'No encontramos ese pedido.' }), CONTEXT);
      card = this.cardBody(input.card);
    } catch (error) {
      return Promise.reject(error);
    }
    const running = this.inFlight.get(orderNumber);
    if (running) return running;
    const paying = this.pay(orderNumber, card, input).finally(() => this.inFlight.delete(orderNumber));
    this.inFlight.set(orderNumber, paying);
    return paying;
  }

  /** The card as the calls take it, after the domain's checks (a refusal is reported and thrown, without a call). */
  private cardBody(card: PayOrderInput['card'] | undefined): AlternateCardBody {
    if (card && 'existing_card_id' in card) {
      const id = typeof card.existing_card_id === 'string' ? card.existing_card_id.trim() : '';
      if (!id) throw this.errors.handle(new UseCaseError('MISSING_CARD', { apiMessage: MISSING_CARD }), CONTEXT);
      return { existing_card_id: id };
    }
    if (!card) throw this.errors.handle(new UseCaseError('MISSING_CARD', { apiMessage: MISSING_CARD }), CONTEXT);
    const check = checkNewCard(card, this.clock.now());
    if (!check.ok) throw this.errors.handle(new UseCaseError(check.cause, { apiMessage: check.message }), CONTEXT);
    const { number, expiration_month, expiration_year, cvv } = check.card;
    return { card: { number, expiration_month, expiration_year, cvv } };
  }

  private async pay(orderNumber: string, card: AlternateCardBody, input: PayOrderInput): Promise<PayOrderResult> {
    try {
      const setup = await this.call(() => this.repository.alternateSetup(orderNumber, card));
      const referenceId = setup.reference_id;
      // skip_step_up or not, the charge comes next: it answers STEP_UP_REQUIRED_3DS when the bank wants the challenge.
      const first = await this.charge(orderNumber, card, referenceId, null);
      const outcome = paymentOutcome(first.paymentResultType);
      if (outcome === 'success') return await this.paid(orderNumber, first.paymentResultType);
      if (outcome === 'failure') throw this.refused(orderNumber, first);
      if (!first.stepUpParams) return await this.pending(orderNumber, 'INVALID_TRANSACTION');

      const challenge = await runChallenge(first.stepUpParams, stepUpPortOf(input.stepUp), () => this.repository.alternateWaitForResult(referenceId), {
        clock: this.clock,
        logger: this.logger,
        context: CONTEXT,
        sessionRejected: (error) => this.fail(this.signInAgain(error)),
      });
      if (challenge === 'declined') return await this.pending(orderNumber, '3DS_DECLINED');
      if (challenge === 'unfinished') return await this.pending(orderNumber, 'INVALID_TRANSACTION');

      let second: AlternateChargeAnswer;
      try {
        second = await this.charge(orderNumber, card, referenceId, challenge.transactionId);
      } catch (error) {
        // The bank refused the authenticated charge: the order is still there, unpaid.
        if (error instanceof UseCaseError && (error.cause === '3DS_DECLINED' || error.cause === 'INVALID_TRANSACTION'))
          return await this.pending(orderNumber, error.cause);
        throw error;
      }
      const again = paymentOutcome(second.paymentResultType);
      if (again === 'success') return await this.paid(orderNumber, second.paymentResultType);
      if (again === 'failure') throw this.refused(orderNumber, second);
      // A second challenge after the first was passed: the order waits for payment.
      return await this.pending(orderNumber, 'INVALID_TRANSACTION');
    } catch (error) {
      throw error instanceof UseCaseError && this.reported.has(error) ? error : this.fail(error);
    }
  }

  private async charge(orderNumber: string, card: AlternateCardBody, referenceId: string, transactionId: string | null): Promise<AlternateChargeAnswer> {
    try {
      return await this.call(() => this.repository.alternateCharge(orderNumber, card, { referenceId, transactionId }));
    } catch (error) {
      if (error instanceof UseCaseError && error.cause === 'networkConnection' && !this.reported.has(error))
        throw this.fail(new UseCaseError('networkConnection', { apiMessage: LOST_ANSWER }));
      throw error;
    }
  }

  /** A call whose rejected session becomes UNAUTHORIZED (reported once). */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (isSessionRejected(error)) throw this.fail(this.signInAgain(error));
      throw error;
    }
  }

  private refused(orderNumber: string, answer: AlternateChargeAnswer): UseCaseError {
    return this.fail(
      new UseCaseError('PAYMENT_ERROR', { apiMessage: answer.message, details: { orderNumber, paymentResult: answer.paymentResultType } }),
    );
  }

  private async paid(orderNumber: string, paymentResult: PaymentResult): Promise<PayOrderResult> {
    return { status: 'paid', orderNumber, paymentResult, order: await this.refresh(orderNumber) };
  }

  private async pending(orderNumber: string, cause: '3DS_DECLINED' | 'INVALID_TRANSACTION'): Promise<PayOrderResult> {
    return { status: 'pending', orderNumber, cause, message: pendingMessage(orderNumber, cause === '3DS_DECLINED'), order: await this.refresh(orderNumber) };
  }

  /** The order read again into the orders store; a failed read is reported, and the payment's outcome stands. */
  private async refresh(orderNumber: string): Promise<Order | null> {
    try {
      const order = await this.orders.get(orderNumber, { sessionRecovery: false });
      storeOrder(this.ordersStore, order, this.logger);
      return order;
    } catch (error) {
      this.errors.handle(error, CONTEXT);
      return null;
    }
  }

  /** Reports a failure once and marks it. */
  private fail(error: unknown): UseCaseError {
    const handled = this.errors.handle(error, CONTEXT);
    this.reported.add(handled);
    return handled;
  }

  private signInAgain(rejected: UseCaseError): UseCaseError {
    return new UseCaseError('UNAUTHORIZED', { apiMessage: SIGN_IN_AGAIN, status: rejected.status, details: { serverCause: rejected.cause } });
  }
}

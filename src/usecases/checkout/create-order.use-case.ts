import { UseCaseError } from '../../domain';
import type { ExistingCard } from '../../domain/checkout/checkout';
import type { CheckoutState } from '../../domain/checkout/checkout-state';
import { orderCreationProblem, payableCheckout } from '../../domain/checkout/order-rules';
import type { Order } from '../../domain/orders/order';
import { paymentOutcome } from '../../domain/payments/payment';
import type { CartService } from '../cart/cart.service';
import { storeOrder } from '../orders/store-order';
import type { OrdersRepository } from '../orders/orders.repository';
import type { OrdersStore } from '../orders/orders.store';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { CheckoutClock, CheckoutRepository, OrderAnswer } from './checkout.repository';
import type { CheckoutStore, CreateOrderResult } from './checkout.store';
import { checkoutRequestOf, newCardBody } from './checkout-request';
import { isSessionRejected, runChallenge, stepUpPortOf, type StepUpInput } from './three-ds-challenge';

export type { StepUpPort } from './three-ds-challenge';

export interface CreateOrderInput {
  /** The step-up port, or just its `show`. Without one, the store's `stepUp` is the only way the challenge is shown. */
  stepUp?: StepUpInput;
}

/** What the saved cards store must offer order creation. */
export interface SavedCardsStore {
  setCards(cards: readonly ExistingCard[]): void;
  clearTemporaryCard(): void;
}

const SIGN_IN_AGAIN = 'Tu sesión terminó. Ingresa de nuevo para terminar tu compra: tu carrito y lo que elegiste siguen aquí.';
const LOST_ANSWER =
  'No pudimos confirmar tu pedido por un problema de conexión. No se hizo ningún cargo doble: revisa tu conexión e inténtalo de nuevo; tu carrito sigue aquí.';
const pendingMessage = (orderNumber: string, declined: boolean) =>
  declined
    ? `Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido ${orderNumber} quedó pendiente de pago: puedes pagarlo con otra tarjeta.`
    : `La verificación de seguridad de tu tarjeta no terminó. Tu pedido ${orderNumber} quedó pendiente de pago: puedes pagarlo de nuevo con esta u otra tarjeta.`;

type CallOutcome = { answer: OrderAnswer } | { found: Order };

const isCardPayment = (state: CheckoutState) => state.paymentMethod === 'CARD' || state.paymentMethod === 'CARD_INSTALLMENTS';

/**
 * Places the order of the started checkout.
 *
 * 1. Every rule of spec section 5 first (orderCreationProblem), each with its
 *    own cause, before any call.
 * 2. A card payment calls POST /checkout/3ds_setup/ first.
 * 3. PUT /checkout/{cartId}/order with an Idempotency-Key: one UUID per body
 *    (the same body keeps its key until it gets a definitive answer; another
 *    body gets a new one). A second call while one is under way returns the
 *    same promise: a double click sends one request.
 * 4. SUCCESS, NO_PAYMENT_NEEDED and ADVANCE_NEEDED run the success sequence of
 *    spec section 4, in this order: reload the saved cards if the card was
 *    tokenized; delete the temporary card; fetch and store the order
 *    (GET /order/{n}); reset the cart and create a new one. The checkout ends.
 * 5. STEP_UP_REQUIRED_3DS: the step-up is shown (the store's `stepUp` and the
 *    caller's port), GET /checkout/{ref}/3ds_wait_for_result/ is polled within
 *    THREE_DS_WAIT, then the order call is repeated with the transaction id.
 *    A challenge that fails or never finishes leaves the order pending: the
 *    frame is dismissed and the result says so (3DS_DECLINED or
 *    INVALID_TRANSACTION).
 * 6. ERROR, ERROR_ALLOW_NO3DS and UNKNOWN fail with PAYMENT_ERROR and the
 *    server's message; the checkout and the cart are kept.
 * 7. After a network error or timeout on the order call, nothing is resent
 *    blindly: GET /order (the first page) is read for an order of this cart;
 *    found, it is the order (success); not found, the call is repeated once
 *    with the same key (the server replays), else networkConnection, with
 *    everything kept.
 * 8. A rejected session (401) is not replaced by an anonymous one: the
 *    failure is UNAUTHORIZED, asking the shopper to sign in again, with the
 *    checkout kept.
 * The card number and CVV travel only in the 3-D Secure setup and order calls.
 */
export class CreateOrderUseCase {
  private inFlight: Promise<CreateOrderResult> | null = null;
  private key: { body: string; key: string } | null = null;
  /** Failures already reported, so the outer catch does not report them twice. */
  private readonly reported = new WeakSet<UseCaseError>();

  constructor(
    private readonly store: CheckoutStore,
    private readonly repository: CheckoutRepository,
    private readonly orders: OrdersRepository,
    private readonly ordersStore: OrdersStore,
    private readonly cards: SavedCardsStore,
    private readonly cart: CartService,
    private readonly clock: CheckoutClock,
    private readonly logger: Logger,
    private readonly errors: ErrorHandler,
  ) {}

  execute(input: CreateOrderInput = {}): Promise<CreateOrderResult> {
    if (this.inFlight) return this.inFlight;
    const placing = this.place(input).finally(() => {
      this.inFlight = null;
      this.store.setPlacing(false);
    });
    this.inFlight = placing;
    return placing;
  }

  private async place(input: CreateOrderInput): Promise<CreateOrderResult> {
    const current = this.store.checkout;
    const problem = orderCreationProblem(current);
    // Nothing to pay (a gift card covers it all): the order carries no card and the one method of payableCheckout.
    const state = current ? payableCheckout(current) : null;
    if (problem || !state) {
      const cause = problem?.cause ?? 'checkoutIsNotStarted';
      throw this.errors.handle(new UseCaseError(cause, { apiMessage: problem?.message ?? null }), 'createOrder');
    }
    this.store.setPlacing(true);
    try {
      const referenceId = isCardPayment(state) ? await this.setupThreeDs(state) : null;
      const ready = referenceId ? this.store.edit((current) => ({ ...current, threeDSReferenceId: referenceId, transactionId: null })) : state;
      const first = await this.orderCall(ready, { referenceId });
      if ('found' in first) return await this.fromFound(ready, first.found);
      return await this.afterAnswer(ready, first.answer, input, true);
    } catch (error) {
      const failure = error instanceof UseCaseError && this.reported.has(error) ? error : this.errors.handle(error, 'createOrder');
      this.store.setError(failure);
      throw failure;
    }
  }

  /** Reports a failure once and marks it, so the outer catch does not report it again. */
  private fail(error: unknown): UseCaseError {
    const handled = this.errors.handle(error, 'createOrder');
    this.reported.add(handled);
    return handled;
  }

  private async afterAnswer(state: CheckoutState, answer: OrderAnswer, input: CreateOrderInput, mayStepUp: boolean): Promise<CreateOrderResult> {
    const outcome = paymentOutcome(answer.payment_result_type);
    if (outcome === 'success') return this.conclude(state, answer, null, null);
    if (outcome === 'stepUp') {
      if (mayStepUp && answer.step_up_params && state.threeDSReferenceId) return this.stepUp(state, answer, input);
      // A second challenge after the first was passed, or one without its parameters: the order waits for payment.
      return this.conclude(state, answer, null, 'INVALID_TRANSACTION');
    }
    // A definitive refusal: a new attempt is another request, with a new key.
    this.key = null;
    throw this.fail(
      new UseCaseError('PAYMENT_ERROR', {
        apiMessage: answer.message,
        details: { orderNumber: answer.order_number, paymentResult: answer.payment_result_type },
      }),
    );
  }

  private async setupThreeDs(state: CheckoutState): Promise<string> {
    const request =
      state.paymentCard !== null
        ? { cartId: state.cartId, card: newCardBody(state.paymentCard) }
        : { cartId: state.cartId, existing_card_id: state.cardId ?? '' };
    try {
      return (await this.repository.setupThreeDs(request)).reference_id;
    } catch (error) {
      throw this.fail(isSessionRejected(error) ? this.signInAgain(error) : error);
    }
  }

  /** The order call, with the body's key; after a lost answer, reconciliation first, then one replay with the same key. */
  private async orderCall(state: CheckoutState, payment: { referenceId: string | null; transactionId?: string | null }): Promise<CallOutcome> {
    const body = checkoutRequestOf(state, payment);
    const fingerprint = JSON.stringify(body);
    if (this.key?.body !== fingerprint) this.key = { body: fingerprint, key: this.clock.newKey() };
    const key = this.key.key;
    try {
      return { answer: await this.repository.placeOrder(state.cartId, body, key) };
    } catch (error) {
      if (isSessionRejected(error)) throw this.fail(this.signInAgain(error));
      if (error instanceof UseCaseError && error.cause === 'NOT_ALLOWED') {
        // Refused because this cart may already be an order (another tab placed it): that order is the outcome.
        const placed = await this.findOrderOf(state.cartId);
        if (placed) return { found: placed };
      }
      if (!(error instanceof UseCaseError) || error.cause !== 'networkConnection') {
        this.key = null;
        throw this.fail(error);
      }
      // Not reported: reconciliation may still find the order.
      this.logger.log('warn', 'createOrder: the order answer was lost; looking for the order of this cart');
    }
    const found = await this.findOrderOf(state.cartId);
    if (found) return { found };
    try {
      return { answer: await this.repository.placeOrder(state.cartId, body, key) };
    } catch (error) {
      if (isSessionRejected(error)) throw this.fail(this.signInAgain(error));
      if (error instanceof UseCaseError && error.cause === 'networkConnection')
        throw this.fail(new UseCaseError('networkConnection', { apiMessage: LOST_ANSWER }));
      this.key = null;
      throw this.fail(error);
    }
  }

  /** The order of this cart among the newest, or null (also when they cannot be read: the replay with the same key is safe). */
  private async findOrderOf(cartId: string): Promise<Order | null> {
    try {
      const recent = await this.orders.list(1, 20, { sessionRecovery: false });
      return recent.find((order) => order.cart_id === cartId) ?? null;
    } catch (error) {
      this.logger.log('warn', `createOrder: the orders could not be read (${error instanceof UseCaseError ? error.cause : 'UNKNOWN'})`);
      return null;
    }
  }

  private async stepUp(state: CheckoutState, answer: OrderAnswer, input: CreateOrderInput): Promise<CreateOrderResult> {
    const referenceId = state.threeDSReferenceId!;
    const challenge = await runChallenge(answer.step_up_params!, stepUpPortOf(input.stepUp), () => this.repository.waitForThreeDs(referenceId), {
      clock: this.clock,
      logger: this.logger,
      context: 'createOrder',
      sessionRejected: (error) => this.fail(this.signInAgain(error)),
      visible: (params) => this.store.showStepUp(params),
    });
    if (challenge === 'declined') return this.conclude(state, answer, null, '3DS_DECLINED');
    if (challenge === 'unfinished') return this.conclude(state, answer, null, 'INVALID_TRANSACTION');
    const authenticated = this.store.edit((current) => ({ ...current, transactionId: challenge.transactionId }));
    const second = await this.orderCall(authenticated, { referenceId, transactionId: challenge.transactionId });
    if ('found' in second) return this.fromFound(authenticated, second.found);
    return this.afterAnswer(authenticated, second.answer, input, false);
  }

  /**
   * An order found by reconciliation (its answer was lost, or another tab placed it): placed, or,
   * when it still waits for its card to pass 3-D Secure, pending (the challenge is not shown again:
   * the order is paid with `tienda.payments.payOrder`).
   */
  private fromFound(state: CheckoutState, found: Order): Promise<CreateOrderResult> {
    const awaitingCard = found.step === 'AwaitingCustomerInput' && (found.payment_method === 'CARD' || found.payment_method === 'CARD_INSTALLMENTS');
    return this.conclude(state, null, found, awaitingCard ? 'INVALID_TRANSACTION' : null);
  }

  /**
   * Spec section 4's success sequence, in its order; the order is placed whatever a later step meets.
   * A pending order (`unpaid`: its 3-D Secure was refused or never finished) ends the checkout the
   * same way, without the saved cards (its card was not charged): the order exists and its cart is closed.
   */
  private async conclude(
    state: CheckoutState,
    answer: OrderAnswer | null,
    found: Order | null,
    unpaid: '3DS_DECLINED' | 'INVALID_TRANSACTION' | null,
  ): Promise<CreateOrderResult> {
    const orderNumber = found?.order_number ?? answer!.order_number;
    // 1. The saved cards, when the new card was to be kept.
    if (!unpaid && state.paymentCard?.tokenize) {
      try {
        this.cards.setCards(await this.repository.savedCards());
      } catch (error) {
        this.errors.handle(error, 'createOrder');
      }
    }
    // 2. The temporary card leaves memory.
    this.cards.clearTemporaryCard();
    this.store.dropTemporaryCard();
    // 3. The order, fetched and stored.
    let order = found;
    try {
      order ??= await this.orders.get(orderNumber, { sessionRecovery: false });
      storeOrder(this.ordersStore, order, this.logger);
    } catch (error) {
      this.errors.handle(error, 'createOrder');
    }
    // 4. A new cart.
    try {
      await this.cart.reset();
      await this.cart.refresh();
    } catch (error) {
      this.errors.handle(error, 'createOrder');
    }
    this.key = null;
    const result: CreateOrderResult = unpaid
      ? { status: 'pending', orderNumber, cause: unpaid, message: pendingMessage(orderNumber, unpaid === '3DS_DECLINED'), result: answer, order }
      : { status: 'placed', orderNumber, result: answer, order };
    this.store.finish(result);
    return result;
  }

  private signInAgain(error: unknown): UseCaseError {
    const rejected = error as UseCaseError;
    return new UseCaseError('UNAUTHORIZED', { apiMessage: SIGN_IN_AGAIN, status: rejected.status, details: { serverCause: rejected.cause } });
  }
}

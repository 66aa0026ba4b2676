import type { UseCaseError } from '../../domain';
import type { CheckoutState, TemporaryCard } from '../../domain/checkout/checkout-state';
import type { CheckoutPreview, DeliveryOption, Installment, OrderResult, PickupOption, StepUpParams } from '../../domain/checkout/checkout';
import type { Order } from '../../domain/orders/order';
import type { PaymentMethod } from '../../domain/payments/payment';
import { Store, type StoreStatus } from '../shared/store';
import type { PaymentOption } from './checkout.repository';

/** How a placed order ended: paid (or needing no payment now), or left pending by an unfinished 3-D Secure challenge. */
export type CreateOrderResult =
  | {
      status: 'placed';
      orderNumber: string;
      /** The order call's answer: advance instructions (markdown items), documents required…; null when the order was found by reconciliation. */
      result: OrderResult | null;
      /** The order as GET /order/{n} answered it (null when that read failed: the order stands). */
      order: Order | null;
    }
  | {
      /**
       * The order exists but is not paid: the bank refused the 3-D Secure challenge, or it never
       * finished. The checkout ends as for a placed order (the server closed the cart; a new one is
       * made); the order is paid with another card through `tienda.payments.payOrder`.
       */
      status: 'pending';
      orderNumber: string;
      /** 3DS_DECLINED (the bank refused the challenge) or INVALID_TRANSACTION (it never finished in time). */
      cause: '3DS_DECLINED' | 'INVALID_TRANSACTION';
      message: string;
      /** The order call's answer; null when the order was found by reconciliation. */
      result: OrderResult | null;
      /** The order as GET /order/{n} answered it (null when that read failed). */
      order: Order | null;
    };

export interface CheckoutStoreState {
  status: StoreStatus;
  /** The local checkout state (spec section 3); null until StartCheckoutUseCase, and again after an order is placed. */
  checkout: CheckoutState | null;
  /** The last checkout preview the server answered. */
  preview: CheckoutPreview | null;
  /** True while a preview call is under way. */
  previewing: boolean;
  deliveryOptions: readonly DeliveryOption[];
  pickupOptions: readonly PickupOption[];
  /** The methods to offer: the server's, without UNKNOWN, and without card methods for a user whose card payment is blocked. */
  paymentMethods: readonly PaymentMethod[];
  paymentOptions: readonly PaymentOption[];
  installmentOptions: readonly Installment[];
  /** True while an order is being placed. */
  placing: boolean;
  /** The 3-D Secure step-up to show (an iframe of step_up_url, or its HTML sandboxed); null when there is none or it was dismissed. */
  stepUp: StepUpParams | null;
  /** The last order creation's outcome. */
  result: CreateOrderResult | null;
  error: UseCaseError | null;
}

/** The state before a checkout starts (also what the library reads before this store's code has loaded). */
export const INITIAL: CheckoutStoreState = {
  status: 'idle',
  checkout: null,
  preview: null,
  previewing: false,
  deliveryOptions: [],
  pickupOptions: [],
  paymentMethods: [],
  paymentOptions: [],
  installmentOptions: [],
  placing: false,
  stepUp: null,
  result: null,
  error: null,
};

/**
 * The checkout under way. Held in memory only: a new card's number and CVV
 * sit in `checkout.paymentCard` until the order is placed, and are never
 * stored or logged. A failure keeps every edit, so nothing typed is lost.
 */
export class CheckoutStore extends Store<CheckoutStoreState> {
  private previewSequence = 0;

  constructor() {
    super(INITIAL);
  }

  get checkout(): CheckoutState | null {
    return this.getSnapshot().checkout;
  }

  /** A fresh checkout (StartCheckoutUseCase). */
  start(checkout: CheckoutState): void {
    this.previewSequence++;
    this.setState({ ...INITIAL, status: 'loading', checkout });
  }

  /** Applies an edit to the local state at once (before the server is asked). */
  edit(change: (checkout: CheckoutState) => CheckoutState): CheckoutState {
    const current = this.checkout;
    if (!current) throw new Error('checkout not started');
    const next = change(current);
    this.setState({ checkout: next, error: null });
    return next;
  }

  /** Marks a preview call as sent; its answer is applied only if no later one was sent meanwhile. */
  beginPreview(): number {
    this.setState({ previewing: true });
    return ++this.previewSequence;
  }

  /** The server's preview replaces the amounts, the step and whether an option is required; every local choice stays. */
  applyPreview(sequence: number, preview: CheckoutPreview): boolean {
    const checkout = this.checkout;
    if (sequence !== this.previewSequence || !checkout) return false;
    const totals = preview.totals;
    this.setState({
      status: 'ready',
      previewing: false,
      preview,
      error: null,
      checkout: {
        ...checkout,
        amounts: {
          subTotal: totals.amount_sub_total,
          shipping: totals.amount_shipping,
          surcharge: totals.amount_surcharge,
          giftWrap: totals.amount_gift_wrap,
          couponDiscount: totals.discount_coupons,
          giftCardDiscount: totals.discount_gift_card,
          total: totals.amount_total,
        },
        step: preview.step,
        isShippingOrPickupRequired: preview.is_shipping_or_pickup_required,
      },
    });
    return true;
  }

  /** A failed preview: the edit stays, the error shows. */
  previewFailed(sequence: number, error: UseCaseError): void {
    if (sequence !== this.previewSequence) return;
    this.setState({ status: 'ready', previewing: false, error });
  }

  setOptions(
    patch: Partial<Pick<CheckoutStoreState, 'deliveryOptions' | 'pickupOptions' | 'paymentMethods' | 'paymentOptions' | 'installmentOptions'>>,
  ): void {
    this.setState(patch);
  }

  setError(error: UseCaseError | null): void {
    this.setState({ error });
  }

  setPlacing(placing: boolean): void {
    this.setState({ placing, ...(placing ? { error: null } : {}) });
  }

  showStepUp(stepUp: StepUpParams | null): void {
    this.setState({ stepUp });
  }

  /** The new card is gone (after the order, or when the shopper became anonymous): the number and CVV leave memory. */
  dropTemporaryCard(): void {
    const checkout = this.checkout;
    if (checkout?.paymentCard) this.setState({ checkout: { ...checkout, paymentCard: null } });
  }

  /** The order is placed: the checkout ends, its outcome stays. */
  finish(result: CreateOrderResult): void {
    this.previewSequence++;
    this.setState({ ...INITIAL, status: 'ready', result });
  }

  setResult(result: CreateOrderResult): void {
    this.setState({ result });
  }

  /** Forgets the checkout (a new session). */
  clear(): void {
    this.previewSequence++;
    this.setState(INITIAL);
  }

  /** The temporary card, for the payment calls only. */
  get temporaryCard(): TemporaryCard | null {
    return this.checkout?.paymentCard ?? null;
  }
}

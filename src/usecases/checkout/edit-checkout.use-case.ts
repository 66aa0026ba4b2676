import { UseCaseError } from '../../domain';
import { checkTaxId } from '../../domain/addresses/tax-id';
import type { CheckoutPreview } from '../../domain/checkout/checkout';
import type { CheckoutEventSeat, CheckoutState, TemporaryCard } from '../../domain/checkout/checkout-state';
import { ORDER_CREATION_MESSAGES } from '../../domain/checkout/order-rules';
import { pickupCashRefusal } from '../../domain/checkout/pickup-cash';
import { checkNewCard, type NewCardInput } from '../../domain/payments/card';
import {
  CARD_PAYMENT_BLOCKED_MESSAGE,
  DELIVERY_TIME_RANGES,
  isCardPaymentBlocked,
  isCardPaymentMethod,
  PAYMENT_METHODS,
  type DeliveryTimeRange,
  type PaymentMethod,
} from '../../domain/payments/payment';
import type { ErrorHandler } from '../shared/error-handler';
import type { UserStore } from '../user/user.store';
import type { CheckoutClock, CheckoutRepository } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';
import { requireCheckout, sendPreview } from './checkout-request';

/** A new card as the payment form holds it (number and CVV stay in memory only). */
export interface NewCardEdit extends NewCardInput {
  /** Save the card for later purchases. */
  tokenize?: boolean;
  /** The card holder's billing address. */
  address?: Partial<TemporaryCard['address']>;
}

/** One change to the checkout (spec section 4, "Checkout behaviour"). */
export type CheckoutEdit =
  /** Home delivery by this option; clears the pickup option. */
  | { kind: 'deliveryOption'; id: string | number }
  /** Pickup at this option; clears the delivery option. */
  | { kind: 'pickupOption'; id: string | number }
  | { kind: 'shippingAddress'; id: string | number }
  | { kind: 'paymentMethod'; method: PaymentMethod }
  /** A saved card (its instrument id); clears the new card. Refused for installments, which take a new card only (checkoutMissingInstallmentPaymentCard). */
  | { kind: 'savedCard'; cardId: string }
  /** A new card, checked first (Luhn, brand, expiry, CVV); clears the saved card. */
  | { kind: 'newCard'; card: NewCardEdit }
  /** Forgets the chosen card, saved or new (the shopper is typing another one): the number and CVV leave memory. */
  | { kind: 'clearCard' }
  /** An installment plan from `loadInstallmentOptions`. */
  | { kind: 'installment'; bin: string | null; bank_code: string | null; installments: number }
  /** An invoice with a NIT (or CF), the default; or none. */
  | { kind: 'invoice'; type: 'TAX_ID'; data: { tax_id: string; name?: string | null; address?: string | null; id?: string | number | null } }
  | { kind: 'invoice'; type: 'NO_TAX_ID' }
  | { kind: 'pickupContact'; name: string | null; phone: string | null }
  | { kind: 'customerNote'; note: string | null }
  | { kind: 'deliveryTimeRange'; range: DeliveryTimeRange }
  | { kind: 'disableEarlyShipping'; disabled: boolean }
  /** The chosen seats of an event-seat checkout: the line's quantity becomes their count. */
  | { kind: 'eventSeats'; seatIds: readonly (string | number)[]; itemId?: string };

const NOTE_MAX = 500;
const NAME_MAX = 80;
const PHONE_MAX = 30;

const blankToNull = (text: string | null | undefined) => {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Applies one edit to the started checkout, then sends it to the server
 * (PUT /checkout/{cartId}/preview), whose answer replaces the amounts and
 * the step. Before any edit the checkout must be started
 * (checkoutIsNotStarted, without a call). Input that breaks a rule (a card
 * failing its checks, a NIT with a wrong digit, an over-long note) changes
 * nothing and sends nothing. A failed preview keeps the edit: nothing the
 * shopper typed is lost; the error is in the store and rethrown. A user
 * whose card payment is blocked (`is_cc_payment_blocked`) cannot choose a
 * card method, a saved or a new card: NOT_ALLOWED, without a call.
 */
export class EditCheckoutUseCase {
  constructor(
    private readonly store: CheckoutStore,
    private readonly repository: CheckoutRepository,
    private readonly clock: CheckoutClock,
    private readonly users: UserStore,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(edit: CheckoutEdit): Promise<CheckoutPreview> {
    const current = requireCheckout(this.store, this.errors, 'editCheckout');
    const change = this.changeFor(edit, current);
    this.store.edit(change);
    return sendPreview(this.store, this.repository, this.errors, 'editCheckout');
  }

  /** The state change of an edit, after its checks (a refusal is reported and thrown). */
  private changeFor(edit: CheckoutEdit, current: CheckoutState): (state: CheckoutState) => CheckoutState {
    switch (edit.kind) {
      case 'deliveryOption':
        return (state) => ({ ...state, deliveryOption: { id: edit.id }, pickupOption: null });
      case 'pickupOption': {
        // Cash chosen before a point that takes none: the method goes, so the shopper chooses again on Pago.
        const noCash = pickupCashRefusal({ id: edit.id }, this.store.getSnapshot().pickupOptions) !== null;
        return (state) => ({
          ...state,
          pickupOption: { id: edit.id },
          deliveryOption: null,
          paymentMethod: noCash && state.paymentMethod === 'COD' ? null : state.paymentMethod,
        });
      }
      case 'shippingAddress':
        return (state) => ({ ...state, shippingAddress: { id: edit.id } });
      case 'paymentMethod': {
        if (!(PAYMENT_METHODS as readonly string[]).includes(edit.method) || edit.method === 'UNKNOWN') throw this.refuse('checkoutMissingPaymentMethod');
        if (isCardPaymentMethod(edit.method)) this.requireCardAllowed();
        if (edit.method === 'COD') {
          const noCash = pickupCashRefusal(current.pickupOption, this.store.getSnapshot().pickupOptions);
          if (noCash) throw this.refuse('NOT_ALLOWED', noCash, { field: 'payment_method' });
        }
        // Installments are paid with a new card only (spec section 8, MISSING_NEW_CARD): a saved card chosen for a
        // single payment leaves the checkout, so the shopper is never left with a choice the order will refuse.
        if (edit.method === 'CARD_INSTALLMENTS') return (state) => ({ ...state, paymentMethod: edit.method, cardId: null });
        return (state) => ({ ...state, paymentMethod: edit.method });
      }
      case 'savedCard': {
        this.requireCardAllowed();
        if (current.paymentMethod === 'CARD_INSTALLMENTS') throw this.refuse('checkoutMissingInstallmentPaymentCard', ORDER_CREATION_MESSAGES.checkoutMissingInstallmentPaymentCard, { field: 'card' });
        const cardId = blankToNull(edit.cardId);
        if (!cardId) throw this.refuse('checkoutMissingPaymentCard');
        return (state) => ({ ...state, cardId, paymentCard: null });
      }
      case 'newCard': {
        this.requireCardAllowed();
        const paymentCard = this.checkedCard(edit.card);
        return (state) => ({ ...state, paymentCard, cardId: null });
      }
      case 'clearCard':
        return (state) => ({ ...state, cardId: null, paymentCard: null });
      case 'installment': {
        if (!Number.isInteger(edit.installments) || edit.installments < 1)
          throw this.refuse('apiCallFailed', 'Elige en cuántas cuotas quieres pagar.', { field: 'installments' });
        const installment = { bin: blankToNull(edit.bin), bank_code: blankToNull(edit.bank_code), installments: edit.installments };
        return (state) => ({ ...state, installment });
      }
      case 'invoice': {
        if (edit.type === 'NO_TAX_ID') return (state) => ({ ...state, invoiceType: 'NO_TAX_ID', invoiceData: null });
        const checked = checkTaxId({ tax_id: edit.data.tax_id, name: edit.data.name, address: edit.data.address });
        if (!checked.ok) throw this.refuse('apiCallFailed', checked.message, { field: checked.field });
        const invoiceData = { tax_id: checked.data.tax_id, name: checked.data.name, address: checked.data.address, id: edit.data.id ?? null };
        return (state) => ({ ...state, invoiceType: 'TAX_ID', invoiceData });
      }
      case 'pickupContact': {
        const name = blankToNull(edit.name);
        const phone = blankToNull(edit.phone);
        if (name && [...name].length > NAME_MAX) throw this.refuse('apiCallFailed', `El nombre admite como máximo ${NAME_MAX} caracteres.`, { field: 'name' });
        if (phone && (phone.length > PHONE_MAX || !/^\+?[0-9 ()-]+$/.test(phone)))
          throw this.refuse('apiCallFailed', 'Escribe un teléfono con solo números.', { field: 'phone' });
        return (state) => ({ ...state, pickupContact: name || phone ? { name, phone } : null });
      }
      case 'customerNote': {
        const note = blankToNull(edit.note);
        if (note && [...note].length > NOTE_MAX) throw this.refuse('apiCallFailed', `La nota admite como máximo ${NOTE_MAX} caracteres.`, { field: 'customer_note' });
        return (state) => ({ ...state, customerNote: note });
      }
      case 'deliveryTimeRange': {
        if (!(DELIVERY_TIME_RANGES as readonly string[]).includes(edit.range))
          throw this.refuse('apiCallFailed', 'Elige un horario de entrega.', { field: 'delivery_time_range' });
        return (state) => ({ ...state, deliveryTimeRange: edit.range });
      }
      case 'disableEarlyShipping':
        return (state) => ({ ...state, disableEarlyShipping: edit.disabled === true });
      case 'eventSeats':
        return this.seatsChange(edit, current);
    }
  }

  private checkedCard(card: NewCardEdit): TemporaryCard {
    const check = checkNewCard(card, this.clock.now());
    // Only the fields at fault leave this method: never the number or the CVV.
    if (!check.ok) throw this.refuse(check.cause, check.message, { fields: Object.keys(check.problems) });
    const address = card.address ?? {};
    return {
      number: check.card.number,
      expiration_month: check.card.expiration_month,
      expiration_year: check.card.expiration_year,
      cvv: check.card.cvv,
      tokenize: card.tokenize === true,
      address: {
        first_name: address.first_name ?? '',
        last_name: address.last_name ?? '',
        phone: address.phone ?? '',
        street: address.street ?? '',
        city: address.city ?? '',
        state: address.state ?? '',
        country: address.country ?? '',
        postcode: address.postcode ?? '',
      },
    };
  }

  /** The seats chosen (as the preview lists them), and the event line's quantity set to their count. */
  private seatsChange(edit: Extract<CheckoutEdit, { kind: 'eventSeats' }>, current: CheckoutState): (state: CheckoutState) => CheckoutState {
    const ids = [...new Set(edit.seatIds.map(String))];
    const itemId = edit.itemId ?? (current.cartItems.length === 1 ? current.cartItems[0]!.item_id : null);
    if (!itemId || !current.cartItems.some((item) => item.item_id === itemId))
      throw this.refuse('EVENT_SEATS_ERROR', 'Elige la entrada a la que corresponden los asientos.', { field: 'itemId' });
    const offered = this.store.getSnapshot().preview?.event_seats ?? [];
    const seats: CheckoutEventSeat[] = ids.map((id) => {
      const seat = offered.find((option) => option.id === id);
      return seat ? { id: seat.id, row: seat.row, col: seat.col, status: seat.status } : { id, row: null, col: null, status: 'AVAILABLE' };
    });
    const taken = seats.find((seat) => seat.status === 'SOLD' || seat.status === 'RESERVED' || seat.status === 'KEEP_EMPTY');
    if (taken) throw this.refuse('EVENT_SEATS_ERROR', 'Uno de los asientos que elegiste ya no está disponible.', { seat: taken.id });
    return (state) => ({
      ...state,
      eventSeats: seats,
      cartItems: state.cartItems.map((item) => (item.item_id === itemId ? { ...item, quantity: seats.length } : item)),
    });
  }

  /** Refuses a card choice to a user whose card payment is blocked (spec section 6). */
  private requireCardAllowed(): void {
    if (isCardPaymentBlocked(this.users.user)) throw this.refuse('NOT_ALLOWED', CARD_PAYMENT_BLOCKED_MESSAGE, { field: 'payment_method' });
  }

  private refuse(cause: string, message?: string, details?: unknown): UseCaseError {
    return this.errors.handle(new UseCaseError(cause, { ...(message ? { apiMessage: message } : {}), details }), 'editCheckout');
  }
}

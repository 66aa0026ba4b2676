/*
 * What StartCheckout, the edits and CreateOrder share: the started checkout
 * (checkoutIsNotStarted otherwise), the body of PUT /checkout/{cartId}/preview
 * and /order built from the local state, and one preview round.
 */
import { UseCaseError } from '../../domain';
import type { CheckoutPreview } from '../../domain/checkout/checkout';
import type { CheckoutState, TemporaryCard } from '../../domain/checkout/checkout-state';
import type { CheckoutRequest, NewCardBody } from '../../domain/checkout/payment-flow';
import type { ErrorHandler } from '../shared/error-handler';
import type { CheckoutRepository } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';

/** The started checkout, or checkoutIsNotStarted ('First run StartCheckoutUseCase'), reported, without a call. */
export function requireCheckout(store: CheckoutStore, errors: ErrorHandler, context: string): CheckoutState {
  const checkout = store.checkout;
  if (!checkout) throw errors.handle(new UseCaseError('checkoutIsNotStarted'), context);
  return checkout;
}

/** The new card as the payment calls take it. */
export function newCardBody(card: TemporaryCard): NewCardBody {
  return {
    number: card.number,
    expiration_month: card.expiration_month,
    expiration_year: card.expiration_year,
    cvv: card.cvv,
    tokenize: card.tokenize,
    address: { ...card.address },
  };
}

const idOf = (chosen: { id: string | number } | null) => (chosen ? String(chosen.id) : null);

/**
 * The body of the preview and order calls. A new card travels only with the
 * order (`payment: true`): the preview never carries its number or CVV.
 */
export function checkoutRequestOf(
  state: CheckoutState,
  payment: { referenceId?: string | null; transactionId?: string | null } | false = false,
): CheckoutRequest {
  const card = state.paymentCard;
  const installment = state.installment;
  return {
    cart_id: state.cartId,
    items: state.cartItems.map((item) => ({ item_id: item.item_id, quantity: item.quantity })),
    event_seats: state.eventSeats.map((seat) => seat.id),
    coupons: state.coupons.map((coupon) => ({ code: coupon.code })),
    gift_cards: state.giftCards.map((giftCard) => ({ number: giftCard.number })),
    delivery_option_id: idOf(state.deliveryOption),
    shipping_address_id: idOf(state.shippingAddress),
    pickup_option_id: idOf(state.pickupOption),
    pickup_contact: state.pickupContact ? { name: state.pickupContact.name ?? '', phone: state.pickupContact.phone ?? '' } : null,
    customer_note: state.customerNote,
    invoice_type: state.invoiceType,
    invoice_data:
      state.invoiceType === 'TAX_ID' && state.invoiceData
        ? { tax_id: state.invoiceData.tax_id, name: state.invoiceData.name ?? '', address: state.invoiceData.address ?? '' }
        : null,
    payment_method: state.paymentMethod,
    existing_card_id: state.cardId,
    installment: installment
      ? { bin: installment.bin ?? card?.number.slice(0, 6) ?? '', bank_code: installment.bank_code ?? '', installments: installment.installments }
      : null,
    new_card: payment && card ? newCardBody(card) : null,
    reference_id: payment ? (payment.referenceId ?? null) : null,
    transaction_id: payment ? (payment.transactionId ?? null) : null,
    delivery_time_range: state.deliveryTimeRange,
    disable_early_shipping: state.disableEarlyShipping,
    step: state.step,
  };
}

/**
 * Sends the local state to PUT /checkout/{cartId}/preview; the answer
 * replaces the amounts and the step (unless a later edit's preview was sent
 * meanwhile). A failure keeps the local state, shows the error in the store,
 * and is reported and rethrown.
 */
export async function sendPreview(store: CheckoutStore, repository: CheckoutRepository, errors: ErrorHandler, context: string): Promise<CheckoutPreview> {
  const state = requireCheckout(store, errors, context);
  const sequence = store.beginPreview();
  try {
    const preview = await repository.preview(state.cartId, checkoutRequestOf(state));
    store.applyPreview(sequence, preview);
    return preview;
  } catch (error) {
    const failure = errors.handle(error, context);
    store.previewFailed(sequence, failure);
    throw failure;
  }
}

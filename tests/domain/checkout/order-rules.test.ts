import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../../src/domain/checkout/checkout-state';
import { emptyCheckoutState } from '../../../src/domain/checkout/checkout-state';
import { ORDER_CREATION_MESSAGES, orderCreationProblem } from '../../../src/domain/checkout/order-rules';
import { CHECKOUT_CAUSE_MESSAGES as SPANISH_CAUSE_MESSAGES } from '../../../src/domain/checkout/checkout-messages';
import { isSpanishProse } from '../../../src/domain/errors/error-catalogue';

/** A state every rule of spec section 5 accepts: delivery to an address, paid with a saved card. */
function complete(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    ...emptyCheckoutState('cart-1'),
    cartItems: [{ item_id: '7', quantity: 2 }],
    amounts: { subTotal: 698, shipping: 35, surcharge: 0, giftWrap: 0, couponDiscount: 0, giftCardDiscount: 0, total: 733 },
    isShippingOrPickupRequired: true,
    deliveryOption: { id: 'STANDARD' },
    shippingAddress: { id: 'addr-1' },
    paymentMethod: 'CARD',
    cardId: 'card-1',
    pickupContact: { name: 'Ana López', phone: '+50255551234' },
    ...overrides,
  };
}

const newCard = {
  number: '4111111111111111',
  expiration_month: 12,
  expiration_year: 2030,
  cvv: '123',
  tokenize: false,
  address: { first_name: 'Ana', last_name: 'López', phone: '+50255551234', street: '6a avenida 1-23', city: 'Guatemala', state: 'GU', country: 'GT', postcode: '01001' },
};

const causeOf = (state: CheckoutState | null) => orderCreationProblem(state)?.cause ?? null;

describe('orderCreationProblem (spec section 5, in order)', () => {
  it('accepts a complete state', () => {
    expect(orderCreationProblem(complete())).toBeNull();
  });

  it('accepts a complete pickup state paid cash on delivery, and one where no shipping is required', () => {
    expect(causeOf(complete({ deliveryOption: null, shippingAddress: null, pickupOption: { id: 'P1' }, paymentMethod: 'COD', cardId: null }))).toBeNull();
    expect(causeOf(complete({ isShippingOrPickupRequired: false, deliveryOption: null, pickupContact: null }))).toBeNull();
  });

  it('rejects an order before checkout started with checkoutIsNotStarted', () => {
    expect(orderCreationProblem(null)).toEqual({ cause: 'checkoutIsNotStarted', message: ORDER_CREATION_MESSAGES.checkoutIsNotStarted });
    expect(causeOf(undefined as never)).toBe('checkoutIsNotStarted');
  });

  it('rejects an order without cart items with cartIsEmpty', () => {
    expect(orderCreationProblem(complete({ cartItems: [] }))).toEqual({ cause: 'cartIsEmpty', message: 'Tu carrito está vacío.' });
  });

  // The client-side camelCase cause, beside the server's CART_AMOUNT_IS_TOO_LOW, as cartIsEmpty is beside CART_IS_EMPTY.
  it('rejects a negative total with cartAmountIsTooLow, and accepts a total of 0', () => {
    expect(causeOf(complete({ amounts: { ...complete().amounts, total: -0.01 } }))).toBe('cartAmountIsTooLow');
    expect(causeOf(complete({ amounts: { ...complete().amounts, total: 0 } }))).toBeNull();
    // Half a cent below zero is float noise of a zero total, not a negative one.
    expect(causeOf(complete({ amounts: { ...complete().amounts, total: -0.004 } }))).toBeNull();
  });

  it('rejects a missing delivery or pickup option, where one is required, with checkoutMissingDeliveryOption', () => {
    expect(causeOf(complete({ deliveryOption: null, pickupOption: null }))).toBe('checkoutMissingDeliveryOption');
  });

  it('rejects an order without a payment method with checkoutMissingPaymentMethod', () => {
    expect(causeOf(complete({ paymentMethod: null }))).toBe('checkoutMissingPaymentMethod');
    expect(causeOf(complete({ paymentMethod: 'UNKNOWN' }))).toBe('checkoutMissingPaymentMethod');
  });

  it('rejects a card payment without a card or card id with checkoutMissingPaymentCard', () => {
    expect(causeOf(complete({ paymentMethod: 'CARD', cardId: null, paymentCard: null }))).toBe('checkoutMissingPaymentCard');
    expect(causeOf(complete({ paymentMethod: 'CARD', cardId: '', paymentCard: null }))).toBe('checkoutMissingPaymentCard');
    expect(causeOf(complete({ paymentMethod: 'CARD', cardId: null, paymentCard: newCard }))).toBeNull();
  });

  it('rejects installments without a payment card with checkoutMissingInstallmentPaymentCard; a saved card id is not one', () => {
    expect(causeOf(complete({ paymentMethod: 'CARD_INSTALLMENTS', cardId: null, paymentCard: null }))).toBe('checkoutMissingInstallmentPaymentCard');
    expect(causeOf(complete({ paymentMethod: 'CARD_INSTALLMENTS', cardId: 'card-1', paymentCard: null }))).toBe('checkoutMissingInstallmentPaymentCard');
    expect(causeOf(complete({ paymentMethod: 'CARD_INSTALLMENTS', cardId: null, paymentCard: newCard }))).toBeNull();
  });

  // Spec section 5 word for word: "a pickup contact with non-empty phone when the delivery option is not null".
  it('rejects a delivery option without a pickup contact phone with checkoutMissingContactInfo', () => {
    expect(causeOf(complete({ pickupContact: null }))).toBe('checkoutMissingContactInfo');
    expect(causeOf(complete({ pickupContact: { name: 'Ana', phone: null } }))).toBe('checkoutMissingContactInfo');
    expect(causeOf(complete({ pickupContact: { name: 'Ana', phone: '   ' } }))).toBe('checkoutMissingContactInfo');
  });

  it('reads the contact rule literally: with no delivery option (a pickup), a missing contact passes', () => {
    expect(causeOf(complete({ deliveryOption: null, pickupOption: { id: 'P1' }, pickupContact: null }))).toBeNull();
  });

  it('checks in the spec order: the first failing rule gives the cause', () => {
    const broken = complete({
      cartItems: [],
      amounts: { ...complete().amounts, total: -5 },
      deliveryOption: null,
      paymentMethod: null,
      pickupContact: null,
    });
    expect(causeOf(broken)).toBe('cartIsEmpty');
    expect(causeOf({ ...broken, cartItems: [{ item_id: '1', quantity: 1 }] })).toBe('cartAmountIsTooLow');
    expect(causeOf({ ...broken, cartItems: [{ item_id: '1', quantity: 1 }], amounts: complete().amounts })).toBe('checkoutMissingDeliveryOption');
    expect(
      causeOf({ ...broken, cartItems: [{ item_id: '1', quantity: 1 }], amounts: complete().amounts, deliveryOption: { id: 'STANDARD' } }),
    ).toBe('checkoutMissingPaymentMethod');
    expect(
      causeOf({ ...broken, cartItems: [{ item_id: '1', quantity: 1 }], amounts: complete().amounts, deliveryOption: { id: 'STANDARD' }, paymentMethod: 'CARD', cardId: null }),
    ).toBe('checkoutMissingPaymentCard');
    expect(
      causeOf({ ...broken, cartItems: [{ item_id: '1', quantity: 1 }], amounts: complete().amounts, deliveryOption: { id: 'STANDARD' }, paymentMethod: 'COD' }),
    ).toBe('checkoutMissingContactInfo');
  });

  it('gives each cause a Spanish message, the same one the catalogue shows a shopper', () => {
    for (const [cause, message] of Object.entries(ORDER_CREATION_MESSAGES)) {
      expect(isSpanishProse(message)).toBe(true);
      expect(SPANISH_CAUSE_MESSAGES[cause as keyof typeof SPANISH_CAUSE_MESSAGES]).toBe(message);
    }
    expect(Object.keys(ORDER_CREATION_MESSAGES).sort()).toEqual(
      [
        'cartAmountIsTooLow',
        'cartIsEmpty',
        'checkoutIsNotStarted',
        'checkoutMissingContactInfo',
        'checkoutMissingDeliveryOption',
        'checkoutMissingInstallmentPaymentCard',
        'checkoutMissingPaymentCard',
        'checkoutMissingPaymentMethod',
      ].sort(),
    );
  });
});

describe('emptyCheckoutState', () => {
  it('starts with the spec defaults: invoice TAX_ID, delivery ALLDAY, nothing chosen', () => {
    const state = emptyCheckoutState('c9');
    expect(state.cartId).toBe('c9');
    expect(state.invoiceType).toBe('TAX_ID');
    expect(state.deliveryTimeRange).toBe('ALLDAY');
    expect(state.paymentMethod).toBeNull();
    expect(state.deliveryOption).toBeNull();
    expect(state.pickupOption).toBeNull();
    expect(state.disableEarlyShipping).toBe(false);
    expect(state.cartItems).toEqual([]);
  });
});

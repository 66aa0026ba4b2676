import type { CheckoutRequest } from '../../src/domain/checkout/payment-flow';

/** A complete CheckoutRequest on the demo seed (tests and the benchmark): Ana's Guatemala City address, standard delivery, COD, CF invoice. */
export function demoCheckoutBody(cartId: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    cart_id: cartId,
    items: [],
    event_seats: [],
    coupons: [],
    gift_cards: [],
    delivery_option_id: 'STANDARD',
    shipping_address_id: 'demo-ana-casa',
    pickup_option_id: null,
    pickup_contact: { name: 'Ana López', phone: '5550 1234' },
    customer_note: null,
    invoice_type: 'TAX_ID',
    invoice_data: { tax_id: 'CF', name: '', address: '' },
    payment_method: 'COD',
    existing_card_id: null,
    installment: null,
    new_card: null,
    reference_id: null,
    transaction_id: null,
    delivery_time_range: 'ALLDAY',
    disable_early_shipping: false,
    step: 'REVIEW',
    ...overrides,
  };
}

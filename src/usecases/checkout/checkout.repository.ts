import type {
  CheckoutPreview,
  DeliveryOption,
  ExistingCard,
  Installment,
  PickupOption,
} from '../../domain/checkout/checkout';
import type { OrderResult } from '../../domain/checkout/checkout';
import type { CheckoutRequest, NewCardBody, ThreeDsResult, ThreeDsSetupAnswer } from '../../domain/checkout/payment-flow';

/** One payment method the server offers this checkout (GET /checkout/{cartId}/payment_option). */
export interface PaymentOption {
  payment_method: string;
  name: string | null;
  description: string | null;
  is_disabled: boolean;
}

/** PUT /checkout/{cartId}/order's answer, with the server's own words when the payment failed. */
export interface OrderAnswer extends OrderResult {
  /** A Spanish text the server sent beside an ERROR result, if any. */
  message: string | null;
}

/** The body of POST /checkout/3ds_setup/: a saved card's id or the new card. */
export type ThreeDsSetupRequest = { cartId: string; existing_card_id: string } | { cartId: string; card: NewCardBody };

/**
 * The checkout's calls (spec section 7, "Checkout"; the answers of
 * payment-flow.ts). The calls made while placing an order never replace a
 * rejected session with an anonymous one: they fail instead.
 */
export interface CheckoutRepository {
  preview(cartId: string, body: CheckoutRequest): Promise<CheckoutPreview>;
  deliveryOptions(cartId: string, addressId: string): Promise<DeliveryOption[]>;
  pickupOptions(cartId: string): Promise<PickupOption[]>;
  paymentOptions(cartId: string): Promise<PaymentOption[]>;
  /** `amount` in quetzales (the API's unit), computed in whole cents. */
  installmentOptions(cartId: string, bin: string, amount: number): Promise<Installment[]>;
  setupThreeDs(request: ThreeDsSetupRequest): Promise<ThreeDsSetupAnswer>;
  waitForThreeDs(referenceId: string): Promise<ThreeDsResult>;
  /** PUT /checkout/{cartId}/order with the Idempotency-Key header. */
  placeOrder(cartId: string, body: CheckoutRequest, idempotencyKey: string): Promise<OrderAnswer>;
  /** GET /payment_method/cc: the saved cards, masked. */
  savedCards(): Promise<ExistingCard[]>;
}

/** Time and randomness for checkout, replaceable in tests (an instant sleep, fixed keys). */
export interface CheckoutClock {
  now(): Date;
  sleep(ms: number): Promise<void>;
  /** A fresh idempotency key (a UUID). */
  newKey(): string;
}

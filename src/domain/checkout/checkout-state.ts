/*
 * The local checkout state of spec section 3, as the rules read it. Plain
 * types (zod-free): the use cases build it from the checkout preview and the
 * shopper's edits, and keep it in memory only (it may hold a new card's
 * number and CVV, which are never stored or logged).
 */
import type { DeliveryTimeRange, EventSeatStatus, InvoiceType, PaymentMethod } from '../payments/payment';

/** Anything chosen by id (a delivery or pickup option, an address). */
export interface Chosen {
  id: string | number;
}

/** A cart line as the checkout state keeps it. */
export interface CheckoutStateItem {
  item_id: string;
  quantity: number;
}

/** The amounts the server returned, in quetzales as the API speaks them. */
export interface CheckoutAmounts {
  subTotal: number;
  shipping: number;
  surcharge: number;
  giftWrap: number;
  couponDiscount: number;
  giftCardDiscount: number;
  total: number;
}

/** The new (temporary) card of spec section 3: held in memory during checkout only. */
export interface TemporaryCard {
  number: string;
  expiration_month: number;
  expiration_year: number;
  cvv: string;
  tokenize: boolean;
  address: {
    first_name: string;
    last_name: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    country: string;
    postcode: string;
  };
}

/** The installment plan chosen (from installment_option). */
export interface ChosenInstallment {
  bin: string | null;
  bank_code: string | null;
  installments: number;
}

/** The invoice data as the checkout state keeps it. */
export interface CheckoutInvoiceData {
  tax_id: string;
  name: string | null;
  address: string | null;
  id?: string | number | null;
}

/** An event seat as the checkout state keeps it. */
export interface CheckoutEventSeat {
  id: string | number;
  row: string | number | null;
  col: string | number | null;
  status: EventSeatStatus;
}

/** Spec section 3, "Local checkout state". */
export interface CheckoutState {
  cartId: string;
  cartItems: readonly CheckoutStateItem[];
  coupons: readonly { code: string }[];
  giftCards: readonly { number: string }[];
  amounts: CheckoutAmounts;
  /** From the preview (and the cart): whether a delivery or pickup option must be chosen. */
  isShippingOrPickupRequired: boolean;
  deliveryOption: Chosen | null;
  pickupOption: Chosen | null;
  shippingAddress: Chosen | null;
  paymentMethod: PaymentMethod | null;
  /** The new card; choosing it clears `cardId`, and the other way round (spec section 4). */
  paymentCard: TemporaryCard | null;
  /** A saved card's instrument id. */
  cardId: string | null;
  installment: ChosenInstallment | null;
  invoiceType: InvoiceType;
  invoiceData: CheckoutInvoiceData | null;
  pickupContact: { name: string | null; phone: string | null } | null;
  customerNote: string | null;
  deliveryTimeRange: DeliveryTimeRange;
  eventSeats: readonly CheckoutEventSeat[];
  step: string | null;
  disableEarlyShipping: boolean;
  /** The 3-D Secure setup's reference id, and the transaction id its wait-for-result gave. */
  threeDSReferenceId: string | null;
  transactionId: string | null;
}

/** A started checkout with nothing chosen yet, and the spec's defaults (invoice TAX_ID, delivery ALLDAY). */
export function emptyCheckoutState(cartId: string): CheckoutState {
  return {
    cartId,
    cartItems: [],
    coupons: [],
    giftCards: [],
    amounts: { subTotal: 0, shipping: 0, surcharge: 0, giftWrap: 0, couponDiscount: 0, giftCardDiscount: 0, total: 0 },
    isShippingOrPickupRequired: true,
    deliveryOption: null,
    pickupOption: null,
    shippingAddress: null,
    paymentMethod: null,
    paymentCard: null,
    cardId: null,
    installment: null,
    invoiceType: 'TAX_ID',
    invoiceData: null,
    pickupContact: null,
    customerNote: null,
    deliveryTimeRange: 'ALLDAY',
    eventSeats: [],
    step: null,
    disableEarlyShipping: false,
    threeDSReferenceId: null,
    transactionId: null,
  };
}

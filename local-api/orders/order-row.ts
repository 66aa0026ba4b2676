/** How an order stands on payment. */
export type PaymentStatus = 'PAID' | 'NOT_REQUIRED' | 'ON_DELIVERY' | 'AWAITING_DEPOSIT' | 'AWAITING_CARD_VERIFICATION' | 'AWAITING_WALLET';

/** An order as the `orders` table stores it (order-store.ts reads and answers it). */
export interface OrderRow {
  id: number;
  order_number: string;
  /** null once the account is deleted (the order stays, detached from the person). */
  user_id: number | null;
  cart_id: number;
  cart_public_id: string;
  status: string;
  payment_method: string;
  payment_status: PaymentStatus;
  details: string;
  sub_total_cents: number;
  gift_wrap_cents: number;
  shipping_cents: number;
  surcharge_cents: number;
  coupon_cents: number;
  gift_card_cents: number;
  total_cents: number;
  paid_cents: number;
  weight_total: number;
  quantity_total: number;
  masked_card: string | null;
  existing_card_id: string | null;
  pin: string | null;
  created_at: string;
  status_changed_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  cancellation: string | null;
  cc_auth_number: string | null;
  cc_auth_attempts: number;
  cc_auth_verified: number;
  ship_in_stock_at: string | null;
  /** When the order is cancelled if still unpaid (orders/payment-deadline.ts); null once paid, covered by slips, cancelled, or never waiting. */
  payment_due_at: string | null;
}

import * as z from 'zod/mini';
import {
  CheckoutPreviewSchema,
  DeliveryOptionSchema,
  ExistingCardSchema,
  OrderResultSchema,
  PickupOptionSchema,
  type CheckoutPreview,
  type DeliveryOption,
  type ExistingCard,
  type Installment,
  type PickupOption,
} from '../../domain/checkout/checkout';
import {
  IDEMPOTENCY_HEADER,
  InstallmentOptionListSchema,
  PaymentOptionListSchema,
  ThreeDsResultSchema,
  ThreeDsSetupAnswerSchema,
  type CheckoutRequest,
  type ThreeDsResult,
  type ThreeDsSetupAnswer,
} from '../../domain/checkout/payment-flow';
import { list, nullable } from '../../domain/shared/schema-helpers';
import type { CheckoutRepository, OrderAnswer, PaymentOption, ThreeDsSetupRequest } from '../../usecases/checkout/checkout.repository';
import type { ApiClient } from '../http/api-client';

const DeliveryOptionListSchema = list(DeliveryOptionSchema);
const PickupOptionListSchema = list(PickupOptionSchema);
const ExistingCardListSchema = list(ExistingCardSchema);
/** The order answer, plus the text a server may send beside a failed payment. */
const OrderAnswerSchema = z.extend(OrderResultSchema, { message: nullable(z.string()) });

const segment = (id: string) => encodeURIComponent(id);

/**
 * The checkout's calls. The ones made while an order is placed (3-D Secure,
 * the order, the saved cards after it) never replace a rejected session: a
 * 401 there fails, so the shopper signs in again instead of losing the
 * checkout to a new anonymous session. Card data goes only in the bodies of
 * the 3-D Secure setup and the order, never in a path or a query.
 */
export class HttpCheckoutRepository implements CheckoutRepository {
  constructor(private readonly api: ApiClient) {}

  preview(cartId: string, body: CheckoutRequest): Promise<CheckoutPreview> {
    return this.api.request({ method: 'PUT', path: `/checkout/${segment(cartId)}/preview`, data: body, schema: CheckoutPreviewSchema, shape: 'CheckoutPreview' });
  }

  deliveryOptions(cartId: string, addressId: string): Promise<DeliveryOption[]> {
    return this.api.request({
      method: 'GET',
      path: `/checkout/${segment(cartId)}/shipping_option/delivery`,
      params: { address_id: addressId },
      schema: DeliveryOptionListSchema,
      shape: 'DeliveryOptionList',
    });
  }

  pickupOptions(cartId: string): Promise<PickupOption[]> {
    return this.api.request({
      method: 'GET',
      path: `/checkout/${segment(cartId)}/shipping_option/pickup`,
      params: { cart_id: cartId },
      schema: PickupOptionListSchema,
      shape: 'PickupOptionList',
    });
  }

  paymentOptions(cartId: string): Promise<PaymentOption[]> {
    return this.api.request({
      method: 'GET',
      path: `/checkout/${segment(cartId)}/payment_option`,
      params: { cart_id: cartId },
      schema: PaymentOptionListSchema,
      shape: 'PaymentOptionList',
    });
  }

  installmentOptions(cartId: string, bin: string, amount: number): Promise<Installment[]> {
    return this.api.request({
      method: 'GET',
      path: `/checkout/${segment(cartId)}/installment_option`,
      params: { bin, amount },
      schema: InstallmentOptionListSchema,
      shape: 'InstallmentOptionList',
    });
  }

  setupThreeDs(request: ThreeDsSetupRequest): Promise<ThreeDsSetupAnswer> {
    return this.api.request({
      method: 'POST',
      path: '/checkout/3ds_setup/',
      data: request,
      schema: ThreeDsSetupAnswerSchema,
      shape: 'ThreeDsSetup',
      sessionRecovery: false,
    });
  }

  waitForThreeDs(referenceId: string): Promise<ThreeDsResult> {
    return this.api.request({
      method: 'GET',
      path: `/checkout/${segment(referenceId)}/3ds_wait_for_result/`,
      schema: ThreeDsResultSchema,
      shape: 'ThreeDsResult',
      sessionRecovery: false,
    });
  }

  placeOrder(cartId: string, body: CheckoutRequest, idempotencyKey: string): Promise<OrderAnswer> {
    return this.api.request({
      method: 'PUT',
      path: `/checkout/${segment(cartId)}/order`,
      data: body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      schema: OrderAnswerSchema,
      shape: 'OrderResult',
      sessionRecovery: false,
    });
  }

  savedCards(): Promise<ExistingCard[]> {
    return this.api.request({ method: 'GET', path: '/payment_method/cc', schema: ExistingCardListSchema, shape: 'SavedCardList', sessionRecovery: false });
  }
}

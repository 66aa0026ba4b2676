import * as z from 'zod/mini';
import { CartSchema, ProductSummarySchema, type Cart, type DeliveryEstimate, type PickupOption, type ProductSummary, type UpdateCartRequest } from '../../domain';
import { DeliveryEstimateSchema, PickupOptionSchema } from '../../domain/checkout/checkout';
import { list } from '../../domain/shared/schema-helpers';
import type { CartOptionsRepository, DeliveryEstimateQuery } from '../../usecases/cart/cart-options.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

/**
 * Suggested products: the spec names the calls, not their answers. A list of
 * products, or an object with `products` (as the listings answer), both read.
 */
const SuggestionsSchema = z.pipe(
  z.union([z.array(ProductSummarySchema), z.object({ products: list(ProductSummarySchema) })]),
  z.transform((value): ProductSummary[] => (Array.isArray(value) ? value : value.products)),
);
const PickupOptionListSchema = list(PickupOptionSchema);

export class HttpCartOptionsRepository implements CartOptionsRepository {
  constructor(private readonly api: ApiClient) {}

  updateCodes(cartId: string, request: UpdateCartRequest): Promise<Cart> {
    return this.api.request({ method: 'PUT', path: `/cart/${segment(cartId)}`, data: request, schema: CartSchema, shape: 'Cart' });
  }

  crossSell(cartId: string): Promise<ProductSummary[]> {
    return this.api.request({ method: 'GET', path: `/cart/${segment(cartId)}/cross_sell`, schema: SuggestionsSchema, shape: 'CrossSell' });
  }

  forYou(cartId: string): Promise<ProductSummary[]> {
    return this.api.request({ method: 'GET', path: `/cart/${segment(cartId)}/for_you`, schema: SuggestionsSchema, shape: 'ForYou' });
  }

  pickupOptions(cartId: string): Promise<PickupOption[]> {
    return this.api.request({ method: 'GET', path: `/cart/${segment(cartId)}/pickup_options`, schema: PickupOptionListSchema, shape: 'PickupOptionList' });
  }

  deliveryEstimate(cartId: string, query: DeliveryEstimateQuery): Promise<DeliveryEstimate> {
    return this.api.request({
      method: 'GET',
      path: `/cart/${segment(cartId)}/delivery_estimate`,
      params: { ...query },
      schema: DeliveryEstimateSchema,
      shape: 'DeliveryEstimate',
    });
  }
}

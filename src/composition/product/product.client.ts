import type { CompareProductsUseCase } from '../../usecases/product/compare-products.use-case';
import type { EstimateProductDeliveryUseCase } from '../../usecases/product/estimate-product-delivery.use-case';
import type { ImportFromAmazonUseCase } from '../../usecases/product/import-from-amazon.use-case';
import type { JoinWaitListUseCase } from '../../usecases/product/join-wait-list.use-case';
import type { LeaveWaitListUseCase } from '../../usecases/product/leave-wait-list.use-case';
import type { LoadProductPickupOptionsUseCase } from '../../usecases/product/load-product-pickup-options.use-case';
import type { LoadRecommendationsUseCase } from '../../usecases/product/load-recommendations.use-case';
import type { RequestBulkQuotationUseCase } from '../../usecases/product/request-bulk-quotation.use-case';
import type { ReserveSeatsUseCase } from '../../usecases/product/reserve-seats.use-case';
import type { ResolveShareUseCase } from '../../usecases/product/resolve-share.use-case';
import type { ShareProductUseCase } from '../../usecases/product/share-product.use-case';
import type { Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { PRODUCT_USE_CASES, productTokenOf, type ProductUseCaseName } from './product.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.product`: what a product page does beyond loading itself (`tienda.catalog.loadProductPage`). The code
 * loads on the first call. Every call rejects with a UseCaseError (a catalogue cause, a Spanish `userMessage`)
 * after reporting it to `errors$`; input refused before a call makes no request.
 */
export interface ProductNamespace {
  /**
   * One page of recommendations for the infinite scroll: GET /page/product/{id}?include=RELATED_PRODUCTS&page=N
   * &page_size=12, read as `{ products: recommendations, hasMore: has_more_recommendations }`. `page` from 1
   * (default 1; otherwise invalidPage without a call).
   */
  recommendations: Call<LoadRecommendationsUseCase>;
  /**
   * When the product would arrive for a saved address (`{ addressId }`), a place (`{ city, state }`, checked as
   * an address's: invalidAddress with the field) or a pickup option (`{ pickupOptionId }`): GET
   * /page/product/{id}?include=DELIVERY_DATE&…. Gives delivery_option, express_delivery_option, pickup_option and
   * shipping_address (each may be null). Not exactly one form is NOT_ALLOWED, without a call.
   */
  deliveryEstimate: Call<EstimateProductDeliveryUseCase>;
  /** Where the product can be picked up: GET /product/{sku}/pickup_options. */
  pickupOptions: Call<LoadProductPickupOptionsUseCase>;
  /**
   * Joins the wait list, to be told at `email` when it is back in stock: POST /product/{id}/wait_list/?email=….
   * Anyone may join. A blank email is MISSING_EMAIL, a malformed one NOT_ALLOWED (details.field 'email'), without
   * a call. Gives the new WaitListStatus.
   */
  joinWaitList: Call<JoinWaitListUseCase>;
  /** Leaves the wait list: DELETE /product/{id}/wait_list/ (with ?email= when given). Gives the new WaitListStatus. */
  leaveWaitList: Call<LeaveWaitListUseCase>;
  /** A short link to share the product: GET /share/product/{id} → `{ short_id, url, page_type }`. */
  share: Call<ShareProductUseCase>;
  /**
   * What a short link points to: GET /share/{shortId} → `{ short_id, url, page_type, slug }` (an unknown page_type
   * reads as NOT_FOUND). A blank or unknown short id is notFound.
   */
  resolveShare: Call<ResolveShareUseCase>;
  /**
   * The product and the products to compare it with, with their attributes and images at width 300: GET
   * /page/product/{id}?include=PRODUCT,COMPARE_TO,ATTRIBUTES&image_min_widths=300 → `{ product, compareTo,
   * attributes }`. A missing product or compare_to is productPageMissingRequestedProperty.
   */
  compare: Call<CompareProductsUseCase>;
  /**
   * Imports an Amazon product by URL: POST /product/amazon {url} → `{ slug }` of its product page. Needs a
   * signed-in user (onlyAnonymousTokenFound without a call). A blank or non-http(s) URL is INVALID_URL without a
   * call; the API may answer INVALID_URL, USED_PRODUCTS_NOT_ALLOWED, GLOBAL_SELLER_NOT_ALLOWED, PRODUCT_NOT_FOUND
   * or PRODUCT_NOT_CREATED with a Spanish message.
   */
  importFromAmazon: Call<ImportFromAmazonUseCase>;
  /**
   * Asks for a price for many units: POST /page/product/{sku}/bulk_quotation {quantity, phoneNumber}. Anyone may
   * ask. quantity a whole number from 1 to 10,000 and a phone of 8 to 15 digits, else NOT_ALLOWED with a Spanish
   * message and `details.field`, without a call.
   */
  requestBulkQuotation: Call<RequestBulkQuotationUseCase>;
  /**
   * Holds the chosen seats for this session for 15 minutes (releasing its others of that product): PUT
   * /product/{id}/event_seats {seat_ids} → the whole seat map (this session's seats `is_mine`). More than
   * MAX_SEATS_PER_ORDER (10) is EVENT_SEATS_ERROR without a call; a seat someone else holds is EVENT_SEATS_ERROR
   * from the API. Then `tienda.cart.add({ product, quantity: seatIds.length })`.
   */
  reserveSeats: Call<ReserveSeatsUseCase>;
}

/** The product feature's part of TiendaClient. */
export interface ProductClient {
  /** The product page's actions. */
  readonly product: ProductNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type ProductMembersMatch = Same<keyof ProductNamespace, ProductUseCaseName> extends true ? true : never;
const membersMatch: ProductMembersMatch = true;
void membersMatch;

export function productClient(resolve: Resolve): ProductClient {
  return { product: useCaseMembers(resolve, PRODUCT_USE_CASES, productTokenOf) as unknown as ProductNamespace };
}

/** The product feature's code, as one chunk loaded on its first call. */
import { HttpProductRepository } from '../../data/product/http-product.repository';
import { registerProductMessages } from '../../domain/product/product-messages';
import { CompareProductsUseCase } from '../../usecases/product/compare-products.use-case';
import { EstimateProductDeliveryUseCase } from '../../usecases/product/estimate-product-delivery.use-case';
import { ImportFromAmazonUseCase } from '../../usecases/product/import-from-amazon.use-case';
import { JoinWaitListUseCase } from '../../usecases/product/join-wait-list.use-case';
import { LeaveWaitListUseCase } from '../../usecases/product/leave-wait-list.use-case';
import { LoadProductPickupOptionsUseCase } from '../../usecases/product/load-product-pickup-options.use-case';
import { LoadRecommendationsUseCase } from '../../usecases/product/load-recommendations.use-case';
import { RequestBulkQuotationUseCase } from '../../usecases/product/request-bulk-quotation.use-case';
import { ReserveSeatsUseCase } from '../../usecases/product/reserve-seats.use-case';
import { ResolveShareUseCase } from '../../usecases/product/resolve-share.use-case';
import { ShareProductUseCase } from '../../usecases/product/share-product.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { SESSION_TOKENS as S } from '../session/session.tokens';

// The Spanish copy of the causes this code can raise (the wait list, seats, the Amazon import).
registerProductMessages();

/** The use cases of `tienda.product`, one per member. */
export function createProduct(get: Get) {
  const errors = get(C.ErrorHandler);
  const sessionStore = get(S.SessionStore);
  const repository = new HttpProductRepository(get(C.ApiClient));
  return {
    /**
     * One page of recommendations for the infinite scroll: GET /page/product/{id}?include=RELATED_PRODUCTS&page=N
     * &page_size=12, read as `{ products: recommendations, hasMore: has_more_recommendations }`. `page` from 1
     * (default 1; otherwise invalidPage without a call).
     */
    recommendations: new LoadRecommendationsUseCase(repository, errors),
    /**
     * When the product would arrive for a saved address (`{ addressId }`), a place (`{ city, state }`, checked as
     * an address's: invalidAddress with the field) or a pickup option (`{ pickupOptionId }`): GET
     * /page/product/{id}?include=DELIVERY_DATE&…. Gives delivery_option, express_delivery_option, pickup_option and
     * shipping_address (each may be null). Not exactly one form is NOT_ALLOWED, without a call.
     */
    deliveryEstimate: new EstimateProductDeliveryUseCase(repository, errors),
    /** Where the product can be picked up: GET /product/{sku}/pickup_options. */
    pickupOptions: new LoadProductPickupOptionsUseCase(repository, errors),
    /**
     * Joins the wait list, to be told at `email` when it is back in stock: POST /product/{id}/wait_list/?email=….
     * Anyone may join. A blank email is MISSING_EMAIL, a malformed one NOT_ALLOWED (details.field 'email'), without
     * a call. Gives the new WaitListStatus.
     */
    joinWaitList: new JoinWaitListUseCase(repository, errors),
    /** Leaves the wait list: DELETE /product/{id}/wait_list/ (with ?email= when given). Gives the new WaitListStatus. */
    leaveWaitList: new LeaveWaitListUseCase(repository, errors),
    /** A short link to share the product: GET /share/product/{id} → `{ short_id, url, page_type }`. */
    share: new ShareProductUseCase(repository, errors),
    /**
     * What a short link points to: GET /share/{shortId} → `{ short_id, url, page_type, slug }` (an unknown page_type
     * reads as NOT_FOUND). A blank or unknown short id is notFound.
     */
    resolveShare: new ResolveShareUseCase(repository, errors),
    /**
     * The product and the products to compare it with, with their attributes and images at width 300: GET
     * /page/product/{id}?include=PRODUCT,COMPARE_TO,ATTRIBUTES&image_min_widths=300 → `{ product, compareTo,
     * attributes }`. A missing product or compare_to is productPageMissingRequestedProperty.
     */
    compare: new CompareProductsUseCase(repository, errors),
    /**
     * Imports an Amazon product by URL: POST /product/amazon {url} → `{ slug }` of its product page. Needs a
     * signed-in user (onlyAnonymousTokenFound without a call). A blank or non-http(s) URL is INVALID_URL without a
     * call; the API may answer INVALID_URL, USED_PRODUCTS_NOT_ALLOWED, GLOBAL_SELLER_NOT_ALLOWED, PRODUCT_NOT_FOUND
     * or PRODUCT_NOT_CREATED with a Spanish message.
     */
    importFromAmazon: new ImportFromAmazonUseCase(sessionStore, repository, errors),
    /**
     * Asks for a price for many units: POST /page/product/{sku}/bulk_quotation {quantity, phoneNumber}. Anyone may
     * ask. quantity a whole number from 1 to 10,000 and a phone of 8 to 15 digits, else NOT_ALLOWED with a Spanish
     * message and `details.field`, without a call.
     */
    requestBulkQuotation: new RequestBulkQuotationUseCase(repository, errors),
    /**
     * Holds the chosen seats for this session for 15 minutes (releasing its others of that product): PUT
     * /product/{id}/event_seats {seat_ids} → the whole seat map (this session's seats `is_mine`). More than
     * MAX_SEATS_PER_ORDER (10) is EVENT_SEATS_ERROR without a call; a seat someone else holds is EVENT_SEATS_ERROR
     * from the API. Then `tienda.cart.add({ product, quantity: seatIds.length })`.
     */
    reserveSeats: new ReserveSeatsUseCase(repository, errors),
  };
}

export type ProductUseCases = ReturnType<typeof createProduct>;

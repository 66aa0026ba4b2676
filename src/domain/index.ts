export * from './shared/schema-helpers';
export * from './shared/environment';
export * from './session/session';
export * from './user/user';
export * from './user/user-rules';
export * from './product/product';
export * from './product/product-rules';
// Issue 11: the product page's schema (it reuses the checkout's shapes, so it has its own file; see product-page.ts).
export { ProductEventSeatSchema, ProductPageSchema, type CompareProduct, type ProductEventSeat, type ProductPage, type ProductPaymentOption } from './product/product-page';
// The product page's zod-free rules (variant groups, the seat map, the actions' input checks); the actions'
// schemas (product/product-actions.ts) load with tienda.product, and only their types are here.
export * from './product/variants';
export * from './product/seats';
export * from './product/product-action-rules';
export type { AmazonImport, ResolvedShareLink, ShareLink } from './product/product-actions';
export * from './catalog/category';
export * from './catalog/page-kind';
export * from './catalog/home';
export * from './catalog/home-rules';
export * from './catalog/section';
// Browse and search (issue 10): the filters and suggestion kinds are zod-free; the search schemas
// (catalog/search.ts, catalog/filter-options.ts) load with the search feature, and only their types are here.
export * from './catalog/filters';
export * from './catalog/suggestion-types';
export type {
  AttributeFacet,
  BrandFacet,
  FilterOptions,
  SearchFilterOptions,
  SearchResult,
  SearchSuggestion,
  SearchSuggestionsAnswer,
} from './catalog/search';
export * from './cart/cart';
export * from './cart/cart-rules';
export * from './errors/error-catalogue';
export * from './errors/product-page-errors';
export * from './errors/rate-limit';
// Checkout, payments and orders (issue 9): the zod-free rules here; their schemas (checkout/checkout.ts,
// orders/order.ts, payments/payment-schemas.ts) are imported from their own files, and only their types are here.
export * from './payments/card';
export * from './payments/payment';
export * from './checkout/discount-code';
export * from './checkout/coupon-messages';
export * from './checkout/amounts';
export * from './checkout/working-hours';
export * from './checkout/checkout-state';
export * from './checkout/order-rules';
export * from './orders/order-status';
export type {
  CheckoutPreview,
  DeliveryEstimate,
  DeliveryOption,
  EventSeat,
  ExistingCard,
  Installment,
  InvoiceData,
  MarkdownItem,
  MarkdownType,
  OrderResult,
  PickupOption,
  StepUpParams,
  Totals,
} from './checkout/checkout';
export type { Order, OrderTotals } from './orders/order';
// Addresses and tax ids (issue 9): the zod-free rules and data (22 departments, 340 municipalities, US states; pure,
// so a bundle that never reads them leaves them out); the schemas (addresses/address.ts, addresses/invoice-data.ts)
// are imported from their own files, and only their types are here.
export * from './addresses/guatemala';
export * from './addresses/us-states';
export * from './addresses/address-rules';
export * from './addresses/tax-id';
export type { Address, AddressLngLat } from './addresses/address';
export type { TaxId } from './addresses/invoice-data';
// The request schemas (cart-requests, session-requests, request-checks) and the other-cart messages are
// imported from their own files: the client loads them on first need, so no page that never adds to the cart
// or signs in carries them. Their types are here.
export type { AddCartItemRequest, DedicationRequest, UpdateCartItemRequest, UpdateCartRequest } from './cart/cart-requests';
export type { LoginRequest } from './session/session-requests';
export type { RegisterRequest, SocialConfirmation } from './account/account-requests';
// The account schemas load with the account's code, on its first call.
export type { SocialLoginAnswer, VerificationChannel, VerificationCodeStatus, VerifyCodeAnswer } from './account/account';
export type { RequestProblem } from './shared/request-checks';
// Reviews, questions and wishlists (issue 11): the zod-free rules and enums here; their schemas (reviews/reviews.ts,
// questions/questions.ts, wishlists/wishlist.ts) load with their features, and only their types are here.
export * from './questions/categories';
export * from './questions/question-rules';
export * from './reviews/review-rules';
export * from './wishlists/wishlist-rules';
export type { AutomatedAnswer } from './questions/questions';
export type { MyReview, SuggestedReview, UpvoteState } from './reviews/reviews';
export type { Wishlist } from './wishlists/wishlist';
// After the sale (issue 12, L2): the pickup worker's, forms' and tracking's zod-free rules here; their schemas
// (pickup-worker/worker.ts, forms/forms.ts) load with their features, and only their types are here.
export * from './pickup-worker/worker-rules';
export * from './forms/form-rules';
export * from './tracking/tracking-rules';
export type { WorkerLocation, WorkerOrder, WorkerReceipt } from './pickup-worker/worker';
export type { FormReceipt } from './forms/forms';
// After the sale (issue 12, L1): the orders' and warranty claims' zod-free rules here (status labels, timeline,
// cancel/bank-slip/claim checks); their schemas (orders/order-actions.ts, warranty/warranty.ts) load with their
// features, and only their types are here.
export * from './orders/order-rules';
export * from './warranty/warranty-rules';
export type { WarrantyClaim, WarrantyClaimStatusDetail } from './warranty/warranty';

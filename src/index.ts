/**
 * Tienda's public entry point: the use-case library without React.
 * Node hosts that want file storage import from `tienda/node` instead.
 */
export * from './domain';
export { createTiendaClient, clientFrom, type TiendaClient } from './composition/client';
export { CompositionRoot, NOT_ASSEMBLED_MESSAGE } from './composition/root';
export { TOKENS, type Token } from './composition/tokens';
export type { TiendaConfig } from './composition/config';
export { MemoryStorage } from './data/storage/memory-storage';
export { BrowserStorage } from './data/storage/browser-storage';
export { ConsoleLogger } from './data/logging/console-logger';
export { browserRequestInfo, type ForwardedRequestInfo } from './data/http/forwarded-headers';
export type { KeyValueStorage } from './usecases/shared/key-value-storage';
export type { Logger } from './usecases/shared/logger';
export type { StoreStatus } from './usecases/shared/store';
export type { SessionState, SessionStore } from './usecases/session/session.store';
export type { UserState, UserStore } from './usecases/user/user.store';
export type { CartState, CartStore, OtherCart } from './usecases/cart/cart.store';
export type { HomeView } from './usecases/catalog/load-home.use-case';
export type { HomePageKind } from './usecases/catalog/catalog.repository';
export type { ProductPageView, LoadProductPageInput } from './usecases/catalog/load-product-page.use-case';
export type { BrowseProductsInput, ListingView, ListingHeading, ListingKind } from './usecases/catalog/browse-products.use-case';
export type { SectionView, LoadSectionOptions } from './usecases/catalog/load-section.use-case';
export type { SearchInput, SearchView } from './usecases/search/search.use-case';
export type { SuggestOptions } from './usecases/search/suggest.use-case';
export type { SearchNamespace } from './composition/search/search.client';
export type { VendingMachineView, LoadVendingMachineOptions } from './usecases/vending/load-vending-machine.use-case';
export type { VendingNamespace } from './composition/vending/vending.client';
export type { ProductNamespace } from './composition/product/product.client';
export type { RecommendationsPage } from './usecases/product/load-recommendations.use-case';
export type { ProductDeliveryEstimate, ProductDeliveryInput } from './usecases/product/estimate-product-delivery.use-case';
export type { ProductComparison } from './usecases/product/compare-products.use-case';
export type { BulkQuotationInput } from './usecases/product/request-bulk-quotation.use-case';
export type { VendingMachine, VendingSlot } from './domain/browsing/vending';
export type { VendingGrid, SlotState } from './domain/browsing/vending-rules';
export type { AddToCartInput } from './usecases/cart/add-to-cart.use-case';
export type { LoginInput } from './usecases/session/login.use-case';
export type { SignUpInput } from './usecases/account/sign-up.use-case';
export type { SocialLoginInput, SocialLoginResult } from './usecases/account/social-login.use-case';
export type { SendVerificationInput } from './usecases/account/verification.use-case';
export type { ReviewsNamespace } from './composition/reviews/reviews.client';
export type { ReviewsView } from './usecases/reviews/list-reviews.use-case';
export type { ReviewsState, ReviewsStore } from './usecases/reviews/reviews.store';
export type { QuestionsNamespace } from './composition/questions/questions.client';
export type { WishlistsNamespace } from './composition/wishlists/wishlists.client';
export type { WishlistsState, WishlistsStore } from './usecases/wishlists/wishlists.store';

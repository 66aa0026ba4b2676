export * from './shared/schema-helpers';
export * from './shared/environment';
export * from './session/session';
export * from './user/user';
export * from './product/product';
export * from './product/product-rules';
export * from './browsing/category';
export * from './browsing/page-kind';
export * from './browsing/home';
export * from './browsing/home-rules';
export * from './browsing/section';
export * from './cart/cart';
export * from './cart/cart-rules';
export * from './errors/error-catalogue';
export * from './errors/product-page-errors';
export * from './errors/rate-limit';
// The request schemas (cart-requests, session-requests, request-checks) and the other-cart messages are
// imported from their own files: the client loads them on first need, so no page that never adds to the cart
// or signs in carries them. Their types are here.
export type { AddCartItemRequest, DedicationRequest, UpdateCartItemRequest, UpdateCartRequest } from './cart/cart-requests';
export type { LoginRequest } from './session/session-requests';
export type { RegisterRequest, SocialConfirmation } from './account/account-requests';
// The account schemas load with the account's code, on its first call.
export type { SocialLoginAnswer, VerificationChannel, VerificationCodeStatus, VerifyCodeAnswer } from './account/account';
export type { RequestProblem } from './shared/request-checks';

/**
 * What the library loads on first need, as one chunk: the request checks
 * (the first add to cart or login) and the other-cart code
 * (after a login that left lines apart, or on `cart.open`). Pages that never
 * do these carry none of it.
 */
export { checkAddCartItemRequest } from '../../domain/cart/cart-requests';
export { checkLoginRequest } from '../../domain/session/session-requests';
export { findLinesLeftBehind, openOtherCart } from '../cart/other-carts';
export { describeLoginMerge } from '../cart/login-merge';
export { rebaseOnMerge, replayAdjust } from '../cart/merged-queue';

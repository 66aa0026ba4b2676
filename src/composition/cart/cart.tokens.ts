import { CART_OPTIONS_TOKENS } from './cart-options.tokens';

/** The cart feature's tokens. */
export const CART_TOKENS = {
  CartStore: Symbol.for('tienda.CartStore'),
  CartRepository: Symbol.for('tienda.CartRepository'),
  CartService: Symbol.for('tienda.CartService'),
  GetOrCreateCart: Symbol.for('tienda.GetOrCreateCartUseCase'),
  AddToCart: Symbol.for('tienda.AddToCartUseCase'),
  UpdateCartItem: Symbol.for('tienda.UpdateCartItemUseCase'),
  RemoveCartItem: Symbol.for('tienda.RemoveCartItemUseCase'),
  OpenCart: Symbol.for('tienda.OpenCartUseCase'),
  DeleteCart: Symbol.for('tienda.DeleteCartUseCase'),
  ...CART_OPTIONS_TOKENS,
} as const;

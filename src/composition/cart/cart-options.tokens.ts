import { capitalize, featureTokens } from '../on-demand';

/** The members `tienda.cart` gains for codes, gift wrap, dedications, suggestions, pickup and delivery estimates. */
export const CART_OPTIONS_USE_CASES = [
  'applyCode',
  'removeCode',
  'setGiftWrap',
  'setDedication',
  'crossSell',
  'forYou',
  'pickupOptions',
  'deliveryEstimate',
] as const;
export type CartOptionsUseCase = (typeof CART_OPTIONS_USE_CASES)[number];

type TokenName = `cart${Capitalize<CartOptionsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ CART_OPTIONS_USE_CASES.map((member) => `cart${capitalize(member)}` as TokenName);

/** Their tokens (`tienda.CartApplyCode`…) and the repository's. Part of CART_TOKENS. */
export const CART_OPTIONS_TOKENS = /* @__PURE__ */ featureTokens(['CartOptionsRepository'] as const, TOKEN_NAMES);

export function cartOptionsTokenOf(member: CartOptionsUseCase): symbol {
  return CART_OPTIONS_TOKENS[`Cart${capitalize(member)}`];
}

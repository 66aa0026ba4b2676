import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.wishlists`, each one use case. */
export const WISHLISTS_USE_CASES = ['list', 'skus', 'add', 'remove', 'share', 'unshare', 'publicList'] as const;
export type WishlistsUseCase = (typeof WISHLISTS_USE_CASES)[number];

type TokenName = `wishlists${Capitalize<WishlistsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ WISHLISTS_USE_CASES.map((member) => `wishlists${capitalize(member)}` as TokenName);

/** The wishlists feature's tokens: its store, its repository and one per use case. */
export const WISHLISTS_TOKENS = /* @__PURE__ */ featureTokens(['WishlistsStore', 'WishlistsRepository'] as const, TOKEN_NAMES);

export function wishlistsTokenOf(member: WishlistsUseCase): symbol {
  return WISHLISTS_TOKENS[`Wishlists${capitalize(member)}`];
}

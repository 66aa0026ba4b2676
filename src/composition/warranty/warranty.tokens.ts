import { featureTokens } from '../on-demand';

/** The members of `tienda.warranty`, each one use case. */
export const WARRANTY_USE_CASES = ['claim', 'cancel', 'list', 'forOrder'] as const;
export type WarrantyUseCase = (typeof WARRANTY_USE_CASES)[number];

const TOKEN_OF = {
  claim: 'ClaimWarranty',
  cancel: 'CancelWarrantyClaim',
  list: 'ListWarrantyClaims',
  forOrder: 'OrderWarrantyClaims',
} as const satisfies Record<WarrantyUseCase, string>;

/** The warranty feature's tokens: its store, its repository and one per use case (`tienda.ClaimWarranty`…). */
export const WARRANTY_TOKENS = /* @__PURE__ */ featureTokens(['WarrantyStore', 'WarrantyRepository', ...Object.values(TOKEN_OF)] as const, [] as const);

/** `claim` → the ClaimWarranty token. */
export function warrantyTokenOf(member: WarrantyUseCase): symbol {
  return WARRANTY_TOKENS[TOKEN_OF[member]];
}

import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.vending`, each one use case. */
export const VENDING_USE_CASES = ['load', 'categories'] as const;
export type VendingUseCaseName = (typeof VENDING_USE_CASES)[number];

type TokenName = `vending${Capitalize<VendingUseCaseName>}`;
const TOKEN_NAMES = /* @__PURE__ */ VENDING_USE_CASES.map((member) => `vending${capitalize(member)}` as TokenName);

/** The vending feature's tokens: its repository and one per use case. */
export const VENDING_TOKENS = /* @__PURE__ */ featureTokens(['VendingRepository'] as const, TOKEN_NAMES);

export function vendingTokenOf(member: VendingUseCaseName): symbol {
  return VENDING_TOKENS[`Vending${capitalize(member)}`];
}

import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.search`, each one use case. */
export const SEARCH_USE_CASES = ['search', 'suggest'] as const;
export type SearchUseCaseName = (typeof SEARCH_USE_CASES)[number];

type TokenName = `search${Capitalize<SearchUseCaseName>}`;
const TOKEN_NAMES = /* @__PURE__ */ SEARCH_USE_CASES.map((member) => `search${capitalize(member)}` as TokenName);

/** The search feature's tokens: its repository and one per use case. */
export const SEARCH_TOKENS = /* @__PURE__ */ featureTokens(['SearchRepository'] as const, TOKEN_NAMES);

export function searchTokenOf(member: SearchUseCaseName): symbol {
  return SEARCH_TOKENS[`Search${capitalize(member)}`];
}

import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.forms`, each one use case. */
export const FORMS_USE_CASES = ['b2b', 'sellerSignup'] as const;
export type FormsUseCase = (typeof FORMS_USE_CASES)[number];

type TokenName = `forms${Capitalize<FormsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ FORMS_USE_CASES.map((member) => `forms${capitalize(member)}` as TokenName);

/** The forms feature's tokens: its repository and one per use case. */
export const FORMS_TOKENS = /* @__PURE__ */ featureTokens(['FormsRepository'] as const, TOKEN_NAMES);

export function formsTokenOf(member: FormsUseCase): symbol {
  return FORMS_TOKENS[`Forms${capitalize(member)}`];
}

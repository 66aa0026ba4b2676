import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.payments`, each one use case. */
export const PAYMENTS_USE_CASES = ['listCards', 'deleteCard', 'installmentOptions', 'payOrder', 'verifyCardAmount'] as const;
export type PaymentsUseCase = (typeof PAYMENTS_USE_CASES)[number];

type TokenName = `payments${Capitalize<PaymentsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ PAYMENTS_USE_CASES.map((member) => `payments${capitalize(member)}` as TokenName);

/** The payments feature's tokens: its repository and one per use case. Its store is the account's (ACCOUNT_TOKENS.CardsStore). */
export const PAYMENTS_TOKENS = /* @__PURE__ */ featureTokens(['PaymentsRepository'] as const, TOKEN_NAMES);

export function paymentsTokenOf(member: PaymentsUseCase): symbol {
  return PAYMENTS_TOKENS[`Payments${capitalize(member)}`];
}

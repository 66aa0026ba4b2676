import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.questions`, each one use case. */
export const QUESTIONS_USE_CASES = ['searchForAnswer', 'ask', 'feedback', 'list'] as const;
export type QuestionsUseCase = (typeof QUESTIONS_USE_CASES)[number];

type TokenName = `questions${Capitalize<QuestionsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ QUESTIONS_USE_CASES.map((member) => `questions${capitalize(member)}` as TokenName);

/** The questions feature's tokens: its repository and one per use case. */
export const QUESTIONS_TOKENS = /* @__PURE__ */ featureTokens(['QuestionsRepository'] as const, TOKEN_NAMES);

export function questionsTokenOf(member: QuestionsUseCase): symbol {
  return QUESTIONS_TOKENS[`Questions${capitalize(member)}`];
}

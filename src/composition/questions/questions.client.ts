import type { Calls, Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { QuestionsUseCases } from './questions.on-demand';
import { QUESTIONS_USE_CASES } from './questions.tokens';

/**
 * `tienda.questions`: a product's questions, the automated answerer first, then a question for the store.
 * Anyone may read the questions, ask the answerer and rate its answer; `ask` needs a signed-in user.
 */
export interface QuestionsNamespace extends Calls<QuestionsUseCases> {}

export interface QuestionsClient {
  /** A product's questions: the automated answerer, asking the store, feedback and the list. */
  readonly questions: QuestionsNamespace;
}

export function questionsClient(resolve: Resolve): QuestionsClient {
  return { questions: onDemandCalls(resolve, QUESTIONS_USE_CASES, {
      searchForAnswer: true,
      ask: true,
      feedback: true,
      list: true,
    }) };
}

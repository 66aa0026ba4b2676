import type { AnswerFeedbackUseCase } from '../../usecases/questions/answer-feedback.use-case';
import type { AskQuestionUseCase } from '../../usecases/questions/ask-question.use-case';
import type { ListQuestionsUseCase } from '../../usecases/questions/list-questions.use-case';
import type { SearchForAnswerUseCase } from '../../usecases/questions/search-for-answer.use-case';
import type { Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { QUESTIONS_USE_CASES, questionsTokenOf, type QuestionsUseCase } from './questions.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.questions`: a product's questions, the automated answerer first, then a question for the store.
 * Anyone may read the questions, ask the answerer and rate its answer; `ask` needs a signed-in user.
 */
export interface QuestionsNamespace {
  /** PUT /product/{id}/searchForAnswer {question, thread_id}: the automated answer (answer null = not sure), or null. */
  searchForAnswer: Call<SearchForAnswerUseCase>;
  /** PUT /product/{id}/question {question, autoAnswerUid}: the question as stored. */
  ask: Call<AskQuestionUseCase>;
  /** POST /question/{uid}/automatedAnswerFeedback {feedbackType: HELPFUL | NOT_HELPFUL}. */
  feedback: Call<AnswerFeedbackUseCase>;
  /** GET /page/product/{id}?include=QUESTIONS: the product's questions and answers. */
  list: Call<ListQuestionsUseCase>;
}

export interface QuestionsClient {
  /** A product's questions: the automated answerer, asking the store, feedback and the list. */
  readonly questions: QuestionsNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type QuestionsMembersMatch = Same<keyof QuestionsNamespace, QuestionsUseCase> extends true ? true : never;
const membersMatch: QuestionsMembersMatch = true;
void membersMatch;

export function questionsClient(resolve: Resolve): QuestionsClient {
  return { questions: useCaseMembers(resolve, QUESTIONS_USE_CASES, questionsTokenOf) as unknown as QuestionsNamespace };
}

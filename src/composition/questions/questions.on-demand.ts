/** The questions feature's code, as one chunk loaded on its first call. */
import { HttpQuestionsRepository } from '../../data/questions/http-questions.repository';
import { AnswerFeedbackUseCase } from '../../usecases/questions/answer-feedback.use-case';
import { AskQuestionUseCase } from '../../usecases/questions/ask-question.use-case';
import { ListQuestionsUseCase } from '../../usecases/questions/list-questions.use-case';
import { SearchForAnswerUseCase } from '../../usecases/questions/search-for-answer.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { SESSION_TOKENS as S } from '../session/session.tokens';

/** The use cases of `tienda.questions`, one per member. */
export function createQuestions(get: Get) {
  const errors = get(C.ErrorHandler);
  const sessionStore = get(S.SessionStore);
  const repository = new HttpQuestionsRepository(get(C.ApiClient));
  return {
    /** PUT /product/{id}/searchForAnswer {question, thread_id}: the automated answer (answer null = not sure), or null. */
    searchForAnswer: new SearchForAnswerUseCase(repository, errors),
    /** PUT /product/{id}/question {question, autoAnswerUid}: the question as stored. */
    ask: new AskQuestionUseCase(sessionStore, repository, errors),
    /** POST /question/{uid}/automatedAnswerFeedback {feedbackType: HELPFUL | NOT_HELPFUL}. */
    feedback: new AnswerFeedbackUseCase(repository, errors),
    /** GET /page/product/{id}?include=QUESTIONS: the product's questions and answers. */
    list: new ListQuestionsUseCase(repository, errors),
  };
}

export type QuestionsUseCases = ReturnType<typeof createQuestions>;

/** The questions feature's code, as one chunk loaded on its first call. */
import { HttpQuestionsRepository } from '../../data/questions/http-questions.repository';
import { AnswerFeedbackUseCase } from '../../usecases/questions/answer-feedback.use-case';
import { AskQuestionUseCase } from '../../usecases/questions/ask-question.use-case';
import { ListQuestionsUseCase } from '../../usecases/questions/list-questions.use-case';
import { SearchForAnswerUseCase } from '../../usecases/questions/search-for-answer.use-case';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { QUESTIONS_TOKENS as T, type QuestionsUseCase } from './questions.tokens';

export { HttpQuestionsRepository };

export const USE_CASE_CLASSES = {
  searchForAnswer: SearchForAnswerUseCase,
  ask: AskQuestionUseCase,
  feedback: AnswerFeedbackUseCase,
  list: ListQuestionsUseCase,
} satisfies Record<QuestionsUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<QuestionsUseCase, readonly symbol[]> = {
  searchForAnswer: [T.QuestionsRepository],
  ask: [S.SessionStore, T.QuestionsRepository],
  feedback: [T.QuestionsRepository],
  list: [T.QuestionsRepository],
};

import type { Question } from '../../domain';
import type { AnswerFeedbackType } from '../../domain/questions/question-rules';
import type { AutomatedAnswer } from '../../domain/questions/questions';

/** The question calls of spec section 7. */
export interface QuestionsRepository {
  /** PUT /product/{id}/searchForAnswer {question, thread_id}; null when the API answers nothing. */
  searchForAnswer(productId: string, question: string, threadId: string | null): Promise<AutomatedAnswer | null>;
  /** PUT /product/{id}/question {question, autoAnswerUid} */
  ask(productId: string, question: string, autoAnswerUid: string | null): Promise<Question>;
  /** POST /question/{uid}/automatedAnswerFeedback {feedbackType} */
  feedback(answerUid: string, feedbackType: AnswerFeedbackType): Promise<void>;
  /** GET /page/product/{id}?include=QUESTIONS: the product's questions, null when the answer left them out. */
  list(productId: string): Promise<Question[] | null>;
}

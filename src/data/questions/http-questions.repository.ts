import * as z from 'zod/mini';
import type { Question } from '../../domain';
import { QuestionSchema } from '../../domain/product/product';
import type { AnswerFeedbackType } from '../../domain/questions/question-rules';
import { AutomatedAnswerOrNothingSchema, type AutomatedAnswer } from '../../domain/questions/questions';
import type { QuestionsRepository } from '../../usecases/questions/questions.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

/** The QUESTIONS part of a product page; null when the answer left it out. */
const QuestionsPartSchema = z.pipe(
  z.object({ questions: z.nullish(z.array(QuestionSchema)) }),
  z.transform((page) => page.questions ?? null),
);

export class HttpQuestionsRepository implements QuestionsRepository {
  constructor(private readonly api: ApiClient) {}

  searchForAnswer(productId: string, question: string, threadId: string | null): Promise<AutomatedAnswer | null> {
    return this.api.request({
      method: 'PUT',
      path: `/product/${segment(productId)}/searchForAnswer`,
      data: { question, thread_id: threadId },
      schema: AutomatedAnswerOrNothingSchema,
      shape: 'AutomatedAnswer',
    });
  }

  ask(productId: string, question: string, autoAnswerUid: string | null): Promise<Question> {
    return this.api.request({
      method: 'PUT',
      path: `/product/${segment(productId)}/question`,
      data: { question, autoAnswerUid },
      schema: QuestionSchema,
      shape: 'Question',
    });
  }

  async feedback(answerUid: string, feedbackType: AnswerFeedbackType): Promise<void> {
    await this.api.request({
      method: 'POST',
      path: `/question/${segment(answerUid)}/automatedAnswerFeedback`,
      data: { feedbackType },
      schema: null,
      shape: 'AutomatedAnswerFeedback',
    });
  }

  list(productId: string): Promise<Question[] | null> {
    return this.api.request({
      method: 'GET',
      path: `/page/product/${segment(productId)}`,
      params: { include: 'QUESTIONS' },
      schema: QuestionsPartSchema,
      shape: 'ProductPageQuestions',
    });
  }
}

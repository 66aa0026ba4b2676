import { UseCaseError } from '../../domain';
import { ANSWER_FEEDBACK_TYPES, type AnswerFeedbackType } from '../../domain/questions/question-rules';
import { requireId } from '../reviews/reviews-input';
import type { ErrorHandler } from '../shared/error-handler';
import type { QuestionsRepository } from './questions.repository';

/**
 * Says whether an automated answer helped (POST /question/{uid}/automatedAnswerFeedback {feedbackType}).
 * Anyone who was shown the answer may say (the API keeps it for the session that asked), as anyone may ask the
 * answerer; a type other than HELPFUL or NOT_HELPFUL is NOT_ALLOWED without a call.
 */
export class AnswerFeedbackUseCase {
  constructor(
    private readonly repository: QuestionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(answerUid: string, feedbackType: AnswerFeedbackType): Promise<void> {
    const uid = requireId(answerUid, this.errors, 'answerFeedback', 'La respuesta');
    if (!(ANSWER_FEEDBACK_TYPES as readonly string[]).includes(feedbackType)) {
      throw this.errors.handle(
        new UseCaseError('NOT_ALLOWED', { apiMessage: 'Elige si la respuesta te ayudó o no.', details: { field: 'feedbackType' } }),
        'answerFeedback',
      );
    }
    await this.errors.run('answerFeedback', () => this.repository.feedback(uid, feedbackType));
  }
}

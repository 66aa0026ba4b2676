import type { AutomatedAnswer } from '../../domain/questions/questions';
import { requireId } from '../reviews/reviews-input';
import type { ErrorHandler } from '../shared/error-handler';
import type { QuestionsRepository } from './questions.repository';
import { checkedQuestion } from './question-input';

/**
 * Asks the automated answerer first (PUT /product/{id}/searchForAnswer {question, thread_id}). Anyone may ask.
 * The answer carries its question category and chat options (unknown values read as Unknown); `answer` null
 * means it is not sure (then the options offer ChatSupport). Null when the API answers nothing. A question
 * of fewer than 3 or more than 500 characters (trimmed) is NOT_ALLOWED without a call.
 */
export class SearchForAnswerUseCase {
  constructor(
    private readonly repository: QuestionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(productId: string, question: string, options: { threadId?: string | null } = {}): Promise<AutomatedAnswer | null> {
    const id = requireId(productId, this.errors, 'searchForAnswer');
    const text = checkedQuestion(question, this.errors, 'searchForAnswer');
    const threadId = typeof options.threadId === 'string' && options.threadId.trim() ? options.threadId.trim() : null;
    return this.errors.run('searchForAnswer', () => this.repository.searchForAnswer(id, text, threadId));
  }
}

import type { Question } from '../../domain';
import { requireUser } from '../account/require-user';
import { requireId } from '../reviews/reviews-input';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { QuestionsRepository } from './questions.repository';
import { checkedQuestion } from './question-input';

/**
 * Posts a question for the store to answer (PUT /product/{id}/question {question, autoAnswerUid}), with the
 * uid of the automated answer the shopper saw first, if any. Needs a signed-in user; the question's rules are
 * searchForAnswer's.
 */
export class AskQuestionUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: QuestionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(productId: string, question: string, options: { autoAnswerUid?: string | null } = {}): Promise<Question> {
    requireUser(this.session, this.errors, 'askQuestion');
    const id = requireId(productId, this.errors, 'askQuestion');
    const text = checkedQuestion(question, this.errors, 'askQuestion');
    const uid = typeof options.autoAnswerUid === 'string' && options.autoAnswerUid.trim() ? options.autoAnswerUid.trim() : null;
    return this.errors.run('askQuestion', () => this.repository.ask(id, text, uid));
  }
}

import type { Question } from '../../domain';
import { requireId } from '../reviews/reviews-input';
import type { ErrorHandler } from '../shared/error-handler';
import type { QuestionsRepository } from './questions.repository';

/** A product's questions and their answers (GET /page/product/{id}?include=QUESTIONS); none = []. Anyone may read them. */
export class ListQuestionsUseCase {
  constructor(
    private readonly repository: QuestionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(productId: string): Promise<Question[]> {
    const id = requireId(productId, this.errors, 'listQuestions');
    return (await this.errors.run('listQuestions', () => this.repository.list(id))) ?? [];
  }
}

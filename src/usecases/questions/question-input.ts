import { UseCaseError } from '../../domain';
import { questionProblem } from '../../domain/questions/question-rules';
import type { ErrorHandler } from '../shared/error-handler';

/** The question as sent: trimmed, 3..500 characters; else NOT_ALLOWED with a Spanish message and `details.field`, reported. */
export function checkedQuestion(question: unknown, errors: ErrorHandler, context: string): string {
  const problem = questionProblem(question);
  if (problem) throw errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: problem, details: { field: 'question' } }), context);
  return (question as string).trim();
}

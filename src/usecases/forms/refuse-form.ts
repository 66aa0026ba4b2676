import { UseCaseError } from '../../domain';
import { firstFormProblem, type FormProblems } from '../../domain/forms/form-rules';
import type { ErrorHandler } from '../shared/error-handler';

/**
 * A form with problems, refused before any call: NOT_ALLOWED whose message is the first field's sentence, with
 * `details.field` (that field) and `details.fields` (every field's sentence, for inline errors). Null when none.
 */
export function refuseForm<Field extends string>(errors: ErrorHandler, problems: FormProblems<Field>, context: string): UseCaseError | null {
  const first = firstFormProblem(problems);
  if (!first) return null;
  return errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: first.message, details: { field: first.field, fields: problems } }), context);
}

/** Texts trimmed, inner runs of spaces folded: what the form sends. */
export function tidy<T extends object>(form: T): T {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value]),
  ) as T;
}

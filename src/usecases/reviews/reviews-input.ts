import { UseCaseError } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';

/** A product or review id a call puts in its path: a non-blank string or number, trimmed; else notFound, reported, without a call. */
export function requireId(id: unknown, errors: ErrorHandler, context: string, what = 'El producto'): string {
  const text = typeof id === 'number' && Number.isFinite(id) ? String(id) : typeof id === 'string' ? id.trim() : '';
  if (!text) throw errors.handle(new UseCaseError('notFound', { apiMessage: `${what} no existe.` }), context);
  return text;
}

import { UseCaseError, type ErrorCause } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';

/** A product id or sku as a call takes it: trimmed; blank is PRODUCT_NOT_FOUND, reported, without a call. */
export function requireProductId(id: unknown, errors: ErrorHandler, context: string): string {
  const text = typeof id === 'string' ? id.trim() : typeof id === 'number' && Number.isFinite(id) ? String(id) : '';
  if (!text) throw errors.handle(new UseCaseError('PRODUCT_NOT_FOUND', { apiMessage: 'El producto no existe.' }), context);
  return text;
}

/** A refusal before any call: the cause, a Spanish sentence and the field, reported. */
export function refuse(errors: ErrorHandler, context: string, cause: ErrorCause, message: string, details?: unknown): UseCaseError {
  return errors.handle(new UseCaseError(cause, { apiMessage: message, ...(details === undefined ? {} : { details }) }), context);
}

import { toUseCaseError } from '../../index';

const INTERNAL_CAUSES = ['productPageMissingRequestedProperty', 'schemaValidationError'];

/**
 * The Spanish text to show for a failure: the server's words when they are
 * Spanish prose, else Spanish copy for the cause (`shopperMessage`). Causes
 * whose messages are internal get copy naming what failed to load.
 */
export function errorMessage(error: unknown, subject = 'esta página'): string {
  const failure = toUseCaseError(error);
  if (INTERNAL_CAUSES.includes(failure.cause)) return `No pudimos cargar ${subject}. Inténtalo de nuevo.`;
  return failure.shopperMessage;
}

import { toUseCaseError } from '../../index';

const INTERNAL_CAUSES = ['productPageMissingRequestedProperty', 'schemaValidationError'];

/**
 * The Spanish text to show for a failure. Mostly `userMessage` (spec section 8);
 * causes whose API message is English or internal get Spanish copy instead.
 */
export function errorMessage(error: unknown, subject = 'esta página'): string {
  const failure = toUseCaseError(error);
  if (INTERNAL_CAUSES.includes(failure.cause)) return `No pudimos cargar ${subject}. Inténtalo de nuevo.`;
  if (failure.cause === 'networkConnection' && !failure.apiMessage) {
    return 'No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.';
  }
  if (failure.cause === 'apiCallFailed' && !failure.apiMessage) {
    return 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.';
  }
  return failure.userMessage;
}

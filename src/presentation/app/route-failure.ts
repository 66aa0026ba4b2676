import { data } from 'react-router';
import { toUseCaseError } from '../../index';
import { errorMessage } from '../shared/error-message';

/** What a failed loader leaves for the error screen: serialisable, so it survives hydration. */
export interface RouteFailure {
  cause: string;
  /** Spanish, for the shopper. */
  message: string;
}

const NOT_FOUND_CAUSES = ['notFound', 'PRODUCT_NOT_FOUND'];

/** The HTTP status a page answers with when its data failed with `cause`. */
export function statusForCause(cause: string): number {
  if (NOT_FOUND_CAUSES.includes(cause)) return 404;
  if (cause === 'invalidPage') return 400;
  // The API could not be reached or is overloaded: try again later.
  if (cause === 'networkConnection' || cause === 'TOO_MANY_REQUESTS') return 503;
  // The API answered, but not with what the page needs.
  return 502;
}

/** Throws a loader failure as a route error response with the right status and a Spanish message. */
export function failRoute(error: unknown, subject: string): never {
  const failure = toUseCaseError(error);
  const status = statusForCause(failure.cause);
  const message = status === 404 ? `No encontramos ${subject}.` : errorMessage(failure, subject);
  throw data({ cause: failure.cause, message } satisfies RouteFailure, { status });
}

/** A 404 for a path no route knows. */
export function notFound(): never {
  throw data({ cause: 'notFound', message: 'No encontramos esta página.' } satisfies RouteFailure, { status: 404 });
}

import { UseCaseError, type Session } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';

/**
 * The signed-in session a call needs, checked before any request: no
 * session at all is authNotStarted; an anonymous one is
 * onlyAnonymousTokenFound (spec section 6). Either is reported.
 */
export function requireUser(session: SessionStore, errors: ErrorHandler, context: string): Session {
  const current = session.session;
  if (!current) throw errors.handle(new UseCaseError('authNotStarted'), context);
  if (!current.isUser) {
    throw errors.handle(new UseCaseError('onlyAnonymousTokenFound', { apiMessage: 'Ingresa a tu cuenta para continuar.' }), context);
  }
  return current;
}

import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isSpanishProse } from '../../index';
import NotFoundScreen from '../slug/NotFoundScreen';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink } from '../shared/StatusViews';
import type { RouteFailure } from './route-failure';

function isRouteFailure(value: unknown): value is RouteFailure {
  return typeof value === 'object' && value !== null && typeof (value as RouteFailure).message === 'string';
}

/**
 * A screen that failed: the 404 page for what does not exist, else a Spanish
 * message and a way to try again. The server answers with the same screen
 * and the matching status code.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  // A message that is not Spanish prose (a proxy's "Bad Gateway", a stack trace) is never shown as it came.
  const message =
    isRouteErrorResponse(error) && isRouteFailure(error.data) && isSpanishProse(error.data.message)
      ? error.data.message
      : 'No pudimos mostrar esta página. Recarga la página o vuelve al inicio.';
  if (!isRouteErrorResponse(error) && typeof window !== 'undefined') {
    // Logged for whoever debugs (a chunk that failed to download, a rendering bug); the shopper gets Spanish.
    console.error(error);
  }
  return (
    <div className="notice-page" data-testid="route-error">
      <PageTitle>Algo salió mal</PageTitle>
      <p role="alert">{message}</p>
      <p className="notice-page__actions">
        {/* A real link to this page: it retries with or without JavaScript. */}
        <a href={location.pathname + location.search} className="button button--primary">
          Reintentar
        </a>{' '}
        <BackHomeLink>Ir al inicio</BackHomeLink>
      </p>
    </div>
  );
}

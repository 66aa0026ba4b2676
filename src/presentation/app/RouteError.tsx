import { useRouteError } from 'react-router';

/** Last resort when a screen fails to render (for instance, a chunk that could not be downloaded). */
export function RouteError() {
  const error = useRouteError();
  // Logged for whoever debugs; the shopper gets Spanish text and a way out.
  console.error(error);
  return (
    <main className="container main fatal" id="contenido">
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página. Recarga la página o vuelve al inicio.</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reintentar
        </button>{' '}
        <a href="/" className="button button--secondary">
          Ir al inicio
        </a>
      </p>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from './error-message';

/** A polite "loading" announcement with a skeleton. */
export function Loading({ label = 'Cargando…', skeleton = 'block' }: { label?: string; skeleton?: 'block' | 'grid' | 'none' }) {
  return (
    <div role="status" className="loading">
      <span className="loading__label">{label}</span>
      {skeleton === 'grid' ? (
        <div className="skeleton-grid" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="skeleton skeleton--card" />
          ))}
        </div>
      ) : skeleton === 'block' ? (
        <div aria-hidden="true">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--block" />
        </div>
      ) : null}
    </div>
  );
}

/** A failure with its Spanish message and a retry button. */
export function ErrorState({
  error,
  onRetry,
  title = 'Algo salió mal',
  subject,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  subject?: string;
}) {
  return (
    <div className="notice notice--error">
      <h2 className="notice__title">{title}</h2>
      <p role="alert">{errorMessage(error, subject)}</p>
      {onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          Reintentar
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="notice notice--empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

export function BackHomeLink({ children = 'Volver al inicio' }: { children?: ReactNode }) {
  return (
    <Link className="button button--primary" to="/">
      {children}
    </Link>
  );
}

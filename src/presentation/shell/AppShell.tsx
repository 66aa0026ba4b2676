import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { useStart } from '../session/use-start';
import { ErrorState, Loading } from '../shared/StatusViews';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { SearchBox } from './SearchBox';

/** Header, navigation and footer around every screen; the screens wait for the session. */
export function AppShell() {
  const start = useStart();
  const ready = start.status === 'ready';
  return (
    <div className="app">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/" className="logo" aria-label="Tienda, ir al inicio">
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M9 12h14l-1.5 12h-11z" fill="#fff" />
              <path d="M12 12a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" />
            </svg>
            <span>Tienda</span>
          </Link>
          <div className="site-header__search">
            <SearchBox />
          </div>
          <div className="site-header__actions">
            {ready ? <AccountMenu /> : null}
            <CartLink />
          </div>
        </div>
        {ready ? <CategoryNav /> : <div className="category-nav category-nav--placeholder" aria-hidden="true" />}
      </header>
      <main id="contenido" tabIndex={-1} className="container main">
        {start.status === 'error' ? (
          <ErrorState title="No pudimos abrir la tienda" error={start.error} onRetry={start.retry} />
        ) : !ready ? (
          <Loading label="Preparando la tienda…" skeleton="grid" />
        ) : (
          <Suspense fallback={<Loading label="Cargando…" />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

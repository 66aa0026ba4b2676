import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { SearchBox } from './SearchBox';
import { PageTracking } from '../tracking/use-page-tracking';
import { UpdatePrompt } from '../pwa/UpdatePrompt';

/**
 * Header, navigation and footer around every screen. The screens arrive with
 * their data (server-rendered, or loaded before a client navigation); the
 * shopper's own state (account, cart count) fills reserved space once the
 * library has loaded in the browser.
 */
export function AppShell() {
  const navigating = useNavigation().state === 'loading';
  return (
    <div className="app">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/" className="logo" aria-label="Tienda, ir al inicio">
            <span className="logo__mark" aria-hidden="true" />
            <span>Tienda</span>
          </Link>
          <div className="site-header__search">
            <SearchBox />
          </div>
          <div className="site-header__actions">
            {/* The favourites: a heart (its name read aloud); the screen sends an anonymous shopper to log in first. */}
            <Link to="/favoritos" className="header-action header-favourites" aria-label="Favoritos" title="Favoritos">
              <span className="icon icon--heart" aria-hidden="true" />
            </Link>
            <AccountMenu />
            <CartLink />
          </div>
        </div>
        <div className={navigating ? 'nav-progress nav-progress--active' : 'nav-progress'} aria-hidden="true" />
      </header>
      {/* Outside the header: on phones the header stays at the top while scrolling, the categories scroll away. */}
      <CategoryNav />
      <main id="contenido" tabIndex={-1} className="container main" aria-busy={navigating}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <PageTracking />
      <UpdatePrompt />
    </div>
  );
}

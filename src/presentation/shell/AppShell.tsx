import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { PathLink } from '../shared/PathLink';
import { listingIsRecalled } from '../listing/listing-cache';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { CategoryNav } from './CategoryNav';
import { Footer } from './Footer';
import { SearchBox } from './SearchBox';
import { PageTracking } from '../tracking/use-page-tracking';
import { UpdatePrompt } from '../pwa/UpdatePrompt';

/**
 * What a route's `handle.chrome` asks of the shell: `focused` (checkout) keeps the header to the store's mark,
 * «Compra segura» and the way back to the cart, without the search, the categories or the account entries, as
 * Amazon and Mercado Libre strip their checkouts down. Every other screen has the whole header.
 */
export type ShellChrome = 'focused';

/** What the shell reads from the matched routes' handles. */
interface ShellHandle {
  chrome?: ShellChrome;
  private?: boolean;
}

/**
 * Header, navigation and footer around every screen. The screens arrive with
 * their data (server-rendered, or loaded before a client navigation); the
 * shopper's own state (account, cart count) fills reserved space once the
 * library has loaded in the browser.
 */
export function AppShell() {
  const navigation = useNavigation();
  // Back or forward to a listing already seen is answered from memory (listing-cache.ts): nothing to wait for.
  const navigating = navigation.state === 'loading' && !listingIsRecalled(navigation.location);
  const handles = useMatches().map((match) => (match.handle ?? {}) as ShellHandle);
  const focused = handles.some((handle) => handle.chrome === 'focused');
  // A screen drawn in the browser (the shopper's own) keeps at least a screen's height from the first paint, so the
  // footer starts below the fold and stays there while the content arrives (it would otherwise jump down: layout shift).
  const drawnInBrowser = handles.some((handle) => handle.private === true);
  const progress = <div className={navigating ? 'nav-progress nav-progress--active' : 'nav-progress'} aria-hidden="true" />;
  const logo = (
    <PathLink to="/" className="logo" aria-label="Tienda, ir al inicio">
      <span className="logo__mark" aria-hidden="true" />
      <span>Tienda</span>
    </PathLink>
  );
  return (
    <div className="app">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      {focused ? (
        <header className="site-header site-header--focused">
          <div className="container site-header__inner">
            {logo}
            <p className="site-header__secure">
              <span className="icon icon--lock" aria-hidden="true" />
              Compra segura
            </p>
            <div className="site-header__actions">
              <PathLink to="/carrito" className="header-action" aria-label="Volver al carrito">
                <span className="icon icon--chevron-left" aria-hidden="true" />
                <span className="focused-back__long">Volver al carrito</span>
                <span className="focused-back__short">Carrito</span>
              </PathLink>
            </div>
          </div>
          {progress}
        </header>
      ) : (
        <header className="site-header">
          <div className="container site-header__inner">
            {logo}
            <div className="site-header__search">
              <SearchBox />
            </div>
            <div className="site-header__actions">
              {/* The favourites: a heart (its name read aloud); the screen sends an anonymous shopper to log in first. */}
              <PathLink to="/favoritos" className="header-action header-favourites" aria-label="Favoritos" title="Favoritos">
                <span className="icon icon--heart" aria-hidden="true" />
              </PathLink>
              <AccountMenu />
              <CartLink />
            </div>
          </div>
          {progress}
        </header>
      )}
      {/* Outside the header: on phones the header stays at the top while scrolling, the categories scroll away. */}
      {focused ? null : <CategoryNav />}
      <main id="contenido" tabIndex={-1} className={drawnInBrowser ? 'container main main--private' : 'container main'} aria-busy={navigating}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <PageTracking />
      <UpdatePrompt />
    </div>
  );
}

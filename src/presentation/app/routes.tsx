import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { homeLoader } from '../home/home.loader';
import { OFFERS_PAGES, offersLoader, type OffersKind } from '../home/offers.loader';
import { INFO_PAGES } from '../info/info-pages';
import { listingLoader } from '../listing/listing.loader';
import { productLoader } from '../product/product.loader';
import { searchLoader } from '../search/search.loader';
import { sectionLoader } from '../section/section.loader';
import { shellLoader } from '../shell/shell.loader';
import { AppShell, type ShellChrome } from '../shell/AppShell';
import { slugLoader } from '../slug/slug.loader';
import { vendingLoader } from '../vending/vending.loader';
import { compareLoader } from '../compare/compare.loader';
import { shareLinkLoader } from '../share/share.loader';
import { publicWishlistLoader } from '../wishlists/public-wishlist.loader';
import { notFound } from './route-failure';
import { RouteError } from './RouteError';
import { Loading } from '../shared/StatusViews';
import type { RouteDeps } from './route-deps';
import type { ListingKind } from '../../index';

/**
 * Every route of the store. Loaders are static, so on a client navigation
 * the screen's one API request starts in parallel with its lazy chunk; the
 * same loaders run on the server for the first request.
 */
const Nothing = () => null;

/**
 * A screen with no loader and a plain, noindex head. `private` tells the shell that its content is drawn in the
 * browser after the server's page (a loading state first), so the shell keeps a screen's height for it; `chrome`
 * asks the shell for a focused header (checkout).
 */
function privateScreen(
  path: string,
  screen: string,
  title: string,
  load: () => Promise<{ default: ComponentType }>,
  chrome?: ShellChrome,
): RouteObject {
  return { path, lazy: () => load().then((m) => ({ Component: m.default })), handle: { screen, head: { title, noindex: true }, private: true, ...(chrome ? { chrome } : {}) } };
}

/** Each information page's screen (static imports, so each is a chunk of its own). */
const INFO_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  'info/HelpPage': () => import('../info/HelpPage'),
  'info/ShippingPage': () => import('../info/ShippingPage'),
  'info/PaymentPage': () => import('../info/PaymentPage'),
  'info/TermsPage': () => import('../info/TermsPage'),
  'info/PrivacyPage': () => import('../info/PrivacyPage'),
};

/** The store's information pages (help, shipping, payment, terms, privacy): server-rendered text, no loader. */
const infoRoutes = (): RouteObject[] =>
  INFO_PAGES.map((page) => ({
    path: page.path,
    lazy: () => INFO_SCREENS[page.screen]!().then((m) => ({ Component: m.default })),
    handle: { screen: page.screen, head: 'info', cache: 'public' },
  }));

export function createRoutes(deps: RouteDeps): RouteObject[] {
  const listing = (kind: ListingKind, path: string): RouteObject => ({
    path,
    loader: listingLoader(deps, kind),
    lazy: async () => {
      const { default: ListingScreen } = await import('../listing/ListingScreen');
      return { Component: () => <ListingScreen kind={kind} /> };
    },
    handle: { screen: 'listing/ListingScreen', head: 'listing', cache: 'public' },
  });
  // The offers and newest pages: sections like the home's, server-rendered.
  const offers = (kind: OffersKind, path: string): RouteObject => ({
    path,
    loader: offersLoader(deps, kind),
    lazy: async () => {
      const { default: OffersScreen } = await import('../home/OffersScreen');
      return { Component: () => <OffersScreen kind={kind} /> };
    },
    handle: { screen: 'home/OffersScreen', head: { title: OFFERS_PAGES[kind].title }, cache: 'public' },
  });
  return [
    {
      id: 'shell',
      path: '/',
      element: <AppShell />,
      loader: shellLoader(deps),
      // The categories do not change with the page: load them once.
      shouldRevalidate: () => false,
      errorElement: <RouteError />,
      // Only `npm run dev` (no server rendering) shows this, while the first page's data loads.
      hydrateFallbackElement: <Loading label="Preparando la tienda…" skeleton="grid" />,
      children: [
        {
          // Failures of a screen show inside the shell, with its header and footer.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: homeLoader(deps),
              lazy: () => import('../home/HomeScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'home/HomeScreen', head: 'home', cache: 'public' },
            },
            {
              path: 'producto/:slug',
              loader: productLoader(deps),
              lazy: () => import('../product/ProductScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'product/ProductScreen', head: 'product', cache: 'public' },
            },
            listing('category', 'categoria/:slug'),
            listing('brand', 'marca/:slug'),
            listing('author', 'autor/:slug'),
            {
              path: 'seccion/:id',
              loader: sectionLoader(deps),
              lazy: () => import('../section/SectionScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'section/SectionScreen', head: 'section', cache: 'public' },
            },
            {
              // A vending machine's positions, server-rendered; `?categoria=` filters them.
              path: 'maquina/:id',
              loader: vendingLoader(deps),
              lazy: () => import('../vending/VendingScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'vending/VendingScreen', head: 'vending', cache: 'public' },
            },
            {
              // A product beside the similar ones the API compares it to, server-rendered.
              path: 'comparar/:slug',
              loader: compareLoader(deps),
              lazy: () => import('../compare/CompareScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'compare/CompareScreen', head: 'compare', cache: 'public' },
            },
            {
              // A shopper's shared favourites: server-rendered for whoever has the link, never indexed.
              path: 'favoritos/:publicId',
              loader: publicWishlistLoader(deps),
              lazy: () => import('../wishlists/PublicWishlistScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'wishlists/PublicWishlistScreen', head: 'publicWishlist', cache: 'public' },
            },
            {
              // A shared short link: a 302 to what it names; its screen only says when it names nothing.
              path: 's/:shortId',
              loader: shareLinkLoader(deps),
              lazy: () => import('../share/ShareLinkScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'share/ShareLinkScreen', head: 'notFound', cache: 'public' },
            },
            offers('offers', 'ofertas'),
            offers('newest', 'novedades'),
            ...infoRoutes(),
            // The business forms: server-rendered and indexed (no loader: nothing to fetch); sent once the page has hydrated.
            { path: 'empresas', lazy: () => import('../forms/B2bScreen').then((m) => ({ Component: m.default })), handle: { screen: 'forms/B2bScreen', cache: 'public', head: { title: 'Ventas a empresas', description: 'Compras por volumen para tu empresa: cuéntanos qué necesitas y te enviamos una cotización.' } } },
            { path: 'vender', lazy: () => import('../forms/SellerScreen').then((m) => ({ Component: m.default })), handle: { screen: 'forms/SellerScreen', cache: 'public', head: { title: 'Vende con nosotros', description: 'Vende tus productos en Tienda, con envío a toda Guatemala: deja tus datos y te contactamos.' } } },
            // The shopper's own screens: rendered in the browser, inside the server-rendered shell; not for search engines.
            {
              // Search results: server-rendered with their facets, never indexed.
              path: 'buscar',
              loader: searchLoader(deps),
              lazy: () => import('../search/SearchScreen').then((m) => ({ Component: m.default })),
              handle: { screen: 'search/SearchScreen', head: 'search' },
            },
            privateScreen('carrito', 'cart/CartScreen', 'Carrito', () => import('../cart/CartScreen')),
            privateScreen('ingresar', 'account/LoginScreen', 'Ingresar', () => import('../account/LoginScreen')),
            privateScreen('registro', 'auth/SignUpScreen', 'Crear cuenta', () => import('../auth/SignUpScreen')),
            privateScreen('recuperar-contrasena', 'auth/ForgotPasswordScreen', 'Recuperar la contraseña', () => import('../auth/ForgotPasswordScreen')),
            privateScreen('verificar', 'auth/VerifyScreen', 'Verificar tu cuenta', () => import('../auth/VerifyScreen')),
            privateScreen('cuenta', 'account/AccountScreen', 'Mi cuenta', () => import('../account/AccountScreen')),
            privateScreen('cuenta/perfil', 'profile/ProfileScreen', 'Tu perfil', () => import('../profile/ProfileScreen')),
            privateScreen('cuenta/documento', 'profile/IdentityDocumentScreen', 'Documento de identidad', () => import('../profile/IdentityDocumentScreen')),
            privateScreen('cuenta/notificaciones', 'preferences/NotificationsScreen', 'Notificaciones', () => import('../preferences/NotificationsScreen')),
            privateScreen('cuenta/ajustes', 'preferences/SettingsScreen', 'Ajustes de notificaciones', () => import('../preferences/SettingsScreen')),
            privateScreen('cuenta/eliminar', 'preferences/DeleteAccountScreen', 'Eliminar la cuenta', () => import('../preferences/DeleteAccountScreen')),
            privateScreen('cuenta/direcciones', 'addresses/AddressesScreen', 'Tus direcciones', () => import('../addresses/AddressesScreen')),
            privateScreen('cuenta/facturacion', 'addresses/TaxIdsScreen', 'Datos de facturación', () => import('../addresses/TaxIdsScreen')),
            privateScreen('cuenta/tarjetas', 'payments/CardsScreen', 'Tus tarjetas', () => import('../payments/CardsScreen')),
            privateScreen('cuenta/puntos', 'points/PointsScreen', 'Tus puntos', () => import('../points/PointsScreen')),
            privateScreen('cuenta/opiniones', 'reviews/MyReviewsScreen', 'Mis opiniones', () => import('../reviews/MyReviewsScreen')),
            privateScreen('cuenta/opiniones/por-escribir', 'reviews/SuggestedReviewsScreen', 'Opiniones por escribir', () => import('../reviews/SuggestedReviewsScreen')),
            privateScreen('cuenta/pedidos', 'orders/OrdersScreen', 'Tus pedidos', () => import('../orders/OrdersScreen')),
            privateScreen('cuenta/pedidos/:number', 'orders/OrderScreen', 'Tu pedido', () => import('../orders/OrderScreen')),
            privateScreen('cuenta/pedidos/:number/garantia/:itemId', 'warranty/WarrantyClaimScreen', 'Reclamar garantía', () => import('../warranty/WarrantyClaimScreen')),
            privateScreen('cuenta/garantias', 'warranty/WarrantyClaimsScreen', 'Mis garantías', () => import('../warranty/WarrantyClaimsScreen')),
            // Checkout keeps only the store's mark, «Compra segura» and the way back to the cart (AppShell's focused header).
            privateScreen('pagar', 'checkout/CheckoutScreen', 'Pagar', () => import('../checkout/CheckoutScreen'), 'focused'),
            privateScreen('pagar/listo', 'checkout/ConfirmationScreen', 'Pedido recibido', () => import('../checkout/ConfirmationScreen')),
            privateScreen('favoritos', 'wishlists/WishlistScreen', 'Mis favoritos', () => import('../wishlists/WishlistScreen')),
            // The session's own recently viewed products: loaded in the browser, never by the server's shared session.
            privateScreen('vistos', 'recently-viewed/RecentlyViewedScreen', 'Vistos recientemente', () => import('../recently-viewed/RecentlyViewedScreen')),
            privateScreen('importar', 'import/ImportScreen', 'Importar de Amazon', () => import('../import/ImportScreen')),
            privateScreen('recogidas', 'pickup-worker/PickupWorkerScreen', 'Recogidas', () => import('../pickup-worker/PickupWorkerScreen')),
            // Both always answer with a redirect or an error: nothing of their own to render.
            { path: ':slug', loader: slugLoader(deps), Component: Nothing, handle: { head: 'notFound', cache: 'public' } },
            { path: '*', loader: () => notFound(), Component: Nothing, handle: { head: 'notFound', cache: 'public' } },
          ],
        },
      ],
    },
  ];
}

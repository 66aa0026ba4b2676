import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from '../shell/AppShell';
import { RouteError } from './RouteError';

// One chunk per screen: the shell stays in the main bundle, screens load on first visit.
const HomeScreen = lazy(() => import('../home/HomeScreen'));
const ProductScreen = lazy(() => import('../product/ProductScreen'));
const ListingScreen = lazy(() => import('../listing/ListingScreen'));
const CartScreen = lazy(() => import('../cart/CartScreen'));
const LoginScreen = lazy(() => import('../account/LoginScreen'));
const AccountScreen = lazy(() => import('../account/AccountScreen'));
const SearchScreen = lazy(() => import('../search/SearchScreen'));
const SlugScreen = lazy(() => import('../slug/SlugScreen'));
const NotFoundScreen = lazy(() => import('../slug/NotFoundScreen'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'buscar', element: <SearchScreen /> },
      { path: 'producto/:sku', element: <ProductScreen /> },
      { path: 'categoria/:slug', element: <ListingScreen kind="category" /> },
      { path: 'marca/:slug', element: <ListingScreen kind="brand" /> },
      { path: 'autor/:slug', element: <ListingScreen kind="author" /> },
      { path: 'carrito', element: <CartScreen /> },
      { path: 'ingresar', element: <LoginScreen /> },
      { path: 'cuenta', element: <AccountScreen /> },
      { path: ':slug', element: <SlugScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

import type { BrowseProductsUseCase } from '../../usecases/catalog/browse-products.use-case';
import type { LoadHomeUseCase } from '../../usecases/catalog/load-home.use-case';
import type { LoadRecentlyViewedUseCase } from '../../usecases/catalog/load-recently-viewed.use-case';
import type { LoadNavigationUseCase } from '../../usecases/catalog/load-navigation.use-case';
import type { LoadProductPageUseCase } from '../../usecases/catalog/load-product-page.use-case';
import type { LoadSectionUseCase } from '../../usecases/catalog/load-section.use-case';
import type { ResolveSlugUseCase } from '../../usecases/catalog/resolve-slug.use-case';
import { lazyExecute, type Resolve } from '../feature';
import { CATALOG_TOKENS } from './catalog.tokens';

/** `tienda.catalog`: what anyone can browse. */
export interface CatalogNamespace {
  /**
   * Loads the home (or offers, or newest) page: sections in their sort order, empty
   * product sections left out, and the banner positions pinned for this visit.
   */
  loadHome(...args: Parameters<LoadHomeUseCase['execute']>): ReturnType<LoadHomeUseCase['execute']>;
  /**
   * Resolves a slug to the kind of page it names. An unknown or malformed slug
   * resolves to NOT_FOUND; other failures reject.
   */
  resolveSlug(...args: Parameters<ResolveSlugUseCase['execute']>): ReturnType<ResolveSlugUseCase['execute']>;
  /**
   * Loads a product page with the requested parts; a requested part missing from
   * the answer is productPageMissingRequestedProperty.
   */
  loadProductPage(...args: Parameters<LoadProductPageUseCase['execute']>): ReturnType<LoadProductPageUseCase['execute']>;
  /**
   * A category, brand or author listing: its heading, one page of its products (every filter of `filter`, 7 sort
   * orders) and its facets with the same filter (`filters`), fetched in parallel.
   */
  browseProducts(...args: Parameters<BrowseProductsUseCase['execute']>): ReturnType<BrowseProductsUseCase['execute']>;
  /**
   * "Ver todo" of a home, offers or newest section: one page of all its products (or brands), sorted by name unless
   * `sort` says otherwise, narrowed by `filter`, with its facets (`filters`). The first call (no page, sort or
   * filter) asks for page 0, size 0, by name. An unknown id is notFound; a page below 1 is invalidPage, before any call.
   */
  loadSection(...args: Parameters<LoadSectionUseCase['execute']>): ReturnType<LoadSectionUseCase['execute']>;
  /** The session's recently viewed products, newest first (at most 20). */
  recentlyViewed(...args: Parameters<LoadRecentlyViewedUseCase['execute']>): ReturnType<LoadRecentlyViewedUseCase['execute']>;
  /** The top-level categories for the store's navigation, fetched once per client. */
  loadNavigation(...args: Parameters<LoadNavigationUseCase['execute']>): ReturnType<LoadNavigationUseCase['execute']>;
}

/** The catalogue feature's part of TiendaClient. */
export interface CatalogClient {
  /** The catalogue: home, slugs, product pages, listings and navigation. */
  readonly catalog: CatalogNamespace;
}

export function catalogClient(resolve: Resolve): CatalogClient {
  return {
    catalog: {
      loadHome: lazyExecute<LoadHomeUseCase>(resolve, CATALOG_TOKENS.LoadHome),
      resolveSlug: lazyExecute<ResolveSlugUseCase>(resolve, CATALOG_TOKENS.ResolveSlug),
      loadProductPage: lazyExecute<LoadProductPageUseCase>(resolve, CATALOG_TOKENS.LoadProductPage),
      browseProducts: lazyExecute<BrowseProductsUseCase>(resolve, CATALOG_TOKENS.BrowseProducts),
      loadNavigation: lazyExecute<LoadNavigationUseCase>(resolve, CATALOG_TOKENS.LoadNavigation),
      loadSection: lazyExecute<LoadSectionUseCase>(resolve, CATALOG_TOKENS.LoadSection),
      recentlyViewed: lazyExecute<LoadRecentlyViewedUseCase>(resolve, CATALOG_TOKENS.LoadRecentlyViewed),
    },
  };
}

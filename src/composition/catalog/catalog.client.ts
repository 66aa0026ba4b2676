import { calls, lazily, type Calls, type Resolve } from '../feature';
import type { CatalogUseCases } from './catalog.module';
import { CATALOG_USE_CASES } from './catalog.tokens';

/** `tienda.catalog`: what anyone can browse. */
export interface CatalogNamespace extends Calls<CatalogUseCases> {}

/** The catalogue feature's part of TiendaClient. */
export interface CatalogClient {
  /** The catalogue: home, slugs, product pages, listings and navigation. */
  readonly catalog: CatalogNamespace;
}

export function catalogClient(resolve: Resolve): CatalogClient {
  return {
    catalog: calls(lazily(resolve, CATALOG_USE_CASES), {
      loadHome: true,
      resolveSlug: true,
      loadProductPage: true,
      browseProducts: true,
      loadSection: true,
      recentlyViewed: true,
      loadNavigation: true,
    }),
  };
}

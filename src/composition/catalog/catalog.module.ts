import { ContainerModule } from 'inversify';
import { HttpCatalogRepository } from '../../data/catalog/http-catalog.repository';
import type { ApiClient } from '../../data/http/api-client';
import { BrowseProductsUseCase } from '../../usecases/catalog/browse-products.use-case';
import type { CatalogFacetsRepository } from '../../usecases/catalog/catalog-facets.repository';
import { LoadHomeUseCase } from '../../usecases/catalog/load-home.use-case';
import { LoadNavigationUseCase } from '../../usecases/catalog/load-navigation.use-case';
import { LoadProductPageUseCase } from '../../usecases/catalog/load-product-page.use-case';
import { LoadRecentlyViewedUseCase } from '../../usecases/catalog/load-recently-viewed.use-case';
import { LoadSectionUseCase } from '../../usecases/catalog/load-section.use-case';
import { ResolveSlugUseCase } from '../../usecases/catalog/resolve-slug.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built, type Get } from '../feature';
import { loadOnce } from '../on-demand';
import { CATALOG_TOKENS as T, CATALOG_USE_CASES } from './catalog.tokens';

/** The use cases of `tienda.catalog`, one per member. */
export function createCatalog(get: Get) {
  const [catalog, errors] = [get(T.CatalogRepository), get(C.ErrorHandler)];
  const facets = onDemandFacets(get(C.ApiClient));
  return {
    /**
     * Loads the home (or offers, or newest) page: sections in their sort order, empty
     * product sections left out, and the banner positions pinned for this visit.
     */
    loadHome: new LoadHomeUseCase(catalog, errors, get(C.Config).random),
    /**
     * Resolves a slug to the kind of page it names. An unknown or malformed slug
     * resolves to NOT_FOUND; other failures reject.
     */
    resolveSlug: new ResolveSlugUseCase(catalog, errors),
    /**
     * Loads a product page with the requested parts; a requested part missing from
     * the answer is productPageMissingRequestedProperty.
     */
    loadProductPage: new LoadProductPageUseCase(catalog, errors),
    /**
     * A category, brand or author listing: its heading, one page of its products (every filter of `filter`, 7 sort
     * orders) and its facets with the same filter (`filters`), fetched in parallel.
     */
    browseProducts: new BrowseProductsUseCase(catalog, facets, errors),
    /**
     * "Ver todo" of a home, offers or newest section: one page of all its products (or brands), sorted by name unless
     * `sort` says otherwise, narrowed by `filter`, with its facets (`filters`). The first call (no page, sort or
     * filter) asks for page 0, size 0, by name. An unknown id is notFound; a page below 1 is invalidPage, before any call.
     */
    loadSection: new LoadSectionUseCase(catalog, facets, errors),
    /** The session's recently viewed products, newest first (at most 20). */
    recentlyViewed: new LoadRecentlyViewedUseCase(facets, errors),
    /** The top-level categories for the store's navigation, fetched once per client. */
    loadNavigation: new LoadNavigationUseCase(catalog, errors),
  };
}

export type CatalogUseCases = ReturnType<typeof createCatalog>;

/**
 * The facets' and recently viewed repository: its class and schemas (catalog.on-demand.ts) load with its first
 * call, not with every page's library. A failed load is tried again on the next call.
 */
function onDemandFacets(api: ApiClient): CatalogFacetsRepository {
  const repository = loadOnce(() => import('./catalog.on-demand').then((code) => new code.HttpCatalogFacetsRepository(api)));
  return {
    getListingFilters: async (query) => (await repository()).getListingFilters(query),
    getSectionFilters: async (id, filter) => (await repository()).getSectionFilters(id, filter),
    getRecentlyViewed: async () => (await repository()).getRecentlyViewed(),
  };
}

/** Binds the catalogue's repository and its use cases. It needs only the core. */
export const catalogModule = new ContainerModule(({ bind }) => {
  bind(T.CatalogRepository)
    .toDynamicValue(built((get) => new HttpCatalogRepository(get(C.ApiClient))))
    .inSingletonScope();
  bind(CATALOG_USE_CASES).toDynamicValue(built(createCatalog)).inSingletonScope();
});

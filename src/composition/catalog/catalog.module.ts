import { ContainerModule } from 'inversify';
import { HttpCatalogRepository } from '../../data/catalog/http-catalog.repository';
import { BrowseProductsUseCase } from '../../usecases/catalog/browse-products.use-case';
import type { CatalogFacetsRepository } from '../../usecases/catalog/catalog-facets.repository';
import type { CatalogRepository } from '../../usecases/catalog/catalog.repository';
import { LoadHomeUseCase } from '../../usecases/catalog/load-home.use-case';
import { LoadRecentlyViewedUseCase } from '../../usecases/catalog/load-recently-viewed.use-case';
import { LoadNavigationUseCase } from '../../usecases/catalog/load-navigation.use-case';
import { LoadSectionUseCase } from '../../usecases/catalog/load-section.use-case';
import { LoadProductPageUseCase } from '../../usecases/catalog/load-product-page.use-case';
import { ResolveSlugUseCase } from '../../usecases/catalog/resolve-slug.use-case';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { TiendaConfig } from '../config';
import { CORE_TOKENS } from '../core/core.tokens';
import type { ApiClient } from '../../data/http/api-client';
import { construct } from '../feature';
import { loadOnce, onDemandRepository } from '../on-demand';
import { CATALOG_TOKENS as T } from './catalog.tokens';

const loadFacets = loadOnce(() => import('./catalog.on-demand'));

/** Binds the catalogue repositories and use cases (the facets' repository loads on its first call). It needs only the core. */
export const catalogModule = new ContainerModule(({ bind }) => {
  bind(T.CatalogRepository).toResolvedValue(construct(HttpCatalogRepository), [CORE_TOKENS.ApiClient]).inSingletonScope();
  bind(T.CatalogFacetsRepository)
    .toResolvedValue(
      (api: ApiClient) => onDemandRepository<CatalogFacetsRepository>(() => loadFacets().then((code) => new code.HttpCatalogFacetsRepository(api))),
      [CORE_TOKENS.ApiClient],
    )
    .inSingletonScope();
  bind(T.LoadHome)
    .toResolvedValue(
      (catalog: CatalogRepository, errors: ErrorHandler, config: TiendaConfig) => new LoadHomeUseCase(catalog, errors, config.random),
      [T.CatalogRepository, CORE_TOKENS.ErrorHandler, CORE_TOKENS.Config],
    )
    .inSingletonScope();
  bind(T.ResolveSlug).toResolvedValue(construct(ResolveSlugUseCase), [T.CatalogRepository, CORE_TOKENS.ErrorHandler]).inSingletonScope();
  bind(T.LoadProductPage)
    .toResolvedValue(construct(LoadProductPageUseCase), [T.CatalogRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.BrowseProducts)
    .toResolvedValue(construct(BrowseProductsUseCase), [T.CatalogRepository, T.CatalogFacetsRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.LoadSection)
    .toResolvedValue(construct(LoadSectionUseCase), [T.CatalogRepository, T.CatalogFacetsRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.LoadRecentlyViewed)
    .toResolvedValue(construct(LoadRecentlyViewedUseCase), [T.CatalogFacetsRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.LoadNavigation).toResolvedValue(construct(LoadNavigationUseCase), [T.CatalogRepository, CORE_TOKENS.ErrorHandler]).inSingletonScope();
});

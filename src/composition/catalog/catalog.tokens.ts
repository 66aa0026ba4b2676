/** The catalogue feature's tokens. */
export const CATALOG_TOKENS = {
  CatalogRepository: Symbol.for('tienda.CatalogRepository'),
  CatalogFacetsRepository: Symbol.for('tienda.CatalogFacetsRepository'),
  LoadHome: Symbol.for('tienda.LoadHomeUseCase'),
  ResolveSlug: Symbol.for('tienda.ResolveSlugUseCase'),
  LoadProductPage: Symbol.for('tienda.LoadProductPageUseCase'),
  BrowseProducts: Symbol.for('tienda.BrowseProductsUseCase'),
  LoadNavigation: Symbol.for('tienda.LoadNavigationUseCase'),
  LoadSection: Symbol.for('tienda.LoadSectionUseCase'),
  LoadRecentlyViewed: Symbol.for('tienda.LoadRecentlyViewedUseCase'),
} as const;

/** The catalogue feature's tokens. */
export const CATALOG_TOKENS = {
  CatalogRepository: Symbol.for('tienda.CatalogRepository'),
  LoadHome: Symbol.for('tienda.LoadHomeUseCase'),
  ResolveSlug: Symbol.for('tienda.ResolveSlugUseCase'),
  LoadProductPage: Symbol.for('tienda.LoadProductPageUseCase'),
  BrowseProducts: Symbol.for('tienda.BrowseProductsUseCase'),
  LoadNavigation: Symbol.for('tienda.LoadNavigationUseCase'),
  LoadSection: Symbol.for('tienda.LoadSectionUseCase'),
} as const;

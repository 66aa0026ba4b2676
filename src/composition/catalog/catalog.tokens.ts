import type { CatalogRepository } from '../../usecases/catalog/catalog.repository';
import { tokenFor } from '../feature';
import type { CatalogUseCases } from './catalog.module';

/** The catalogue feature's tokens: its repository (which a test may replace with a fake). */
export const CATALOG_TOKENS = {
  CatalogRepository: tokenFor<CatalogRepository>('CatalogRepository'),
} as const;

/** The catalogue's use cases, built by createCatalog (catalog.module.ts) on the first call. Part of the feature's tokens. */
export const CATALOG_USE_CASES = tokenFor<CatalogUseCases>('Catalog');

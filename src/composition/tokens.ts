import { mergeParts } from './feature';
import { FEATURES } from './root';

/**
 * Every feature's tokens in one object (`TOKENS.CatalogRepository`), for
 * overrides and tests. Each feature owns its own (`CATALOG_TOKENS` in
 * catalog/catalog.tokens.ts). Resolve them only in the composition root and
 * the React provider.
 */
export const TOKENS = Object.freeze(mergeParts(FEATURES.map((feature) => feature.tokens), 'token'));

/** Any one of {@link TOKENS}: a key of the `overrides` map of {@link createTiendaClient}. */
export type Token = (typeof TOKENS)[keyof typeof TOKENS];

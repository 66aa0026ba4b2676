/** The catalogue's facets and recently viewed calls with their schemas, as one chunk loaded on their first call. */
export { HttpCatalogFacetsRepository } from '../../data/catalog/http-catalog-facets.repository';

import {
  AuthorSchema,
  BrandSchema,
  CategoryTreeSchema,
  HomePageSchema,
  ProductListSchema,
  SectionDetailSchema,
  SlugResolutionSchema,
  type Author,
  type Brand,
  type CategoryTree,
  type HomePage,
  type ProductList,
  type ProductPage,
  type SectionDetail,
  type SlugResolution,
} from '../../domain';
import type {
  CatalogRepository,
  HomePageKind,
  ProductListQuery,
  ProductPageQuery,
  SectionQuery,
} from '../../usecases/catalog/catalog.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

type ProductPageSchemas = typeof import('../../domain/product/product-page');
let productPageSchemas: Promise<ProductPageSchemas> | null = null;

/**
 * The product page's schema, with the checkout's delivery, pickup, installment and seat shapes it reuses, loads
 * with the first product page rather than with every page's library; a failed load is tried again next time.
 */
function loadProductPageSchemas(): Promise<ProductPageSchemas> {
  return (productPageSchemas ??= import('../../domain/product/product-page').catch((error: unknown) => {
    productPageSchemas = null;
    throw error;
  }));
}

export class HttpCatalogRepository implements CatalogRepository {
  constructor(private readonly api: ApiClient) {}

  getSectionsPage(kind: HomePageKind, page: number, pageSize: number): Promise<HomePage> {
    return this.api.request({
      method: 'GET',
      path: `/page/${kind}`,
      params: { page, page_size: pageSize },
      schema: HomePageSchema,
      shape: 'HomePage',
    });
  }

  getSection(id: string, query: SectionQuery): Promise<SectionDetail> {
    return this.api.request({
      method: 'GET',
      path: `/page/section/${segment(id)}`,
      params: { ...query },
      schema: SectionDetailSchema,
      shape: 'SectionDetail',
    });
  }

  resolveSlug(slug: string): Promise<SlugResolution> {
    return this.api.request({ method: 'GET', path: `/slug/${segment(slug)}`, schema: SlugResolutionSchema, shape: 'SlugResolution' });
  }

  getCategoryRoot(): Promise<CategoryTree> {
    return this.api.request({ method: 'GET', path: '/category/root', schema: CategoryTreeSchema, shape: 'CategoryTree' });
  }

  getCategory(slug: string): Promise<CategoryTree> {
    return this.api.request({ method: 'GET', path: `/category/${segment(slug)}`, schema: CategoryTreeSchema, shape: 'CategoryTree' });
  }

  getBrand(slug: string): Promise<Brand> {
    return this.api.request({ method: 'GET', path: `/brand/${segment(slug)}`, schema: BrandSchema, shape: 'Brand' });
  }

  getAuthor(slug: string): Promise<Author> {
    return this.api.request({ method: 'GET', path: `/author/${segment(slug)}`, schema: AuthorSchema, shape: 'Author' });
  }

  listProducts(query: ProductListQuery): Promise<ProductList> {
    return this.api.request({ method: 'GET', path: '/product', params: { ...query }, schema: ProductListSchema, shape: 'ProductList' });
  }

  async getProductPage(id: string, query: ProductPageQuery): Promise<ProductPage> {
    const { ProductPageSchema } = await loadProductPageSchemas();
    return this.api.request({
      method: 'GET',
      path: `/page/product/${segment(id)}`,
      params: { ...query },
      schema: ProductPageSchema,
      shape: 'ProductPage',
    });
  }
}

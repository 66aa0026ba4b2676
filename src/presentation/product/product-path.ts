import type { ProductSummary } from '../../index';

/** A product's page: its slug when it has one (what shoppers and search engines expect), else its SKU. */
export function productPath(product: Pick<ProductSummary, 'public_sku' | 'slug'>): `/producto/${string}` {
  return `/producto/${encodeURIComponent(product.slug || product.public_sku)}`;
}

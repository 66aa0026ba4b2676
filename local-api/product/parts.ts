/*
 * Product page parts that read the shopper's own records or the store's
 * back office: the admin section (staff only), what the shopper bought
 * (IS_KNOWN_BUYER, the order under warranty, review points), the paged
 * recommendations, the compare table's attributes, the stock control that
 * empties the wait list, and bulk quotations.
 */
import { bulkQuotationProblem, phoneDigits } from '../../src/domain/product/product-action-rules';
import { AVAILABLE_STOCK, type ProductRow } from '../catalog/catalogue';
import { summaryRowsByIds, topProductIds, type ListedId } from '../catalog/product-query';
import { findProductById } from '../catalog/product-store';
import type { AppDeps, SessionInfo } from '../http/context';
import { ApiError } from '../http/errors';
import type { Paging } from '../http/request';
import {
  countBulkQuotationsSince,
  countProductInOpenCarts,
  countProductInUnpaidOrders,
  findUserIsStaff,
  hasUserReviewedProduct,
  insertBulkQuotation,
  listProductAttributes,
  listUserOrdersWithProduct,
  updateProductRegularPrice,
  updateProductSalePrice,
  updateProductStock,
} from './product-parts-store';
import { releaseWaitList } from './wait-list';

/** A 400 naming the field it is about (`{cause, message, field}`). */
export class ProductFieldError extends ApiError {
  constructor(
    cause: 'NOT_ALLOWED',
    message: string,
    readonly field: string,
  ) {
    super(400, cause, message);
  }
  override body() {
    return { ...super.body(), field: this.field };
  }
}

/** Points a shopper earns by reviewing a product they bought (A1's suggested reviews say the same). */
export const REVIEW_POINTS = 10;
/** How long the recommendations list gets. */
export const RECOMMENDATIONS_LIMIT = 120;

export function isStaff(deps: AppDeps, session: SessionInfo): boolean {
  if (!session.user) return false;
  const row = findUserIsStaff(deps.db, session.user.id);
  return row?.is_staff === 1;
}

/** ADMIN_SECTION: for staff only (null for everyone else). */
export function adminSection(deps: AppDeps, origin: string, session: SessionInfo, product: ProductRow) {
  if (!isStaff(deps, session)) return null;
  const inCarts = countProductInOpenCarts(deps.db, product.id);
  const unpaid = countProductInUnpaidOrders(deps.db, product.id);
  const sku = encodeURIComponent(product.public_sku);
  return {
    // What the store can sell; the ERP's part of it is what the supplier's warehouse holds (IN_ERP_STOCK).
    stock_total: product.stock_quantity,
    erp_stock: product.stock_status === 'IN_ERP_STOCK' ? product.stock_quantity : 0,
    locked_stock: inCarts.n + unpaid.n,
    editor_url: `${origin}/admin/productos/${sku}/editar`,
    profile_url: `${origin}/admin/productos/${sku}`,
    internal_sku: `INT-${String(product.id).padStart(6, '0')}`,
  };
}

/** The user's orders holding the product, newest first, with when each was placed. */
function ordersWith(deps: AppDeps, userId: number, productId: number) {
  return listUserOrdersWithProduct(deps.db, userId, productId);
}

/** IS_KNOWN_BUYER with order_number_under_warranty and potential_review_points. */
export function buyerFacts(deps: AppDeps, session: SessionInfo, product: ProductRow) {
  if (!session.user) return { is_known_buyer: false, order_number_under_warranty: null, potential_review_points: 0 };
  const orders = ordersWith(deps, session.user.id, product.id);
  const now = deps.now();
  const months = product.warranty_months ?? 0;
  const underWarranty = orders.find((order) => {
    if (months <= 0) return false;
    const end = new Date(order.created_at);
    end.setUTCMonth(end.getUTCMonth() + months);
    return end.getTime() > now.getTime();
  });
  const reviewed = hasUserReviewedProduct(deps.db, product.id, session.user.id);
  return {
    is_known_buyer: orders.length > 0,
    order_number_under_warranty: underWarranty?.order_number ?? null,
    potential_review_points: orders.length > 0 && !reviewed ? REVIEW_POINTS : 0,
  };
}

/**
 * RELATED_PRODUCTS' `recommendations`: the category's products, then its parent's, then the best sellers,
 * each product once (variants of one group once), the product's own group left out; `page`/`page_size`
 * take a slice of that one list, so pages never repeat a product.
 */
export function recommendations(deps: AppDeps, product: ProductRow, exclude: readonly number[], paging: Paging) {
  const { db, catalogue } = deps;
  const seen = new Set<number>(exclude);
  const groups = new Set<string>(product.variant_group_id ? [product.variant_group_id] : []);
  const list: ListedId[] = [];
  const take = (rows: ListedId[]) => {
    for (const row of rows) {
      if (list.length >= RECOMMENDATIONS_LIMIT) return;
      if (seen.has(row.id) || (row.variant_group_id && groups.has(row.variant_group_id))) continue;
      seen.add(row.id);
      if (row.variant_group_id) groups.add(row.variant_group_id);
      list.push(row);
    }
  };
  const category = catalogue.categories.get(product.category_id);
  // The three lists are the catalogue's (kept per catalogue version, catalog/listing-memo.ts); only the page's rows are read.
  take(topProductIds(db, { categoryIds: [product.category_id], availableOnly: true }, 'Relevance', RECOMMENDATIONS_LIMIT));
  if (category?.parent_id != null)
    take(topProductIds(db, { categoryIds: catalogue.descendantIds(category.parent_id), availableOnly: true }, 'Relevance', RECOMMENDATIONS_LIMIT));
  take(topProductIds(db, { availableOnly: true }, 'Popularity', RECOMMENDATIONS_LIMIT * 2));
  const slice = list.slice(paging.offset, paging.offset + paging.pageSize);
  return { rows: summaryRowsByIds(db, slice.map((listed) => listed.id)), hasMore: paging.offset + slice.length < list.length };
}

/** The attributes a compare table shows for each product ({name, value}, in the product's order). */
export function attributesOf(deps: AppDeps, productIds: readonly number[]): Map<number, { name: string; value: string }[]> {
  const out = new Map<number, { name: string; value: string }[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = listProductAttributes(deps.db, productIds);
  for (const row of rows) out.get(row.product_id)?.push({ name: row.name, value: row.value });
  return out;
}

/**
 * Sets a product's stock (the development control POST /dev/products/{sku}/stock): its stock status follows
 * (0 is OUT_OF_STOCK, more is IN_STOCK for a product that was out), and a product that comes back empties
 * its wait list into notifications. Returns the product as stored and how many shoppers were told.
 */
export function setProductStock(deps: AppDeps, origin: string, product: ProductRow, stock: number): { product: ProductRow; notified: number } {
  const wasOut = !AVAILABLE_STOCK.includes(product.stock_status) || product.stock_quantity <= 0;
  const status =
    stock === 0
      ? product.stock_status === 'IN_STOCK' || product.stock_status === 'IN_ERP_STOCK'
        ? 'OUT_OF_STOCK'
        : product.stock_status
      : AVAILABLE_STOCK.includes(product.stock_status)
        ? product.stock_status
        : 'IN_STOCK';
  return deps.db.transaction(() => {
    updateProductStock(deps.db, product.id, stock, status);
    const updated = findProductById(deps.db, product.id);
    const back = wasOut && stock > 0 && AVAILABLE_STOCK.includes(updated.stock_status);
    return { product: updated, notified: back ? releaseWaitList(deps, origin, updated) : 0 };
  })();
}

/**
 * Sets a product's price in cents (the development control POST /dev/products/{sku}/price), keeping the sale
 * fields as the catalogue reads them (Catalogue.summary: on sale when is_on_sale and regular > price): below the
 * regular price it is on sale (the regular price stays); at or above it, it is the new regular price, not on
 * sale, and a flash sale ends with the discount (only what is discounted is on a flash sale, as in the seed).
 * Returns the product as stored.
 */
export function setProductPrice(deps: AppDeps, product: ProductRow, priceCents: number): ProductRow {
  const onSale = priceCents < product.regular_price_cents;
  return deps.db.transaction(() => {
    if (onSale) updateProductSalePrice(deps.db, product.id, priceCents);
    else updateProductRegularPrice(deps.db, product.id, priceCents);
    return findProductById(deps.db, product.id);
  })();
}

/** How many bulk quotations one owner may send per day. */
export const BULK_QUOTATIONS_PER_DAY = 20;

/** POST /page/product/{sku}/bulk_quotation: stored for the sales team; bad values are 400 NOT_ALLOWED naming the field. */
export function requestBulkQuotation(deps: AppDeps, session: SessionInfo, product: ProductRow, body: unknown) {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const problem = bulkQuotationProblem({ quantity: input.quantity, phoneNumber: input.phoneNumber });
  if (problem) throw new ProductFieldError('NOT_ALLOWED', problem.message, problem.field);
  const now = deps.now().getTime();
  const n = countBulkQuotationsSince(deps.db, session.owner, now - 86_400_000);
  if (n >= BULK_QUOTATIONS_PER_DAY)
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Ya enviaste muchas solicitudes de cotización hoy. Inténtalo mañana.', { headers: { 'Retry-After': '3600' } });
  const id = insertBulkQuotation(deps.db, {
    productId: product.id,
    owner: session.owner,
    quantity: input.quantity as number,
    phone: phoneDigits(input.phoneNumber as string),
    createdAt: now,
  });
  return { id, product_public_sku: product.public_sku, quantity: input.quantity as number };
}

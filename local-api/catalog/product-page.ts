import { PRODUCT_PAGE_PARTS, type ProductPagePart, type SortOrder } from '../../src/domain';
import { installmentOptions, paymentOptionsFor, shippingZone } from '../checkout/options';
import { isCardBlocked } from '../checkout/checkout-service';
import type { AppDeps, SessionInfo } from '../http/context';
import type { Paging } from '../http/request';
import { adminSection, attributesOf, buyerFacts, recommendations } from '../product/parts';
import { seatMapFor } from '../product/seats';
import { waitListStatus } from '../product/wait-list';
import { questionsPart } from '../questions/questions';
import { reviewsPart } from '../reviews/reviews';
import { wishlistsFor } from '../wishlists/wishlists';
import { AVAILABLE_STOCK, type ProductRow, type RenderContext, type SummaryRow } from './catalogue';
import { productDeliveryEstimate, type ProductDeliveryQuery } from './delivery';
import { summaryRowsByIds, topProductIds, type TopProductsFilter } from './product-query';
import { queueView, recentlyViewedIds } from './recently-viewed-store';
import { listAttributesOfProduct, listBundleItems, listVariantSiblings, listVariantValues } from './product-store';

/** The numbers of payments a product page offers per bank (checkout offers these and more). */
export const PRODUCT_PAGE_INSTALLMENTS = [3, 6, 12] as const;

/** How many products recently viewed keeps per owner. */
export const RECENTLY_VIEWED_LIMIT = 12;

export function parseParts(raw: readonly string[]): Set<ProductPagePart> {
  const parts = new Set<ProductPagePart>();
  for (const value of raw) {
    const part = value.trim().toUpperCase();
    if ((PRODUCT_PAGE_PARTS as readonly string[]).includes(part)) parts.add(part as ProductPagePart);
  }
  if (parts.size === 0) parts.add('PRODUCT');
  return parts;
}

/** Records that `owner` opened the product (written just after the answer: recently-viewed-store.ts). */
export function recordView(deps: AppDeps, owner: string, productId: number): void {
  queueView(deps.db, deps.log, owner, productId);
}

export function recentlyViewed(deps: AppDeps, owner: string, limit = RECENTLY_VIEWED_LIMIT): SummaryRow[] {
  const ids = recentlyViewedIds(deps.db, owner, limit);
  return summaryRowsByIds(deps.db, ids).filter((row) => row.status === 'PUBLISHED');
}

/**
 * GET /page/product/{id}: every requested part, and nothing else. `query` carries the delivery estimate's
 * address_id, city, state and pickup_option_id (catalog/delivery.ts productDeliveryEstimate).
 */
export function buildProductPage(
  deps: AppDeps,
  ctx: RenderContext,
  session: SessionInfo,
  product: ProductRow,
  parts: Set<ProductPagePart>,
  paging: Paging,
  query: ProductDeliveryQuery = {},
) {
  const { db, catalogue } = deps;
  const summaries = (rows: SummaryRow[]) => rows.map((row) => catalogue.summary(ctx, row));
  // The first `limit` products of `filter` in `sort` (queryProducts' rows), from the lists kept per catalogue version.
  const top = (filter: TopProductsFilter, sort: SortOrder, limit: number) =>
    summaryRowsByIds(db, topProductIds(db, filter, sort, limit).map((listed) => listed.id));
  const siblings = product.variant_group_id ? listVariantSiblings(db, product.variant_group_id) : [];
  const exclude = [product.id, ...siblings.map((s) => s.id)];
  const page: Record<string, unknown> = { potential_review_points: 0 };

  // The delivery estimate first: the payment options depend on where the order would go.
  for (const part of [...parts].sort((a, b) => Number(b === 'DELIVERY_DATE') - Number(a === 'DELIVERY_DATE'))) {
    switch (part) {
      case 'PRODUCT':
        page.product = catalogue.detail(ctx, product);
        page.category_breadcrumbs = catalogue.breadcrumb(product.category_id).map((c) => ({ name: c.name, slug: c.slug }));
        break;
      case 'REVIEWS':
        // Stored reviews with the shopper's own marks (reviews/reviews.ts).
        Object.assign(page, reviewsPart(deps, ctx, session, product.id, paging));
        break;
      case 'VARIANTS': {
        // One entry per variant and attribute: a colour × size group lists each variant under both.
        const extra = new Map<number, { attribute: string; value: string; value_id: string }[]>();
        if (siblings.length > 0)
          for (const row of listVariantValues(db, siblings.map((sibling) => sibling.id)))
            extra.set(row.product_id, [...(extra.get(row.product_id) ?? []), row]);
        const entry = (sibling: ProductRow, attribute: string, value: string, valueId: string, colorHex: string | null) => ({
          variant_group_id: sibling.variant_group_id!,
          attribute_id: attribute === 'Color' ? 'color' : attribute === 'Talla' ? 'talla' : attribute.toLowerCase(),
          attribute_name: attribute,
          attribute_type: attribute === 'Color' ? 'COLOR' : attribute === 'Talla' ? 'SIZE' : 'OTHER',
          value_id: valueId,
          value,
          color_hex: colorHex,
          product: catalogue.summary(ctx, sibling),
        });
        page.variants = siblings.flatMap((sibling) => [
          entry(
            sibling,
            sibling.variant_attribute ?? 'Variante',
            sibling.variant_value ?? sibling.title,
            sibling.variant_value_id ?? String(sibling.id),
            sibling.color_hex,
          ),
          ...(extra.get(sibling.id) ?? []).map((more) => entry(sibling, more.attribute, more.value, more.value_id, null)),
        ]);
        break;
      }
      case 'RELATED_PRODUCTS': {
        page.related_products = summaries(top({ categoryIds: [product.category_id], excludeIds: exclude }, 'Relevance', 12));
        // The longer, paged list of the infinite scroll (product/parts.ts).
        const more = recommendations(deps, product, exclude, paging);
        page.recommendations = summaries(more.rows);
        page.has_more_recommendations = more.hasMore;
        break;
      }
      case 'BOUGHT_TOGETHER_PRODUCTS': {
        const category = catalogue.categories.get(product.category_id);
        const neighbours = category?.parent_id
          ? catalogue.childrenOf(category.parent_id).filter((c) => c.id !== category.id).flatMap((c) => catalogue.descendantIds(c.id))
          : [];
        page.products_bought_together = summaries(
          top({ categoryIds: neighbours.length > 0 ? neighbours : [product.category_id], excludeIds: exclude, availableOnly: true }, 'Popularity', 4),
        );
        break;
      }
      case 'COMPARE_TO': {
        const compare = top(
          {
            categoryIds: [product.category_id],
            excludeIds: exclude,
            priceMinCents: Math.floor(product.price_cents * 0.6),
            priceMaxCents: Math.ceil(product.price_cents * 1.4),
          },
          'Rating',
          4,
        );
        const attributes = attributesOf(deps, compare.map((row) => row.id));
        page.compare_to = compare.map((row) => ({ ...catalogue.summary(ctx, row), attributes: attributes.get(row.id) ?? [] }));
        break;
      }
      case 'SUBSTITUTES':
        page.substitutes = summaries(top({ categoryIds: [product.category_id], excludeIds: exclude, availableOnly: true }, 'Rating', 6));
        break;
      case 'BUNDLED_PRODUCTS': {
        const items = listBundleItems(db, product.id);
        const rows = new Map(catalogue.productsByIds(items.map((i) => i.product_id)).map((row) => [row.id, row]));
        page.bundled_products = items.flatMap((item) => {
          const row = rows.get(item.product_id);
          return row
            ? [{ bundle_public_sku: product.public_sku, product_public_sku: row.public_sku, quantity: item.quantity, product: catalogue.summary(ctx, row) }]
            : [];
        });
        break;
      }
      case 'WISHLIST':
        // The shopper's wishlists that hold the product (wishlists/wishlists.ts); [] when anonymous.
        page.wishlists = wishlistsFor(deps, session, product.id);
        break;
      case 'WAITLIST': {
        const status = waitListStatus(deps, session, product.id);
        page.wait_list_status = status;
        page.on_wait_list = status.is_on_wait_list;
        break;
      }
      case 'ATTRIBUTES':
        page.attributes = listAttributesOfProduct(db, product.id);
        break;
      case 'QUESTIONS':
        page.questions = questionsPart(deps, session, product.id);
        break;
      case 'IS_KNOWN_BUYER':
        Object.assign(page, buyerFacts(deps, session, product));
        break;
      case 'DELIVERY_DATE':
        Object.assign(page, productDeliveryEstimate(deps, session, product, query));
        break;
      case 'INSTALLMENT_OPTIONS': {
        // Every bank's plans of 3, 6 and 12 payments on the price, as checkout computes them (checkout/options.ts);
        // none for what cannot be bought or costs less than checkout's installment minimum.
        const buyable = AVAILABLE_STOCK.includes(product.stock_status);
        const plans = buyable ? installmentOptionsFor(product.price_cents) : [];
        page.installment_options = plans;
        page.payment_options = paymentOptionsFor({
          zone: page.shipping_address ? shippingZone(page.shipping_address as { country: string; state: string; city: string }) : null,
          pickupCodEnabled: page.pickup_option ? (page.pickup_option as { is_cod_enabled: boolean }).is_cod_enabled : null,
          totalCents: product.price_cents,
          cardBlocked: isCardBlocked(deps, session.user),
        });
        break;
      }
      case 'EVENT_SEATS':
        // The stored map, with this session's holds marked is_mine (product/seats.ts).
        page.event_seats = product.type === 'EVENT_SEAT' ? seatMapFor(deps, product.id, session.owner) : [];
        break;
      case 'ADMIN_SECTION':
        page.admin_section = adminSection(deps, ctx.origin, session, product);
        break;
    }
  }
  return page;
}

/** Every bank's plans of PRODUCT_PAGE_INSTALLMENTS payments on `cents`, or none below checkout's minimum. */
function installmentOptionsFor(cents: number) {
  const counts = PRODUCT_PAGE_INSTALLMENTS as readonly number[];
  return installmentOptions(cents, null, null).filter((plan) => counts.includes(plan.installments));
}

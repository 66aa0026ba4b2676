import { PRODUCT_PAGE_PARTS, type ProductPagePart } from '../../src/domain';
import type { AppDeps, SessionInfo } from '../http/context';
import type { Paging } from '../http/request';
import { hashString } from '../seed/prng';
import { AVAILABLE_STOCK, toQuetzales, type ProductRow, type RenderContext } from './catalogue';
import { deliveryFor } from './delivery';
import { queryProducts } from './product-query';

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

export function recordView(deps: AppDeps, owner: string, productId: number): void {
  deps.db
    .prepare(
      `INSERT INTO recently_viewed (owner, product_id, seq)
       VALUES (@owner, @productId, (SELECT COALESCE(MAX(seq), 0) + 1 FROM recently_viewed))
       ON CONFLICT (owner, product_id) DO UPDATE SET seq = excluded.seq`,
    )
    .run({ owner, productId });
}

export function recentlyViewed(deps: AppDeps, owner: string, limit = RECENTLY_VIEWED_LIMIT): ProductRow[] {
  const ids = (
    deps.db.prepare('SELECT product_id FROM recently_viewed WHERE owner = ? ORDER BY seq DESC LIMIT ?').all(owner, limit) as {
      product_id: number;
    }[]
  ).map((row) => row.product_id);
  return deps.catalogue.productsByIds(ids).filter((row) => row.status === 'PUBLISHED');
}

/** GET /page/product/{id}: every requested part, and nothing else. */
export function buildProductPage(
  deps: AppDeps,
  ctx: RenderContext,
  session: SessionInfo,
  product: ProductRow,
  parts: Set<ProductPagePart>,
  paging: Paging,
) {
  const { db, catalogue } = deps;
  const summaries = (rows: ProductRow[]) => rows.map((row) => catalogue.summary(ctx, row));
  const siblings = product.variant_group_id
    ? (db
        .prepare(`SELECT * FROM products WHERE variant_group_id = ? AND status IN ('PUBLISHED','DISCONTINUED') ORDER BY id`)
        .all(product.variant_group_id) as ProductRow[])
    : [];
  const exclude = [product.id, ...siblings.map((s) => s.id)];
  const page: Record<string, unknown> = { potential_review_points: 0 };

  for (const part of parts) {
    switch (part) {
      case 'PRODUCT':
        page.product = catalogue.detail(ctx, product);
        page.category_breadcrumbs = catalogue.breadcrumb(product.category_id).map((c) => ({ name: c.name, slug: c.slug }));
        break;
      case 'REVIEWS': {
        const reviews = db
          .prepare('SELECT * FROM reviews WHERE product_id = ? ORDER BY date_created DESC, id DESC LIMIT ? OFFSET ?')
          .all(product.id, paging.pageSize, paging.offset) as {
          id: number;
          rating: number;
          reviewer_name: string | null;
          comment: string | null;
          verified: number;
          date_created: string;
          upvote_count: number;
          variant_name: string | null;
          variant_value: string | null;
        }[];
        page.reviews = reviews.map((r) => ({
          id: r.id,
          rating: r.rating,
          reviewer_name: r.reviewer_name,
          comment: r.comment,
          verified: r.verified === 1,
          date_created: r.date_created,
          images: [],
          is_my_review: false,
          avatar: null,
          variant_name: r.variant_name,
          variant_value: r.variant_value,
          upvote_count: r.upvote_count,
          is_upvoted_by_me: false,
        }));
        const counts = new Map(
          (db.prepare('SELECT rating, COUNT(*) AS count FROM reviews WHERE product_id = ? GROUP BY rating').all(product.id) as {
            rating: number;
            count: number;
          }[]).map((row) => [row.rating, row.count]),
        );
        page.review_stats = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
        break;
      }
      case 'VARIANTS':
        page.variants = siblings.map((sibling) => ({
          variant_group_id: sibling.variant_group_id!,
          attribute_id: sibling.variant_attribute === 'Color' ? 'color' : 'talla',
          attribute_name: sibling.variant_attribute ?? 'Variante',
          attribute_type: sibling.variant_attribute === 'Color' ? 'COLOR' : 'SIZE',
          value_id: sibling.variant_value_id ?? String(sibling.id),
          value: sibling.variant_value ?? sibling.title,
          color_hex: sibling.color_hex,
          product: catalogue.summary(ctx, sibling),
        }));
        break;
      case 'RELATED_PRODUCTS':
        page.related_products = summaries(
          queryProducts(db, { categoryIds: [product.category_id], excludeIds: exclude }, { sort: 'Relevance', limit: 12 }).rows,
        );
        break;
      case 'BOUGHT_TOGETHER_PRODUCTS': {
        const category = catalogue.categories.get(product.category_id);
        const neighbours = category?.parent_id
          ? catalogue.childrenOf(category.parent_id).filter((c) => c.id !== category.id).flatMap((c) => catalogue.descendantIds(c.id))
          : [];
        page.products_bought_together = summaries(
          queryProducts(
            db,
            { categoryIds: neighbours.length > 0 ? neighbours : [product.category_id], excludeIds: exclude, availableOnly: true },
            { sort: 'Popularity', limit: 4 },
          ).rows,
        );
        break;
      }
      case 'COMPARE_TO': {
        const compare = queryProducts(
          db,
          {
            categoryIds: [product.category_id],
            excludeIds: exclude,
            priceMinCents: Math.floor(product.price_cents * 0.6),
            priceMaxCents: Math.ceil(product.price_cents * 1.4),
          },
          { sort: 'Rating', limit: 4 },
        ).rows;
        page.compare_to = summaries(compare);
        break;
      }
      case 'SUBSTITUTES':
        page.substitutes = summaries(
          queryProducts(db, { categoryIds: [product.category_id], excludeIds: exclude, availableOnly: true }, { sort: 'Rating', limit: 6 })
            .rows,
        );
        break;
      case 'BUNDLED_PRODUCTS': {
        const items = db
          .prepare('SELECT product_id, quantity FROM bundle_items WHERE bundle_id = ? ORDER BY rowid')
          .all(product.id) as { product_id: number; quantity: number }[];
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
        // Wishlists are not implemented yet: nobody's product is on one.
        page.wishlists = [];
        break;
      case 'WAITLIST':
        page.wait_list_status = {
          has_mobile_app: false,
          is_on_wait_list: false,
          is_push_enabled: false,
          notification_email: session.user?.email ?? null,
        };
        page.on_wait_list = false;
        break;
      case 'ATTRIBUTES':
        page.attributes = db
          .prepare('SELECT name, value FROM product_attributes WHERE product_id = ? ORDER BY sort_order')
          .all(product.id);
        break;
      case 'QUESTIONS':
        page.questions = db
          .prepare(
            'SELECT question, date_created, user_name, answer, date_answered FROM questions WHERE product_id = ? ORDER BY date_created DESC, id DESC',
          )
          .all(product.id);
        break;
      case 'IS_KNOWN_BUYER':
        page.is_known_buyer = false;
        break;
      case 'DELIVERY_DATE':
        Object.assign(page, deliveryFor(product, ctx.now), { shipping_address: null, pickup_option: null });
        break;
      case 'INSTALLMENT_OPTIONS': {
        const price = product.price_cents;
        page.installment_options =
          price >= 20_000 && AVAILABLE_STOCK.includes(product.stock_status)
            ? [
                [3, 0],
                [6, 0.05],
                [12, 0.1],
              ].map(([installments, surcharge]) => {
                const total = Math.round(price * (1 + surcharge!));
                return {
                  installments,
                  installment_amount: toQuetzales(Math.ceil(total / installments!)),
                  total_amount: toQuetzales(total),
                  surcharge: toQuetzales(total - price),
                };
              })
            : [];
        break;
      }
      case 'EVENT_SEATS':
        page.event_seats = product.type === 'EVENT_SEAT' ? seatMap(product) : [];
        break;
      case 'ADMIN_SECTION':
        page.admin_section = null;
        break;
    }
  }
  return page;
}

/** A small, stable seat map: rows A–E, seats 1–10. */
function seatMap(product: ProductRow) {
  const statuses = ['AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'SOLD', 'RESERVED', 'AVAILABLE', 'KEEP_EMPTY'] as const;
  return ['A', 'B', 'C', 'D', 'E'].flatMap((row) =>
    Array.from({ length: 10 }, (_, i) => ({
      id: `${product.public_sku}-${row}${i + 1}`,
      row,
      col: i + 1,
      status: statuses[hashString(`${product.public_sku}${row}${i}`) % statuses.length],
    })),
  );
}

/*
 * What the cart page suggests: cross-sell (products of the cart's own
 * categories) and "for you" (the best-rated products). Both leave out what is
 * in the cart (and the other variants of it), what is not in stock, what needs
 * a choice before it can be added (a seat, a vending slot), and what could not
 * join this cart (spec section 4's compatibility rule); at most
 * SUGGESTION_LIMIT products, one per variant group.
 */
import { checkCartCompatibility, type ProductType, type SortOrder } from '../../src/domain';
import { queryProducts, type ListedProductRow, type ProductFilter } from '../catalog/product-query';
import type { AppDeps } from '../http/context';
import type { CartRow } from './cart-service';
import { listCartProducts, listVariantGroupProductIds, type CartProductRow as CartProduct } from './cart-store';

/** How many products each suggestion list holds at most. */
export const SUGGESTION_LIMIT = 8;
/** Candidates read before filtering, so the filters rarely leave fewer than the limit. */
const CANDIDATES = SUGGESTION_LIMIT * 6;

/** In stock now: on the shelf, at the supplier's warehouse, or a download (never a presale). */
const IN_STOCK = ['IN_STOCK', 'IN_ERP_STOCK', 'DOWNLOAD'];
/** Kinds that need a choice (a seat, a slot) before they can be added from a suggestion. */
const NEEDS_A_CHOICE: readonly ProductType[] = ['EVENT_SEAT', 'VENDING'];

function cartProducts(deps: AppDeps, cart: CartRow): CartProduct[] {
  return listCartProducts(deps.db, cart.id);
}

/** The cart's products and their variant siblings: none of them is suggested. */
function excludedIds(deps: AppDeps, inCart: readonly CartProduct[]): number[] {
  const groups = [...new Set(inCart.flatMap((p) => (p.variant_group_id ? [p.variant_group_id] : [])))];
  const siblings = groups.length === 0 ? [] : listVariantGroupProductIds(deps.db, groups);
  return [...new Set([...inCart.map((p) => p.id), ...siblings.map((row) => row.id)])];
}

function suggest(deps: AppDeps, inCart: readonly CartProduct[], filter: ProductFilter, sort: SortOrder): ListedProductRow[] {
  const types = inCart.map((p) => p.type);
  const { rows } = queryProducts(
    deps.db,
    { ...filter, availableOnly: true, excludeIds: excludedIds(deps, inCart) },
    { sort, limit: CANDIDATES, groupVariants: true },
  );
  return rows
    .filter(
      (row) =>
        IN_STOCK.includes(row.stock_status) &&
        row.stock_quantity > 0 &&
        !NEEDS_A_CHOICE.includes(row.type) &&
        checkCartCompatibility(types, row.type).compatible,
    )
    .slice(0, SUGGESTION_LIMIT);
}

/** Products of the categories of the cart's items, most popular first; an empty cart has none. */
export function crossSellFor(deps: AppDeps, cart: CartRow): ListedProductRow[] {
  const inCart = cartProducts(deps, cart);
  if (inCart.length === 0) return [];
  const categoryIds = [...new Set(inCart.map((p) => p.category_id))];
  return suggest(deps, inCart, { categoryIds }, 'Popularity');
}

/** The best-rated products (rating, then number of ratings), of any category. */
export function forYouFor(deps: AppDeps, cart: CartRow): ListedProductRow[] {
  return suggest(deps, cartProducts(deps, cart), { ratingMin: 1 }, 'Rating');
}

import { randomBytes } from 'node:crypto';
import {
  checkCartCompatibility,
  MAX_QUANTITY_PER_LINE,
  type DedicationRequest,
  type ProductType,
} from '../../src/domain';
import { AVAILABLE_STOCK, mediaUrl, toQuetzales, type ProductRow, type RenderContext } from '../catalog/catalogue';
import type { AppDeps, SessionInfo } from '../http/context';
import { findProductBySku } from '../catalog/product-store';
import type { CartRow } from './cart-row';
import {
  addToCartItem,
  countOpenCarts,
  deleteCartItem,
  findCartById,
  findCartByPublicId,
  findLatestOpenCart,
  insertCartItem,
  insertOpenCart,
  listCartItems,
  listOpenCarts,
  moveCartItem,
  moveCartToOwner,
  otherOpenCartIds,
  setCartItemQuantity,
  setCartStatus,
  touchCart,
  updateCartItem,
  type CartItemRow,
} from './cart-store';
import { ApiError, notFound, productNotFound } from '../http/errors';
import { cartDiscountFields, cartDiscounts } from '../discounts/discount-store';
import { assertSeatQuantity, handOverHolds, handOverSeats, holdSeatsForCart, releaseCartSeats } from '../product/seats';

export type { CartRow };
import { assertSlotSells, vendingSlotInfo } from '../vending/store';

/** Free shipping from Q500 of cart subtotal. */
export const FREE_SHIPPING_THRESHOLD = 500;
const FREE_SHIPPING_THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD * 100;

/**
 * Kinds that need neither shipping nor pickup (spec section 3's is_shipping_or_pickup_required): what is delivered
 * online (digital items, gift cards, services, tickets and seated tickets, sent by email and shown in the order), and
 * vending items, which the shopper takes from the machine's slot (review defect 5).
 */
export const NO_SHIPPING_TYPES: readonly ProductType[] = ['DIGITAL', 'GIFT_CARD', 'SERVICES', 'EVENT_TICKET', 'EVENT_SEAT', 'VENDING'];
/** Kinds that can be gift-wrapped. */
const GIFT_WRAP_TYPES: readonly ProductType[] = ['SIMPLE', 'BOOK', 'PROMOTIONAL', 'BUNDLE'];
export const GIFT_WRAP_OPTIONS = [
  { id: 'GW-BASICA', price_cents: 1500, image: 'envoltura-basica' },
  { id: 'GW-PREMIUM', price_cents: 3500, image: 'envoltura-premium' },
] as const;

/**
 * Open carts one owner (a session, or a signed-in user) may hold. Creating one
 * more is refused with 403 NOT_ALLOWED: the limit is a standing fact about the
 * owner, not a rate, so 429 (which clients retry after Retry-After) would only
 * invite a retry that cannot succeed; and NOT_ALLOWED is no session cause, so a
 * client does not replace its session over it. The library never meets it: it
 * creates carts with is_mergeable=true, which answers the open cart there is.
 */
export const MAX_OPEN_CARTS_PER_OWNER = 10;

/** What a login did with the anonymous session's carts. */
export interface MergeOutcome {
  /** Public ids of the anonymous carts kept apart (now the user's) because their lines fit none of the user's carts. */
  keptApart: string[];
}

export type DedicationInput = DedicationRequest;

/**
 * One answer for a cart that does not exist, is closed, or belongs to someone
 * else: a caller cannot tell them apart, so ids cannot be probed.
 */
const cartMissing = () => notFound('El carrito no existe.');

/** A cart id as this API hands them out (base64url, 22 characters; 32 hex digits for carts made before public ids). */
const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

export class CartService {
  constructor(private readonly deps: AppDeps) {}

  private get db() {
    return this.deps.db;
  }

  private stamp(): string {
    return this.deps.now().toISOString();
  }

  /** The owner's cart: the newest open one that was not kept apart at login, else the newest open one. */
  latestOpenCart(owner: string): CartRow | undefined {
    return findLatestOpenCart(this.db, owner);
  }

  private openCarts(owner: string): CartRow[] {
    return listOpenCarts(this.db, owner);
  }

  /** With `mergeable`, the owner's open cart if there is one; otherwise a new cart, up to MAX_OPEN_CARTS_PER_OWNER. */
  create(session: SessionInfo, mergeable: boolean): CartRow {
    if (mergeable) {
      const existing = this.latestOpenCart(session.owner);
      if (existing) return existing;
    }
    if (countOpenCarts(this.db, session.owner) >= MAX_OPEN_CARTS_PER_OWNER)
      throw new ApiError(
        403,
        'NOT_ALLOWED',
        `Ya tienes ${MAX_OPEN_CARTS_PER_OWNER} carritos abiertos, el máximo. Usa uno de ellos o elimina alguno antes de crear otro.`,
      );
    return insertOpenCart(this.db, newPublicId(), session.owner, this.stamp());
  }

  /** The open cart with public id `rawId` of this session's owner; anything else is the same 404 notFound. */
  require(session: SessionInfo, rawId: string): CartRow {
    if (!PUBLIC_ID_PATTERN.test(rawId)) throw cartMissing();
    const cart = findCartByPublicId(this.db, rawId);
    if (!cart || cart.status !== 'OPEN' || cart.owner !== session.owner) throw cartMissing();
    return cart;
  }

  /** Deletes the cart; the seats its lines held are free again at once. */
  remove(cart: CartRow): void {
    this.db.transaction(() => {
      setCartStatus(this.db, cart.id, 'DELETED', this.stamp());
      releaseCartSeats(this.db, cart.id);
    })();
  }

  private items(cartId: number): (CartItemRow & { product: ProductRow })[] {
    const items = listCartItems(this.db, cartId);
    const products = new Map(this.deps.catalogue.productsByIds(items.map((i) => i.product_id)).map((p) => [p.id, p]));
    return items.flatMap((item) => {
      const product = products.get(item.product_id);
      return product ? [{ ...item, product }] : [];
    });
  }

  private purchasableProduct(sku: string): ProductRow {
    const product = findProductBySku(this.db, sku.trim());
    // An Amazon import's quote (IMPORT_QUOTE) is bought like any product: that is what the shopper imported it for.
    if (!product || (product.status !== 'PUBLISHED' && product.status !== 'IMPORT_QUOTE')) throw productNotFound();
    return product;
  }

  /** Stock rules shared by add and update: what cannot be bought, or more than there is. */
  private assertStock(product: ProductRow, quantity: number): void {
    if (!AVAILABLE_STOCK.includes(product.stock_status))
      throw new ApiError(400, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', `“${product.title}” no está disponible por ahora.`);
    if (quantity > product.stock_quantity)
      throw new ApiError(
        400,
        'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
        product.stock_quantity === 1
          ? `Solo queda 1 unidad disponible de “${product.title}”.`
          : `Solo hay ${product.stock_quantity} unidades disponibles de “${product.title}”.`,
      );
    if (quantity > MAX_QUANTITY_PER_LINE)
      throw new ApiError(
        400,
        'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
        `Puedes llevar como máximo ${MAX_QUANTITY_PER_LINE} unidades de un mismo producto.`,
      );
  }

  /** Adds to the line of that product, or a new line. The body was checked against AddCartItemRequestSchema: every text is trimmed and within its bound. */
  addItem(
    cart: CartRow,
    input: { product_public_sku: string; quantity: number; dedication?: DedicationInput | null; vending_machine_slot_id?: string | number | null },
  ): void {
    // One immediate transaction: the seats held, the stock and the line are read and written with nobody in between.
    this.db
      .transaction(() => {
        const product = this.purchasableProduct(input.product_public_sku);
        const items = this.items(cart.id);
        const line = items.find((item) => item.product_id === product.id);
        // Numbered seats go in as exactly the seats the cart's owner holds, which the cart then keeps (product/seats.ts).
        const quantity =
          product.type === 'EVENT_SEAT' ? holdSeatsForCart(this.deps, cart, product, input.quantity) : (line?.quantity ?? 0) + input.quantity;
        const slot = input.vending_machine_slot_id == null ? null : String(input.vending_machine_slot_id);
        // A line taken from a vending machine: the slot must hold that product, work, and have the quantity (vending/store.ts).
        if (slot !== null) assertSlotSells(this.deps, slot, product, quantity);
        this.assertStock(product, quantity);
        const others = items.filter((item) => item.product_id !== product.id).map((item) => item.product.type);
        const compatibility = checkCartCompatibility(others, product.type);
        if (!compatibility.compatible) throw new ApiError(400, 'NOT_ALLOWED', compatibility.message);

        const now = this.stamp();
        const dedication = input.dedication ? JSON.stringify(normaliseDedication(input.dedication)) : null;
        if (line) addToCartItem(this.db, line.id, quantity, dedication, slot);
        else insertCartItem(this.db, { cartId: cart.id, productId: product.id, quantity, dedication, slot }, now);
        this.touch(cart.id);
      })
      .immediate();
  }

  updateItem(
    cart: CartRow,
    rawItemId: string,
    input: { quantity: number; gift_wrap_option_id?: string | number | null; dedication?: DedicationInput | null },
  ): void {
    // One immediate transaction: what the line holds (its seats) is read and written with nobody in between.
    this.db
      .transaction(() => {
        const item = this.requireItem(cart, rawItemId);
        // A seat line's quantity is its seats (product/seats.ts): it changes on the event's map, never here.
        if (item.product.type === 'EVENT_SEAT') assertSeatQuantity(this.db, cart.id, item.product, input.quantity);
        this.assertStock(item.product, input.quantity);
        let giftWrap = item.gift_wrap_option_id;
        if (input.gift_wrap_option_id !== undefined) {
          giftWrap = input.gift_wrap_option_id === null ? null : String(input.gift_wrap_option_id);
          if (giftWrap !== null && !giftWrapOptionsFor(item.product.type).some((option) => option.id === giftWrap))
            throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: la envoltura de regalo elegida no existe para este producto.');
        }
        const dedication =
          input.dedication === undefined
            ? item.dedication
            : input.dedication === null
              ? null
              : JSON.stringify(normaliseDedication(input.dedication));
        updateCartItem(this.db, item.id, input.quantity, giftWrap, dedication);
        this.touch(cart.id);
      })
      .immediate();
  }

  removeItem(cart: CartRow, rawItemId: string): void {
    const item = this.requireItem(cart, rawItemId);
    this.db.transaction(() => {
      deleteCartItem(this.db, item.id);
      // The seats of the line are free again at once (not 15 minutes later, nor chosen again on the next visit).
      releaseCartSeats(this.db, cart.id, item.product_id);
      this.touch(cart.id);
    })();
  }

  private requireItem(cart: CartRow, rawItemId: string) {
    const item = /^\d{1,15}$/.test(rawItemId) ? this.items(cart.id).find((i) => i.id === Number(rawItemId)) : undefined;
    if (!item) throw notFound('El producto no está en el carrito.');
    return item;
  }

  private touch(cartId: number): void {
    touchCart(this.db, cartId, this.stamp());
  }

  /**
   * At login, no line is lost: each open cart of the anonymous session joins
   * the user's carts. A line goes to the first of the user's open carts that
   * can hold it (the user's cart first, then the others, newest first): the
   * same product adds up (capped by stock and the per-line limit), another
   * product must mix with the kinds already there (spec section 4). Lines
   * that fit none stay in their anonymous cart, which becomes the user's,
   * marked as kept apart: the user's cart stays the one the mergeable create
   * answers, and lists it in `user_cart_ids`. With no open cart, the
   * anonymous cart simply becomes the user's.
   *
   * Kinds fall in 7 groups and a kept-apart cart takes in later lines of its
   * group, so logins add at most a handful of carts to an account.
   */
  mergeOnLogin(anonymousOwner: string, userOwner: string): MergeOutcome {
    return this.db.transaction((): MergeOutcome => {
      const keptApart: string[] = [];
      // The session's seat holds become the user's; a seat line that moves below takes its seats along (product/seats.ts).
      handOverHolds(this.db, anonymousOwner, userOwner);
      const targets = this.openCarts(userOwner).map((cart) => ({ cart, items: this.items(cart.id) }));
      for (const anonymous of this.openCarts(anonymousOwner)) {
        if (targets.length === 0) {
          moveCartToOwner(this.db, anonymous.id, userOwner, 0, this.stamp());
          targets.push({ cart: anonymous, items: this.items(anonymous.id) });
          continue;
        }
        let left = 0;
        for (const item of this.items(anonymous.id)) {
          const target = targets.find(
            ({ items }) =>
              items.some((line) => line.product_id === item.product_id) ||
              checkCartCompatibility(items.map((line) => line.product.type), item.product.type).compatible,
          );
          if (!target) {
            left++;
            continue;
          }
          const line = target.items.find((t) => t.product_id === item.product_id);
          const seats = item.product.type === 'EVENT_SEAT' ? { owner: userOwner, cartId: target.cart.id } : null;
          if (line && seats) {
            // Seats add up as seats: the line's quantity is the seats the target cart now holds.
            line.quantity = handOverSeats(this.db, anonymous.id, seats, item.product_id);
            setCartItemQuantity(this.db, line.id, line.quantity);
            deleteCartItem(this.db, item.id);
          } else if (line) {
            const cap = Math.min(MAX_QUANTITY_PER_LINE, Math.max(line.quantity, item.product.stock_quantity));
            line.quantity = Math.min(cap, line.quantity + item.quantity);
            setCartItemQuantity(this.db, line.id, line.quantity);
            deleteCartItem(this.db, item.id);
          } else {
            moveCartItem(this.db, item.id, target.cart.id);
            if (seats) handOverSeats(this.db, anonymous.id, seats, item.product_id);
            target.items.push({ ...item, cart_id: target.cart.id });
          }
          this.touch(target.cart.id);
        }
        if (left > 0) {
          moveCartToOwner(this.db, anonymous.id, userOwner, 1, this.stamp());
          targets.push({ cart: anonymous, items: this.items(anonymous.id) });
          keptApart.push(anonymous.public_id);
        } else {
          setCartStatus(this.db, anonymous.id, 'MERGED', this.stamp());
        }
      }
      return { keptApart };
    })();
  }

  /** The cart as CartSchema describes it, with its totals. */
  toJson(ctx: RenderContext, stale: CartRow) {
    const catalogue = this.deps.catalogue;
    const cart = findCartById(this.db, stale.id) ?? stale;
    const items = this.items(cart.id);
    let subTotal = 0;
    let giftWrap = 0;
    let weight = 0;
    let quantity = 0;
    const json = items.map((item) => {
      const options = giftWrapOptionsFor(item.product.type);
      const wrap = options.find((option) => option.id === item.gift_wrap_option_id);
      subTotal += item.product.price_cents * item.quantity;
      giftWrap += (wrap?.price_cents ?? 0) * item.quantity;
      weight += (item.product.weight ?? 0) * item.quantity;
      quantity += item.quantity;
      const shortBy = AVAILABLE_STOCK.includes(item.product.stock_status)
        ? Math.max(0, item.quantity - item.product.stock_quantity)
        : item.quantity;
      return {
        item_id: String(item.id),
        quantity: item.quantity,
        product: catalogue.summary(ctx, item.product),
        stock_status: item.product.stock_status,
        quantity_out_of_stock: shortBy,
        gift_wrap_options: options.map((option) => ({
          id: option.id,
          price: toQuetzales(option.price_cents),
          image_url: mediaUrl('benefit', option.image),
        })),
        gift_wrap_option_id: wrap ? wrap.id : null,
        dedication: item.dedication ? (JSON.parse(item.dedication) as ReturnType<typeof normaliseDedication>) : null,
        review: null,
        is_under_warranty: false,
        vending_machine_slot_id: item.vending_machine_slot_id,
        // An extension (docs/contract.md): which machine and slot the item is taken from.
        ...(item.vending_machine_slot_id ? { vending_slot: vendingSlotInfo(this.deps, item.vending_machine_slot_id) } : {}),
        // An extension (docs/contract.md): when and where an event line's event takes place.
        ...(item.product.type === 'EVENT_SEAT' || item.product.type === 'EVENT_TICKET' ? catalogue.eventOf(item.product.id) : {}),
        warranty_claim_status: null,
        warranty_claim_id: null,
        price: toQuetzales(item.product.price_cents),
      };
    });
    // Spec section 3: the owner's other open carts (a cart kept apart at login among them), newest first.
    const otherCarts = otherOpenCartIds(this.db, cart.owner, cart.id);
    // Coupons, gift cards and automatic promotions, evaluated afresh on every answer (discounts/discount-store.ts).
    const discounts = cartDiscounts(this.deps, cart, items.map((item) => ({ type: item.product.type, cents: item.product.price_cents * item.quantity })), giftWrap);
    const discountFields = cartDiscountFields(discounts);
    return {
      cart_id: cart.public_id,
      status: cart.status,
      items: json,
      creation: cart.created_at,
      updated: cart.updated_at,
      coupons: discountFields.coupons,
      gift_cards: discountFields.gift_cards,
      user_cart_ids: otherCarts,
      weight_total: Math.round(weight * 1000) / 1000,
      quantity_total: quantity,
      amount_sub_total: toQuetzales(subTotal),
      amount_gift_wrap: toQuetzales(giftWrap),
      // The threshold reads the sub total after coupons (a gift card pays, it does not discount).
      amount_until_free_shipping: toQuetzales(Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - discounts.freeShippingBaseCents)),
      is_shipping_or_pickup_required: items.some((item) => !NO_SHIPPING_TYPES.includes(item.product.type)),
      discount_coupons: discountFields.discount_coupons,
      discount_gift_card: discountFields.discount_gift_card,
      amount_total: discountFields.amount_total,
    };
  }
}

function giftWrapOptionsFor(type: ProductType) {
  return GIFT_WRAP_TYPES.includes(type) ? GIFT_WRAP_OPTIONS : [];
}

/**
 * The stored form of a checked dedication: an empty field is null. Nothing is
 * cut: a value over its bound was refused with 400 before it got here.
 */
function normaliseDedication(input: DedicationInput) {
  const clean = (value: string | null | undefined) => (value == null ? null : value.trim() || null);
  return {
    from_name: clean(input.from_name),
    to_name: clean(input.to_name),
    to_email: clean(input.to_email),
    message: clean(input.message),
  };
}

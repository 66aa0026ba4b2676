import {
  checkCartCompatibility,
  MAX_QUANTITY_PER_LINE,
  type ProductType,
} from '../../src/domain';
import { AVAILABLE_STOCK, mediaUrl, toQuetzales, type ProductRow, type RenderContext } from '../catalogue/catalogue';
import type { AppDeps, SessionInfo } from '../http/context';
import { ApiError, notFound, productNotFound } from '../http/errors';

/** Free shipping from Q500 of cart subtotal. */
export const FREE_SHIPPING_THRESHOLD = 500;
const FREE_SHIPPING_THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD * 100;

/** Kinds that need neither shipping nor pickup. */
export const NO_SHIPPING_TYPES: readonly ProductType[] = ['DIGITAL', 'GIFT_CARD', 'SERVICES', 'EVENT_TICKET'];
/** Kinds that can be gift-wrapped. */
const GIFT_WRAP_TYPES: readonly ProductType[] = ['SIMPLE', 'BOOK', 'PROMOTIONAL', 'BUNDLE'];
export const GIFT_WRAP_OPTIONS = [
  { id: 'GW-BASICA', price_cents: 1500, image: 'envoltura-basica' },
  { id: 'GW-PREMIUM', price_cents: 3500, image: 'envoltura-premium' },
] as const;

export interface CartRow {
  id: number;
  owner: string;
  status: string;
  created_at: string;
  updated_at: string;
}

interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  quantity: number;
  gift_wrap_option_id: string | null;
  dedication: string | null;
  vending_machine_slot_id: string | null;
  created_at: string;
}

export interface DedicationInput {
  from_name?: string | null;
  to_name?: string | null;
  to_email?: string | null;
  message?: string | null;
}

const cartMissing = () => notFound('El carrito no existe.');

export class CartService {
  constructor(private readonly deps: AppDeps) {}

  private get db() {
    return this.deps.db;
  }

  private stamp(): string {
    return this.deps.now().toISOString();
  }

  latestOpenCart(owner: string): CartRow | undefined {
    return this.db
      .prepare(`SELECT * FROM carts WHERE owner = ? AND status = 'OPEN' ORDER BY id DESC LIMIT 1`)
      .get(owner) as CartRow | undefined;
  }

  create(session: SessionInfo, mergeable: boolean): CartRow {
    if (mergeable) {
      const existing = this.latestOpenCart(session.owner);
      if (existing) return existing;
    }
    const now = this.stamp();
    const { lastInsertRowid } = this.db
      .prepare(`INSERT INTO carts (owner, status, created_at, updated_at) VALUES (?, 'OPEN', ?, ?)`)
      .run(session.owner, now, now);
    return this.db.prepare('SELECT * FROM carts WHERE id = ?').get(Number(lastInsertRowid)) as CartRow;
  }

  /** The cart with id `rawId`, if it exists and belongs to this session. */
  require(session: SessionInfo, rawId: string): CartRow {
    if (!/^\d{1,15}$/.test(rawId)) throw cartMissing();
    const cart = this.db.prepare('SELECT * FROM carts WHERE id = ?').get(Number(rawId)) as CartRow | undefined;
    if (!cart || cart.status !== 'OPEN') throw cartMissing();
    if (cart.owner !== session.owner) throw new ApiError(403, 'CART_FORBIDDEN_USER', 'Este carrito pertenece a otra sesión.');
    return cart;
  }

  remove(cart: CartRow): void {
    this.db.prepare(`UPDATE carts SET status = 'DELETED', updated_at = ? WHERE id = ?`).run(this.stamp(), cart.id);
  }

  private items(cartId: number): (CartItemRow & { product: ProductRow })[] {
    const items = this.db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as CartItemRow[];
    const products = new Map(this.deps.catalogue.productsByIds(items.map((i) => i.product_id)).map((p) => [p.id, p]));
    return items.flatMap((item) => {
      const product = products.get(item.product_id);
      return product ? [{ ...item, product }] : [];
    });
  }

  private purchasableProduct(sku: string): ProductRow {
    const product = this.db.prepare(`SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE`).get(sku.trim()) as
      | ProductRow
      | undefined;
    if (!product || product.status !== 'PUBLISHED') throw productNotFound();
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

  addItem(
    cart: CartRow,
    input: { product_public_sku: string; quantity: number; dedication?: DedicationInput | null; vending_machine_slot_id?: string | number | null },
  ): void {
    const product = this.purchasableProduct(input.product_public_sku);
    const items = this.items(cart.id);
    const line = items.find((item) => item.product_id === product.id);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    this.assertStock(product, quantity);
    const others = items.filter((item) => item.product_id !== product.id).map((item) => item.product.type);
    const compatibility = checkCartCompatibility(others, product.type);
    if (!compatibility.compatible) throw new ApiError(400, 'NOT_ALLOWED', compatibility.message);

    const now = this.stamp();
    const dedication = input.dedication ? JSON.stringify(normaliseDedication(input.dedication)) : null;
    const slot = input.vending_machine_slot_id == null ? null : String(input.vending_machine_slot_id);
    this.db.transaction(() => {
      if (line)
        this.db
          .prepare(
            'UPDATE cart_items SET quantity = ?, dedication = COALESCE(?, dedication), vending_machine_slot_id = COALESCE(?, vending_machine_slot_id) WHERE id = ?',
          )
          .run(quantity, dedication, slot, line.id);
      else
        this.db
          .prepare(
            'INSERT INTO cart_items (cart_id, product_id, quantity, dedication, vending_machine_slot_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(cart.id, product.id, quantity, dedication, slot, now);
      this.touch(cart.id);
    })();
  }

  updateItem(
    cart: CartRow,
    rawItemId: string,
    input: { quantity: number; gift_wrap_option_id?: string | number | null; dedication?: DedicationInput | null },
  ): void {
    const item = this.requireItem(cart, rawItemId);
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
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE cart_items SET quantity = ?, gift_wrap_option_id = ?, dedication = ? WHERE id = ?')
        .run(input.quantity, giftWrap, dedication, item.id);
      this.touch(cart.id);
    })();
  }

  removeItem(cart: CartRow, rawItemId: string): void {
    const item = this.requireItem(cart, rawItemId);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM cart_items WHERE id = ?').run(item.id);
      this.touch(cart.id);
    })();
  }

  private requireItem(cart: CartRow, rawItemId: string) {
    const item = /^\d{1,15}$/.test(rawItemId) ? this.items(cart.id).find((i) => i.id === Number(rawItemId)) : undefined;
    if (!item) throw notFound('El producto no está en el carrito.');
    return item;
  }

  private touch(cartId: number): void {
    this.db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(this.stamp(), cartId);
  }

  /**
   * At login: the anonymous session's open cart joins the user's open cart
   * (same product: quantities add up, capped by stock and the per-line limit;
   * a kind the user's cart cannot hold is left out), or becomes the user's
   * cart when there is none.
   */
  mergeOnLogin(anonymousOwner: string, userOwner: string): void {
    const anonymous = this.latestOpenCart(anonymousOwner);
    if (!anonymous) return;
    const target = this.latestOpenCart(userOwner);
    this.db.transaction(() => {
      if (!target) {
        this.db.prepare('UPDATE carts SET owner = ?, updated_at = ? WHERE id = ?').run(userOwner, this.stamp(), anonymous.id);
        return;
      }
      const targetItems = this.items(target.id);
      for (const item of this.items(anonymous.id)) {
        const line = targetItems.find((t) => t.product_id === item.product_id);
        if (line) {
          const cap = Math.min(MAX_QUANTITY_PER_LINE, Math.max(line.quantity, item.product.stock_quantity));
          line.quantity = Math.min(cap, line.quantity + item.quantity);
          this.db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ?').run(line.quantity, line.id);
        } else if (checkCartCompatibility(targetItems.map((t) => t.product.type), item.product.type).compatible) {
          this.db.prepare('UPDATE cart_items SET cart_id = ? WHERE id = ?').run(target.id, item.id);
          targetItems.push({ ...item, cart_id: target.id });
        }
      }
      this.db.prepare(`UPDATE carts SET status = 'MERGED', updated_at = ? WHERE id = ?`).run(this.stamp(), anonymous.id);
      this.touch(target.id);
    })();
  }

  /** The cart as CartSchema describes it, with its totals. */
  toJson(ctx: RenderContext, stale: CartRow) {
    const catalogue = this.deps.catalogue;
    const cart = (this.db.prepare('SELECT * FROM carts WHERE id = ?').get(stale.id) as CartRow | undefined) ?? stale;
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
          image_url: mediaUrl(ctx.origin, 'benefit', option.image),
        })),
        gift_wrap_option_id: wrap ? wrap.id : null,
        dedication: item.dedication ? (JSON.parse(item.dedication) as ReturnType<typeof normaliseDedication>) : null,
        review: null,
        is_under_warranty: false,
        vending_machine_slot_id: item.vending_machine_slot_id,
        warranty_claim_status: null,
        warranty_claim_id: null,
        price: toQuetzales(item.product.price_cents),
      };
    });
    const otherCarts = this.db
      .prepare(`SELECT id FROM carts WHERE owner = ? AND status = 'OPEN' AND id <> ? ORDER BY id`)
      .all(cart.owner, cart.id) as { id: number }[];
    const discounts = 0;
    return {
      cart_id: String(cart.id),
      status: cart.status,
      items: json,
      creation: cart.created_at,
      updated: cart.updated_at,
      coupons: [],
      gift_cards: [],
      user_cart_ids: otherCarts.map((c) => String(c.id)),
      weight_total: Math.round(weight * 1000) / 1000,
      quantity_total: quantity,
      amount_sub_total: toQuetzales(subTotal),
      amount_gift_wrap: toQuetzales(giftWrap),
      amount_until_free_shipping: toQuetzales(Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subTotal)),
      is_shipping_or_pickup_required: items.some((item) => !NO_SHIPPING_TYPES.includes(item.product.type)),
      discount_coupons: 0,
      discount_gift_card: 0,
      amount_total: toQuetzales(subTotal + giftWrap - discounts),
    };
  }
}

function giftWrapOptionsFor(type: ProductType) {
  return GIFT_WRAP_TYPES.includes(type) ? GIFT_WRAP_OPTIONS : [];
}

function normaliseDedication(input: DedicationInput) {
  const clean = (value: string | null | undefined, max: number) => (value == null ? null : value.trim().slice(0, max) || null);
  return {
    from_name: clean(input.from_name, 80),
    to_name: clean(input.to_name, 80),
    to_email: clean(input.to_email, 120),
    message: clean(input.message, 500),
  };
}

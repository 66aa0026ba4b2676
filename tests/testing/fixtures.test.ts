import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { NotificationSchema, SettingsSchema } from '../../src/domain/account/profile';
import { AddressSchema } from '../../src/domain/addresses/address';
import { TaxIdSchema } from '../../src/domain/addresses/invoice-data';
import { checkNit } from '../../src/domain/addresses/tax-id';
import { CategorySchema } from '../../src/domain/catalog/category';
import { BannerSchema } from '../../src/domain/catalog/home';
import { CartItemSchema, CartSchema, CouponSchema, GiftCardSchema } from '../../src/domain/cart/cart';
import {
  CheckoutPreviewSchema,
  ExistingCardSchema,
  InvoiceDataSchema,
  OrderResultSchema,
  TotalsSchema,
} from '../../src/domain/checkout/checkout';
import { DeliveryOptionSchema, InstallmentSchema, PickupOptionSchema } from '../../src/domain/checkout/delivery-schemas';
import { OrderSchema } from '../../src/domain/orders/order';
import { PointsCouponSchema, PointsEntrySchema, PointsHistorySchema } from '../../src/domain/points/points';
import {
  BrandSchema,
  ImageSchema,
  MainCategorySchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSummarySchema,
  ReviewSchema,
} from '../../src/domain/product/product';
import { QuestionSchema } from '../../src/domain/product/product-parts';
import { MyReviewSchema } from '../../src/domain/reviews/reviews';
import { SessionSchema, SessionTokenSchema } from '../../src/domain/session/session';
import { UserSchema } from '../../src/domain/user/user';
import { WarrantyClaimSchema } from '../../src/domain/warranty/warranty';
import { WishlistSchema } from '../../src/domain/wishlists/wishlist';
import * as testing from '../../src/testing';
import { makeCart, makeCartItem, makeOrder, makeProductSummary, makeTaxId, makeUser, resetFixtureIds } from '../../src/testing';

/** Every factory's schema. A factory missing here fails the first test. */
const SCHEMAS: Record<string, z.ZodMiniType> = {
  makeImage: ImageSchema,
  makeBrand: BrandSchema,
  makeMainCategory: MainCategorySchema,
  makeCategory: CategorySchema,
  makeProductSummary: ProductSummarySchema,
  makeProductDetail: ProductDetailSchema,
  makeProductList: ProductListSchema,
  makeBanner: BannerSchema,
  makeCartItem: CartItemSchema,
  makeCoupon: CouponSchema,
  makeGiftCard: GiftCardSchema,
  makeCart: CartSchema,
  makeAddress: AddressSchema,
  makeTaxId: TaxIdSchema,
  makePickupOption: PickupOptionSchema,
  makeDeliveryOption: DeliveryOptionSchema,
  makeInstallment: InstallmentSchema,
  makeExistingCard: ExistingCardSchema,
  makeInvoiceData: InvoiceDataSchema,
  makeTotals: TotalsSchema,
  makeCheckoutPreview: CheckoutPreviewSchema,
  makeOrderResult: OrderResultSchema,
  makeOrder: OrderSchema,
  makeWarrantyClaim: WarrantyClaimSchema,
  makeUser: UserSchema,
  makeSessionToken: SessionTokenSchema,
  makeSession: SessionSchema,
  makeReview: ReviewSchema,
  makeMyReview: MyReviewSchema,
  makeQuestion: QuestionSchema,
  makeWishlist: WishlistSchema,
  makeNotification: NotificationSchema,
  makeSettings: SettingsSchema,
  makePointsEntry: PointsEntrySchema,
  makePointsHistory: PointsHistorySchema,
  makePointsCoupon: PointsCouponSchema,
};

type Factory = (overrides?: Record<string, unknown>) => Record<string, unknown>;
const factories = Object.entries(testing).filter(([name]) => /^make[A-Z]/.test(name)) as [string, Factory][];

/**
 * Where `parsed` differs from the wire `input`, besides an id sent as a number and read as a string: an
 * enum read as its fallback, a dropped field, a changed value. Transforms the schemas apply to valid
 * data (a zone suffix stripped, null for undefined) do not occur, as the factories send neither.
 */
function differences(input: unknown, parsed: unknown, at = '$'): string[] {
  if (input === parsed) return [];
  if (typeof input === 'number' && parsed === String(input)) return [];
  if (Array.isArray(input)) {
    if (!Array.isArray(parsed) || parsed.length !== input.length) return [`${at}: ${JSON.stringify(parsed)}`];
    return input.flatMap((item, i) => differences(item, parsed[i], `${at}[${i}]`));
  }
  if (input && typeof input === 'object' && parsed && typeof parsed === 'object') {
    return Object.entries(input).flatMap(([key, value]) => differences(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`));
  }
  return [`${at}: sent ${JSON.stringify(input)}, read ${JSON.stringify(parsed)}`];
}

beforeEach(() => resetFixtureIds());

describe('tienda/testing fixtures', () => {
  it('has a schema for every factory it exports (at least 30 entities)', () => {
    const names = factories.map(([name]) => name);
    expect(names.filter((name) => !(name in SCHEMAS))).toEqual([]);
    expect(Object.keys(SCHEMAS).filter((name) => !names.includes(name))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(30);
  });

  it.each(factories)('%s parses with its schema, every value read as sent (no enum fallback)', (name, make) => {
    const input = make();
    const result = z.safeParse(SCHEMAS[name]!, input);
    expect(result.error?.issues ?? [], name).toEqual([]);
    expect(differences(input, result.data)).toEqual([]);
  });

  it.each(factories)('%s lets an override land, and still parses', (name, make) => {
    const base = make();
    // The first string field that is not an enum-like code: overriding it must show in the parsed value.
    const key = Object.keys(base).find((k) => typeof base[k] === 'string' && !/^[A-Z_]+$/.test(base[k] as string));
    const numberKey = Object.keys(base).find((k) => typeof base[k] === 'number');
    const flagKey = Object.keys(base).find((k) => typeof base[k] === 'boolean');
    const changed = key
      ? { [key]: `${String(base[key])}-cambiado` }
      : numberKey
        ? { [numberKey]: 4242 }
        : { [flagKey!]: !base[flagKey!] };
    const made = make(changed);
    const parsed = z.parse(SCHEMAS[name]!, made) as Record<string, unknown>;
    const [field, value] = Object.entries(changed)[0]!;
    expect(made[field]).toBe(value);
    expect(parsed[field]).toBe(value);
  });

  it('overrides nested entities and totals follow the lines', () => {
    const product = makeProductSummary({ price: 100, title: 'Café de Huehuetenango', weight: 1 });
    const cart = makeCart({ items: [makeCartItem({ product, quantity: 3 })] });
    expect(cart.items?.[0]?.price).toBe(100);
    expect(cart).toMatchObject({ quantity_total: 3, amount_sub_total: 300, amount_total: 300, weight_total: 3 });
    const parsed = z.parse(CartSchema, cart);
    expect(parsed.items[0]!.product.title).toBe('Café de Huehuetenango');
    const order = z.parse(OrderSchema, makeOrder({ items: cart.items, step: 'Shipped', payment_method: 'CARD' }));
    expect(order).toMatchObject({ step: 'Shipped', payment_method: 'CARD', totals: { amount_sub_total: 300, amount_shipping: 25, amount_total: 325 } });
  });

  it('gives unique ids per call, the same sequence after resetFixtureIds()', () => {
    const first = [makeUser().public_id, makeUser().public_id, makeOrder().order_number, makeOrder().order_number];
    expect(new Set(first).size).toBe(4);
    const skus = Array.from({ length: 50 }, () => makeProductSummary().public_sku);
    expect(new Set(skus).size).toBe(50);
    resetFixtureIds();
    expect([makeUser().public_id, makeUser().public_id, makeOrder().order_number, makeOrder().order_number]).toEqual(first);
  });

  it('the round-trip check catches an enum read as its fallback and a changed id', () => {
    const input = makeProductSummary({ type: 'CASSETTE', status: 'PUBLISHED' });
    expect(differences(input, z.parse(ProductSummarySchema, input))).toEqual(['$.type: sent "CASSETTE", read "SIMPLE"']);
    expect(differences({ id: 7 }, { id: '7' })).toEqual([]);
    expect(differences({ id: 7 }, { id: '8' })).toEqual(['$.id: sent 7, read "8"']);
  });

  it("makes tax ids whose NIT passes the library's own check", () => {
    expect(checkNit(makeTaxId().tax_id)).toEqual({ ok: true, nit: '576937K' });
  });
});

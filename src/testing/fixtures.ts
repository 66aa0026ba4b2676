/**
 * Fixture factories for the entities the API answers, in its wire format (snake_case, as the server sends
 * them, before the library's zod schemas parse them). Each `make<Entity>(overrides?)` is valid by
 * construction: its output parses with the entity's schema, every enum holds a known value (never the
 * schema's fallback), and `overrides` replace whole top-level fields.
 *
 * Ids, SKUs, slugs and order numbers come from one counter, so two calls never share one and a test run
 * is deterministic; `resetFixtureIds()` (in a `beforeEach`) starts it again. Dates are fixed.
 *
 * Zod-free at runtime: only the schemas' types are imported, so a test that builds fixtures loads none of
 * the library's schemas.
 */
import type * as z from 'zod/mini';
import type { AddressSchema } from '../domain/addresses/address';
import type { TaxIdSchema } from '../domain/addresses/invoice-data';
import type { CategorySchema } from '../domain/catalog/category';
import type { BannerSchema } from '../domain/catalog/home';
import type { CartItemSchema, CartSchema, CouponSchema, GiftCardSchema } from '../domain/cart/cart';
import type {
  CheckoutPreviewSchema,
  ExistingCardSchema,
  InvoiceDataSchema,
  OrderResultSchema,
  TotalsSchema,
} from '../domain/checkout/checkout';
import type { DeliveryOptionSchema, InstallmentSchema, PickupOptionSchema } from '../domain/checkout/delivery-schemas';
import type { NotificationSchema, SettingsSchema } from '../domain/account/profile';
import type { OrderSchema } from '../domain/orders/order';
import type { PointsCouponSchema, PointsEntrySchema, PointsHistorySchema } from '../domain/points/points';
import type {
  BrandSchema,
  ImageSchema,
  MainCategorySchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSummarySchema,
  ReviewSchema,
} from '../domain/product/product';
import type { QuestionSchema } from '../domain/product/product-parts';
import type { MyReviewSchema } from '../domain/reviews/reviews';
import type { SessionSchema, SessionTokenSchema } from '../domain/session/session';
import type { UserSchema } from '../domain/user/user';
import type { WarrantyClaimSchema } from '../domain/warranty/warranty';
import type { WishlistSchema } from '../domain/wishlists/wishlist';

/** What the API sends for an entity: the input of its zod schema. */
type Wire<S extends z.core.SomeType> = z.input<S>;

/** An image as the API sends it (`ImageSchema`). */
export type WireImage = Wire<typeof ImageSchema>;
/** A brand (`BrandSchema`). */
export type WireBrand = Wire<typeof BrandSchema>;
/** A product's main category (`MainCategorySchema`). */
export type WireMainCategory = Wire<typeof MainCategorySchema>;
/** A category page's category (`CategorySchema`). */
export type WireCategory = Wire<typeof CategorySchema>;
/** A product as listings send it (`ProductSummarySchema`). */
export type WireProductSummary = Wire<typeof ProductSummarySchema>;
/** A product with its descriptions and pictures (`ProductDetailSchema`). */
export type WireProductDetail = Wire<typeof ProductDetailSchema>;
/** One page of `GET /product` (`ProductListSchema`). */
export type WireProductList = Wire<typeof ProductListSchema>;
/** A home banner (`BannerSchema`). */
export type WireBanner = Wire<typeof BannerSchema>;
/** One line of a cart or an order (`CartItemSchema`). */
export type WireCartItem = Wire<typeof CartItemSchema>;
/** A cart (`CartSchema`). */
export type WireCart = Wire<typeof CartSchema>;
/** A coupon applied to a cart (`CouponSchema`). */
export type WireCoupon = Wire<typeof CouponSchema>;
/** A gift card applied to a cart (`GiftCardSchema`). */
export type WireGiftCard = Wire<typeof GiftCardSchema>;
/** A shipping address (`AddressSchema`). */
export type WireAddress = Wire<typeof AddressSchema>;
/** A saved tax id (NIT) (`TaxIdSchema`). */
export type WireTaxId = Wire<typeof TaxIdSchema>;
/** A pickup location as checkout offers it (`PickupOptionSchema`). */
export type WirePickupOption = Wire<typeof PickupOptionSchema>;
/** A delivery option (`DeliveryOptionSchema`). */
export type WireDeliveryOption = Wire<typeof DeliveryOptionSchema>;
/** A card installment plan (`InstallmentSchema`). */
export type WireInstallment = Wire<typeof InstallmentSchema>;
/** A saved card, masked (`ExistingCardSchema`). */
export type WireExistingCard = Wire<typeof ExistingCardSchema>;
/** An order's or a checkout's invoice data (`InvoiceDataSchema`). */
export type WireInvoiceData = Wire<typeof InvoiceDataSchema>;
/** Checkout totals (`TotalsSchema`). */
export type WireTotals = Wire<typeof TotalsSchema>;
/** The checkout as the server previews it (`CheckoutPreviewSchema`). */
export type WireCheckoutPreview = Wire<typeof CheckoutPreviewSchema>;
/** The answer to creating an order (`OrderResultSchema`). */
export type WireOrderResult = Wire<typeof OrderResultSchema>;
/** An order (`OrderSchema`). */
export type WireOrder = Wire<typeof OrderSchema>;
/** A warranty claim (`WarrantyClaimSchema`). */
export type WireWarrantyClaim = Wire<typeof WarrantyClaimSchema>;
/** The signed-in user (`UserSchema`). */
export type WireUser = Wire<typeof UserSchema>;
/** The answer of `/anonymous/` and `/login/` (`SessionTokenSchema`). */
export type WireSessionToken = Wire<typeof SessionTokenSchema>;
/** A session as the library keeps it (`SessionSchema`). */
export type WireSession = Wire<typeof SessionSchema>;
/** A product review (`ReviewSchema`). */
export type WireReview = Wire<typeof ReviewSchema>;
/** One of the shopper's own reviews (`MyReviewSchema`). */
export type WireMyReview = Wire<typeof MyReviewSchema>;
/** A question about a product (`QuestionSchema`). */
export type WireQuestion = Wire<typeof QuestionSchema>;
/** A wishlist (`WishlistSchema`). */
export type WireWishlist = Wire<typeof WishlistSchema>;
/** An account notification (`NotificationSchema`). */
export type WireNotification = Wire<typeof NotificationSchema>;
/** The account's notification settings (`SettingsSchema`). */
export type WireSettings = Wire<typeof SettingsSchema>;
/** One line of the points history (`PointsEntrySchema`). */
export type WirePointsEntry = Wire<typeof PointsEntrySchema>;
/** The points history (`PointsHistorySchema`). */
export type WirePointsHistory = Wire<typeof PointsHistorySchema>;
/** A coupon bought with points (`PointsCouponSchema`). */
export type WirePointsCoupon = Wire<typeof PointsCouponSchema>;

let counter = 0;

/** The next fixture id (1, 2, 3…): unique per call until `resetFixtureIds()`. */
function nextId(): number {
  return ++counter;
}

/** Starts the fixture id counter again, so a test's ids do not depend on the tests before it. */
export function resetFixtureIds(): void {
  counter = 0;
}

/** A fixed date in the API's format (ISO 8601 with offset); `days` after 15 January 2026, 10:00 in Guatemala. */
export function fixtureDate(days = 0): string {
  const date = new Date(Date.UTC(2026, 0, 15 + days, 16, 0, 0));
  return `${date.toISOString().slice(0, 19)}-06:00`;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round2 = (value: number) => Math.round(value * 100) / 100;
const pad = (n: number) => String(n).padStart(5, '0');

/** A product picture with one 500 px rendition. */
export function makeImage(overrides: Partial<WireImage> = {}): WireImage {
  const id = nextId();
  return {
    id,
    name: `imagen-${id}`,
    alt_text: `Imagen ${id}`,
    urls: [{ image_id: id, cdn_url: `https://cdn.tienda.test/img/${id}-500.webp`, width: 500, height: 500, file_size_kb: 42 }],
    sort_order: 0,
    thumbnail: `https://cdn.tienda.test/img/${id}-150.webp`,
    video_url: null,
    ...overrides,
  };
}

/** A brand. */
export function makeBrand(overrides: Partial<WireBrand> = {}): WireBrand {
  const id = nextId();
  return {
    name: `Marca ${id}`,
    slug: `marca-${id}`,
    description: null,
    logo: null,
    description_meta: null,
    keywords: null,
    ...overrides,
  };
}

/** A product's main category (a leaf under no parent). */
export function makeMainCategory(overrides: Partial<WireMainCategory> = {}): WireMainCategory {
  const id = nextId();
  return {
    id,
    parent_id: null,
    name: `Categoría ${id}`,
    slug: `categoria-${id}`,
    status: 'ACTIVE',
    products_in_stock_count: 10,
    over18_required: false,
    disabled_on_mobile: false,
    profile_image: null,
    ...overrides,
  };
}

/** A category as a category page heads it. */
export function makeCategory(overrides: Partial<WireCategory> = {}): WireCategory {
  const id = nextId();
  return {
    id,
    parent_id: null,
    name: `Categoría ${id}`,
    slug: `categoria-${id}`,
    description: null,
    profile_image: null,
    banner_image: null,
    search_results_count: 10,
    over18_required: false,
    disabled_on_mobile: false,
    ...overrides,
  };
}

/** A published, in-stock, simple product on sale (Q349 instead of Q399), SKU `TND-<n>`. */
export function makeProductSummary(overrides: Partial<WireProductSummary> = {}): WireProductSummary {
  const id = nextId();
  return {
    public_sku: `TND-${pad(id)}`,
    slug: `producto-${id}`,
    title: `Producto ${id}`,
    brand: makeBrand(),
    main_category: makeMainCategory(),
    main_image: makeImage(),
    weight: 0.5,
    type: 'SIMPLE',
    average_rating: 4.5,
    rating_count: 12,
    regular_price: 399,
    sale_price: 349,
    price: 349,
    stock_status: 'IN_STOCK',
    stock_status_text: 'En existencia',
    is_on_sale: true,
    has_flash_sale: false,
    has_free_shipping: false,
    flash_sale_end_date: null,
    date_sale_cutoff: null,
    status: 'PUBLISHED',
    is_international: false,
    ...overrides,
  };
}

/** A product with its descriptions, categories and pictures (what `GET /product/{id}` answers). */
export function makeProductDetail(overrides: Partial<WireProductDetail> = {}): WireProductDetail {
  const summary = makeProductSummary();
  return {
    ...summary,
    categories: [summary.main_category!],
    images: [summary.main_image!],
    description_short: 'Una descripción corta.',
    description_long: '<p>Una descripción larga.</p>',
    description_meta: null,
    title_meta: null,
    keywords: null,
    warranty_months: 12,
    presale_delivery_start_date: null,
    author: null,
    ...overrides,
  };
}

/** One page of `GET /product` holding `products` (two new ones by default). */
export function makeProductList(overrides: Partial<WireProductList> = {}): WireProductList {
  const products = overrides.products ?? [makeProductSummary(), makeProductSummary()];
  return { products, total_count: products.length, page: 1, page_size: 20, has_more_items: false, ...overrides };
}

/** A home banner that links to a URL. */
export function makeBanner(overrides: Partial<WireBanner> = {}): WireBanner {
  const id = nextId();
  return {
    id,
    image: `https://cdn.tienda.test/banner/${id}.webp`,
    sort_order: 0,
    target_url: `https://tienda.test/ofertas`,
    targetType: 'URL',
    target_brand_slug: null,
    target_category_slug: null,
    target_product_slug: null,
    target_section_id: null,
    alt_text: `Banner ${id}`,
    ...overrides,
  };
}

/** A cart line of one unit of `overrides.product` (a new product by default), at the product's price. */
export function makeCartItem(overrides: Partial<WireCartItem> = {}): WireCartItem {
  const id = nextId();
  const product = overrides.product ?? makeProductSummary();
  return {
    item_id: `item-${id}`,
    quantity: 1,
    product,
    stock_status: product.stock_status ?? 'IN_STOCK',
    quantity_out_of_stock: 0,
    gift_wrap_options: [],
    gift_wrap_option_id: null,
    dedication: null,
    review: null,
    is_under_warranty: false,
    vending_machine_slot_id: null,
    warranty_claim_status: null,
    warranty_claim_id: null,
    price: product.price,
    ...overrides,
  };
}

/** A coupon the server accepted (Q25 off). */
export function makeCoupon(overrides: Partial<WireCoupon> = {}): WireCoupon {
  const id = nextId();
  return {
    code: `CUPON${id}`,
    discount: 25,
    error_code: null,
    error_message: null,
    requirements: null,
    exclusions: null,
    discounts: null,
    auto_apply: false,
    ...overrides,
  };
}

/** A valid gift card with Q100 available. */
export function makeGiftCard(overrides: Partial<WireGiftCard> = {}): WireGiftCard {
  const id = nextId();
  return { number: `GC-${pad(id)}-0000`, amount: 100, is_valid: true, available_balance: 100, ...overrides };
}

/** Totals that follow `items` (quantity, weight, subtotal = total). */
function totalsOf(items: WireCartItem[]) {
  const subtotal = round2(sum(items.map((item) => item.quantity * item.price)));
  return {
    weight_total: round2(sum(items.map((item) => item.quantity * (item.product.weight ?? 0)))),
    quantity_total: sum(items.map((item) => item.quantity)),
    amount_sub_total: subtotal,
    amount_total: subtotal,
  };
}

/** An open cart of `overrides.items` (one line by default) whose totals follow its lines. */
export function makeCart(overrides: Partial<WireCart> = {}): WireCart {
  const id = nextId();
  const items = (overrides.items ?? [makeCartItem()]) as WireCartItem[];
  return {
    cart_id: `cart-${id}`,
    status: 'OPEN',
    items,
    creation: fixtureDate(),
    updated: fixtureDate(),
    coupons: [],
    gift_cards: [],
    user_cart_ids: [],
    amount_gift_wrap: 0,
    amount_until_free_shipping: null,
    is_shipping_or_pickup_required: true,
    discount_coupons: 0,
    discount_gift_card: 0,
    ...totalsOf(items),
    ...overrides,
  };
}

/** An address in Guatemala City. */
export function makeAddress(overrides: Partial<WireAddress> = {}): WireAddress {
  const id = nextId();
  return {
    id,
    first_name: 'Ana',
    last_name: 'López',
    phone: '55550000',
    street: `${id}a avenida 10-20, zona 10`,
    references: 'Portón negro',
    city: 'Guatemala',
    state: 'Guatemala',
    country: 'GT',
    times_used: 0,
    last_used: null,
    geolocation: { lat: 14.6, lng: -90.51 },
    request_user_geolocation: false,
    ...overrides,
  };
}

/** A saved tax id (a NIT with a valid check digit). */
export function makeTaxId(overrides: Partial<WireTaxId> = {}): WireTaxId {
  const id = nextId();
  return { id, tax_id: '576937K', name: 'Ana López', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false, ...overrides };
}

/** A pickup location open weekdays 9:00–18:00, with free parking and cash on delivery. */
export function makePickupOption(overrides: Partial<WirePickupOption> = {}): WirePickupOption {
  const id = nextId();
  const weekday = { opening_time: 9 * 3600, closing_time: 18 * 3600 }; // seconds from midnight
  return {
    id: String(id),
    public_id: `pickup-${id}`,
    location_name: `Tienda zona ${id}`,
    location_address: `${id}a calle 5-10, zona 4`,
    google_maps_url: null,
    waze_url: null,
    location_lat: 14.6,
    location_lng: -90.51,
    parking: 'Free',
    working_hours: { MONDAY: weekday, TUESDAY: weekday, WEDNESDAY: weekday, THURSDAY: weekday, FRIDAY: weekday },
    working_hours_html: null,
    working_hours_hint: null,
    expected_delivery_date_range: { start: fixtureDate(1), end: fixtureDate(2) },
    expected_delivery_date_range_text: 'Recógelo mañana',
    expected_delivery_minutes_from_now: null,
    is_express: false,
    cutoff_time: null,
    is_cod_enabled: true,
    is_restricted: false,
    is_warranty_drop: false,
    ...overrides,
  };
}

/** Standard delivery for Q25. */
export function makeDeliveryOption(overrides: Partial<WireDeliveryOption> = {}): WireDeliveryOption {
  const id = nextId();
  return {
    id: String(id),
    description: 'Envío estándar',
    cost: 25,
    expected_delivery_date_range: { start: fixtureDate(2), end: fixtureDate(4) },
    expected_delivery_date_range_text: 'Llega en 2 a 4 días',
    is_disabled: false,
    is_express: false,
    subtitle: null,
    is_time_range_supported: false,
    ...overrides,
  };
}

/** Three installments of Q100 with no surcharge. */
export function makeInstallment(overrides: Partial<WireInstallment> = {}): WireInstallment {
  return {
    bin: '411111',
    bank_code: 'BI',
    bank_name: 'Banco Industrial',
    subtotal_amount: 300,
    installments: 3,
    installment_amount: 100,
    total_amount: 300,
    surcharge: 0,
    ...overrides,
  };
}

/** A saved VISA card, already masked (BIN and last 4 only). */
export function makeExistingCard(overrides: Partial<WireExistingCard> = {}): WireExistingCard {
  const id = nextId();
  return { instrument_id: `card-${id}`, number: '411111******1111', expiration_month: 12, expiration_year: 2030, type: 'VISA', ...overrides };
}

/** Invoice data for a NIT. */
export function makeInvoiceData(overrides: Partial<WireInvoiceData> = {}): WireInvoiceData {
  return { tax_id: '576937K', name: 'Ana López', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false, id: null, ...overrides };
}

/** Checkout totals of a Q349 cart. */
export function makeTotals(overrides: Partial<WireTotals> = {}): WireTotals {
  return {
    weight_total: 0.5,
    quantity_total: 1,
    amount_sub_total: 349,
    amount_shipping: 0,
    amount_surcharge: 0,
    amount_gift_wrap: 0,
    amount_until_free_shipping: null,
    discount_coupons: 0,
    discount_gift_card: 0,
    amount_total: 349,
    ...overrides,
  };
}

/** A checkout preview of `overrides.items` (one line by default), picked up and paid cash on delivery. */
export function makeCheckoutPreview(overrides: Partial<WireCheckoutPreview> = {}): WireCheckoutPreview {
  const id = nextId();
  const items = (overrides.items ?? [makeCartItem()]) as WireCartItem[];
  return {
    cart_id: `cart-${id}`,
    user_id: null,
    items,
    coupons: [],
    gift_cards: [],
    event_seats: [],
    payment_method: 'COD',
    invoice_type: 'NO_TAX_ID',
    invoice_data: null,
    installment: null,
    existing_card: null,
    shipping_address: null,
    delivery_option: null,
    pickup_option: makePickupOption(),
    pickup_contact: { name: 'Ana López', phone: '55550000' },
    customer_note: null,
    totals: makeTotals(totalsOf(items)),
    use_event_seat_checkout: false,
    is_shipping_or_pickup_required: true,
    delivery_time_range: 'ALLDAY',
    disable_early_shipping: false,
    step: null,
    ...overrides,
  };
}

/** The answer to a cash-on-delivery order: `SUCCESS`, nothing more to do. */
export function makeOrderResult(overrides: Partial<WireOrderResult> = {}): WireOrderResult {
  const id = nextId();
  return {
    order_number: String(100000 + id),
    payment_result_type: 'SUCCESS',
    is_identity_document_required: false,
    is_payment_card_authorization_number_required: false,
    is_bank_slip_required: false,
    pickup_contact: null,
    advance_instructions: [],
    payment_card_authorization_number_instructions: [],
    advance_amount: null,
    step_up_params: null,
    existing_card_id: null,
    ...overrides,
  };
}

/** A new cash-on-delivery order of `overrides.items` (one line by default), shipped to an address, cancellable. */
export function makeOrder(overrides: Partial<WireOrder> = {}): WireOrder {
  const id = nextId();
  const items = (overrides.items ?? [makeCartItem()]) as WireCartItem[];
  const delivery = makeDeliveryOption();
  const totals = totalsOf(items);
  return {
    order_number: String(100000 + id),
    cart_id: `cart-${id}`,
    status: 'NEW',
    title: 'Pedido recibido',
    step: 'Initial',
    color_hex: '#1e88e5',
    icon: 8,
    show_order_qr: false,
    items,
    shipping_address: makeAddress(),
    delivery_option: delivery,
    pickup_option: null,
    pickup_contact: null,
    installments: null,
    payment_method: 'COD',
    invoice_type: 'NO_TAX_ID',
    invoice_data: null,
    promised_delivery_start: fixtureDate(2),
    promised_delivery_end: fixtureDate(4),
    tracking_links: [],
    totals: {
      ...makeTotals({ ...totals, amount_shipping: 25, amount_total: round2(totals.amount_total + 25) }),
      amount_unpaid: round2(totals.amount_total + 25),
      amount_to_pay: 0,
    },
    customer_note: null,
    approved_date: null,
    shipped_date: null,
    delivered_date: null,
    status_changed_date: fixtureDate(),
    contact_email: 'ana@tienda.test',
    identity_document_status: 'NOT_REQUIRED',
    is_payment_card_authorization_number_required: false,
    is_bank_slip_required: false,
    is_bank_slip_accepted: false,
    is_cancel_enabled: true,
    has_tax_invoice: false,
    created_date: fixtureDate(),
    invoice_url: null,
    coupons: [],
    bank_slips: [],
    advance_amount: null,
    advance_instructions: [],
    masked_card_number: null,
    existing_card_id: null,
    eligible_for_free_split: false,
    estimated_delivery_range_text: 'Llega en 2 a 4 días',
    promised_delivery_range_text: 'Llega en 2 a 4 días',
    is_delayed: false,
    delivery_time_range: 'ALLDAY',
    disable_early_shipping: false,
    pin: null,
    event_tickets: [],
    ...overrides,
  };
}

/** A new warranty claim for one unit of an order line. */
export function makeWarrantyClaim(overrides: Partial<WireWarrantyClaim> = {}): WireWarrantyClaim {
  const id = nextId();
  return {
    id: String(id),
    item_id: `item-${id}`,
    order_number: String(100000 + id),
    quantity: 1,
    problem: 'No enciende',
    customer_notes: null,
    status: { title: 'Reclamo recibido', step: 'NEW', instructions: null, colorHex: '#1e88e5', iconIndex: 8 },
    warranty_status_step: 'NEW',
    is_cancelled: false,
    is_cancel_enabled: true,
    product: makeProductSummary(),
    images: [],
    notes_to_customer: null,
    created_date: fixtureDate(),
    status_changed_date: fixtureDate(),
    ...overrides,
  };
}

/** A verified shopper, Ana López, with 120 points. */
export function makeUser(overrides: Partial<WireUser> = {}): WireUser {
  const id = nextId();
  return {
    public_id: `user-${id}`,
    email: `ana${id}@tienda.test`,
    is_email_verified: true,
    phone: '+50255550000',
    is_phone_verified: false,
    first_name: 'Ana',
    last_name: 'López',
    pickup_contact: null,
    avatar: null,
    contact_email: null,
    notification: null,
    has_mobile_app: false,
    has_made_purchase: true,
    selected_address: null,
    selected_pickup: null,
    points: 120,
    is_cc_payment_blocked: false,
    is_pickup_location_worker: false,
    ...overrides,
  };
}

/** An anonymous session token (`POST /anonymous/`); give names and email for a login's answer. */
export function makeSessionToken(overrides: Partial<WireSessionToken> = {}): WireSessionToken {
  const id = nextId();
  return { token: `token-${id}`, first_name: null, last_name: null, email: null, ...overrides };
}

/** A session as the library keeps it (anonymous by default). */
export function makeSession(overrides: Partial<WireSession> = {}): WireSession {
  const id = nextId();
  return { token: `token-${id}`, isUser: false, ...overrides };
}

/** A verified 5-star review. */
export function makeReview(overrides: Partial<WireReview> = {}): WireReview {
  const id = nextId();
  return {
    id,
    rating: 5,
    reviewer_name: 'Ana L.',
    comment: 'Excelente, llegó antes de lo esperado.',
    verified: true,
    date_created: fixtureDate(),
    images: [],
    is_my_review: false,
    avatar: null,
    variant_name: null,
    variant_value: null,
    upvote_count: 0,
    is_upvoted_by_me: false,
    ...overrides,
  };
}

/** One of the shopper's reviews, with its product. */
export function makeMyReview(overrides: Partial<WireMyReview> = {}): WireMyReview {
  return { ...makeReview({ is_my_review: true }), product: makeProductSummary(), ...overrides };
}

/** An answered question about a product. */
export function makeQuestion(overrides: Partial<WireQuestion> = {}): WireQuestion {
  const id = nextId();
  return {
    id,
    question: '¿Tiene garantía?',
    date_created: fixtureDate(),
    user_name: 'Ana',
    answer: 'Sí, 12 meses con el fabricante.',
    date_answered: fixtureDate(1),
    question_category: 'Warranty',
    ...overrides,
  };
}

/** A private wishlist of `overrides.products` (one by default). */
export function makeWishlist(overrides: Partial<WireWishlist> = {}): WireWishlist {
  const id = nextId();
  const products = overrides.products ?? [makeProductSummary()];
  return {
    name: `Lista ${id}`,
    public_id: `wishlist-${id}`,
    user: { first_name: 'Ana' },
    products,
    is_shared: false,
    total_count: products.length,
    has_more_items: false,
    ...overrides,
  };
}

/** A notification that an order changed status. */
export function makeNotification(overrides: Partial<WireNotification> = {}): WireNotification {
  const id = nextId();
  return {
    id,
    subject: 'Tu pedido va en camino',
    message: 'Llega mañana.',
    type: 'ORDER_STATUS',
    icon: null,
    background_color_hex: null,
    status_changed_date: fixtureDate(),
    order_number: String(100000 + id),
    dismiss_after_open: false,
    url: null,
    ...overrides,
  };
}

/** Notification settings: email about orders and answers on, the rest off. */
export function makeSettings(overrides: Partial<WireSettings> = {}): WireSettings {
  return {
    push_orders: false,
    email_orders: true,
    push_answers: false,
    email_answers: true,
    push_waitlist: false,
    email_waitlist: false,
    push_offers: false,
    email_offers: false,
    push_wishlist: false,
    email_wishlist: false,
    ...overrides,
  };
}

/** 35 points earned with a purchase. */
export function makePointsEntry(overrides: Partial<WirePointsEntry> = {}): WirePointsEntry {
  return { points: 35, type: 'PURCHASE', date_created: fixtureDate(), ...overrides };
}

/** A points history whose total follows `overrides.entries` (one by default). */
export function makePointsHistory(overrides: Partial<WirePointsHistory> = {}): WirePointsHistory {
  const entries = (overrides.entries ?? [makePointsEntry()]) as WirePointsEntry[];
  return { total_points: sum(entries.map((entry) => entry.points)), points_per_currency: 0.1, entries, ...overrides };
}

/** A Q25 coupon bought with 250 points. */
export function makePointsCoupon(overrides: Partial<WirePointsCoupon> = {}): WirePointsCoupon {
  return { coupon: makeCoupon(), amount: 25, points: 250, total_points: 120, ...overrides };
}

import { Subject } from 'rxjs';
import { vi } from 'vitest';
import { emptyFilterOptions, type Cart, type ListingView, type ProductSummary, type SearchView, type SectionView, type TiendaClient, type UseCaseError, type User } from '../../src/index';
import type { Address } from '../../src/domain/addresses/address';
import { NotificationsStore } from '../../src/usecases/account/notifications.store';
import { AddressesStore } from '../../src/usecases/addresses/addresses.store';
import { CardsStore } from '../../src/usecases/cards/cards.store';
import { PointsStore } from '../../src/usecases/points/points.store';
import { ReviewsStore } from '../../src/usecases/reviews/reviews.store';
import { WishlistsStore } from '../../src/usecases/wishlists/wishlists.store';
import { PickupWorkerStore } from '../../src/usecases/pickup-worker/pickup-worker.store';
import { CartStore } from '../../src/usecases/cart/cart.store';
import { CheckoutStore } from '../../src/usecases/checkout/checkout.store';
import { OrdersStore } from '../../src/usecases/orders/orders.store';
import { WarrantyStore } from '../../src/usecases/warranty/warranty.store';
import { SessionStore } from '../../src/usecases/session/session.store';
import { UserStore } from '../../src/usecases/user/user.store';

/**
 * A TiendaClient with the real shape: real stores under their namespaces,
 * and a vi.fn() for every call, which the test sets up
 * (`fakes.catalog.loadProductPage.mockResolvedValue(...)`).
 */
export function fakeClient() {
  const stores = { session: new SessionStore(), user: new UserStore(), cart: new CartStore() };
  const client = {
    environment: 'local',
    apiRoot: 'http://test/api/public',
    errors$: new Subject<UseCaseError>(),
    start: vi.fn(async () => undefined),
    session: { store: stores.session, start: vi.fn(), login: vi.fn(), logout: vi.fn() },
    user: { store: stores.user, load: vi.fn() },
    catalog: {
      loadHome: vi.fn(),
      resolveSlug: vi.fn(),
      loadProductPage: vi.fn(),
      // Default answers: an empty listing / section with empty facets; tests override with mockResolvedValue.
      browseProducts: vi.fn<TiendaClient['catalog']['browseProducts']>(async () => emptyListing()),
      loadNavigation: vi.fn(),
      loadSection: vi.fn<TiendaClient['catalog']['loadSection']>(async (id) => emptySection(id)),
      recentlyViewed: vi.fn<TiendaClient['catalog']['recentlyViewed']>(async () => []),
    },
    cart: { store: stores.cart, get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), open: vi.fn(), delete: vi.fn(), applyCode: vi.fn(), removeCode: vi.fn(), setGiftWrap: vi.fn(), setDedication: vi.fn(), crossSell: vi.fn(), forYou: vi.fn(), pickupOptions: vi.fn(), deliveryEstimate: vi.fn(), sendPending: vi.fn(), dismissRefusal: vi.fn() },
    account: {
      signUp: vi.fn(),
      socialLogin: vi.fn(),
      resetPassword: vi.fn(),
      sendVerification: vi.fn(),
      resendVerification: vi.fn(),
      verifyCode: vi.fn(),
      deleteAccount: vi.fn(),
      updateProfile: vi.fn(),
      listAvatars: vi.fn(),
      setAvatar: vi.fn(),
      uploadAvatar: vi.fn(),
      uploadIdentityDocument: vi.fn(),
      loadSettings: vi.fn(),
      updateSettings: vi.fn(),
      notifications: new NotificationsStore(),
      listNotifications: vi.fn(),
      clearNotification: vi.fn(),
      openNotification: vi.fn(),
      registerPushPlayer: vi.fn(),
      recordDevicePermission: vi.fn(),
      checkAppVersion: vi.fn(),
    },
    checkout: { store: new CheckoutStore(), start: vi.fn(), edit: vi.fn(), loadDeliveryOptions: vi.fn(), loadPickupOptions: vi.fn(), loadPaymentOptions: vi.fn(), loadInstallmentOptions: vi.fn(), createOrder: vi.fn() },
    orders: {
      store: new OrdersStore(),
      bankAccountTypes: [
        { value: 'MONETARIA', label: 'Monetaria' },
        { value: 'AHORRO', label: 'Ahorro' },
      ] as { value: string; label: string }[],
      list: vi.fn(),
      get: vi.fn(),
      cancel: vi.fn(),
      invoice: vi.fn(),
      invoiceUrl: vi.fn(),
      verifyAuthorizationNumber: vi.fn(),
      uploadBankSlip: vi.fn(),
      bankSlip: vi.fn(),
      shipInStock: vi.fn(),
      acceptShipInStock: vi.fn(),
      removeOutOfStock: vi.fn(),
    },
    warranty: { store: new WarrantyStore(), claim: vi.fn(), cancel: vi.fn(), list: vi.fn(), forOrder: vi.fn() },
    addresses: { store: new AddressesStore(), list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn(), getGeolocation: vi.fn(), setGeolocation: vi.fn(), listTaxIds: vi.fn(), createTaxId: vi.fn(), updateTaxId: vi.fn(), removeTaxId: vi.fn(), selectAddress: vi.fn(), selectPickup: vi.fn(), loadSelection: vi.fn(), listPickupLocations: vi.fn() },
    payments: { cards: new CardsStore(), listCards: vi.fn(), deleteCard: vi.fn(), installmentOptions: vi.fn(), payOrder: vi.fn(), verifyCardAmount: vi.fn() },
    points: { store: new PointsStore(), history: vi.fn(), couponOptions: vi.fn(), redeem: vi.fn(), coupons: vi.fn() },
    search: {
      search: vi.fn<TiendaClient['search']['search']>(async (input) => emptySearch(input.query)),
      suggest: vi.fn<TiendaClient['search']['suggest']>(async () => []),
    },
    vending: { load: vi.fn(), categories: vi.fn() },
    product: { recommendations: vi.fn(), deliveryEstimate: vi.fn(), pickupOptions: vi.fn(), joinWaitList: vi.fn(), leaveWaitList: vi.fn(), share: vi.fn(), resolveShare: vi.fn(), compare: vi.fn(), importFromAmazon: vi.fn(), requestBulkQuotation: vi.fn(), reserveSeats: vi.fn() },
    reviews: { store: new ReviewsStore(), list: vi.fn(), write: vi.fn(), edit: vi.fn(), addImage: vi.fn(), removeImage: vi.fn(), upvote: vi.fn(), removeUpvote: vi.fn(), mine: vi.fn(), suggested: vi.fn() },
    questions: { searchForAnswer: vi.fn(), ask: vi.fn(), feedback: vi.fn(), list: vi.fn() },
    pickupWorker: { store: new PickupWorkerStore(), ordersToReceive: vi.fn(), ordersToDeliver: vi.fn(), setReceived: vi.fn(), setPickedUp: vi.fn(), addLocation: vi.fn() },
    forms: { b2b: vi.fn(), sellerSignup: vi.fn() },
    tracking: { event: vi.fn(), page: vi.fn(), flush: vi.fn(async () => undefined) },
    wishlists: { store: new WishlistsStore(), list: vi.fn(), skus: vi.fn(), add: vi.fn(), remove: vi.fn(), share: vi.fn(), unshare: vi.fn(), publicList: vi.fn() },
  } satisfies TiendaClient;
  return { client: client as TiendaClient, fakes: client, stores };
}

/** An empty listing (a category with no products) with empty facets: the fake's default browseProducts answer. */
export function emptyListing(overrides: Partial<ListingView> = {}): ListingView {
  return {
    heading: { kind: 'category', tree: { current: null, parent: null, children: [] } },
    products: { products: [], total_count: 0, page: 1, page_size: 24, has_more_items: false },
    pageCount: 1,
    filters: emptyFilterOptions(),
    ...overrides,
  };
}

/** An empty products section with empty facets: the fake's default loadSection answer. */
export function emptySection(id = '1', overrides: Partial<SectionView> = {}): SectionView {
  return {
    detail: {
      section: {
        section_id: id,
        title: null,
        sort_order: 0,
        category_slug: null,
        brand_slug: null,
        message: null,
        total_count: 0,
        has_more_items: false,
        image: null,
        type: 'PRODUCTS_GRID',
        items: [],
      },
      page: 1,
      page_size: 24,
    },
    pageCount: 1,
    filters: emptyFilterOptions(),
    ...overrides,
  };
}

/** A search that found nothing, with empty facets: the fake's default search answer. */
export function emptySearch(query = '', overrides: Partial<SearchView> = {}): SearchView {
  return {
    results: { products: [], total_count: 0, page: 1, page_size: 24, has_more_items: false, query, message: `No encontramos productos para «${query}».`, did_you_mean: null, showing_results_for: null },
    filters: emptyFilterOptions(),
    pageCount: 1,
    ...overrides,
  };
}

export function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    public_sku: 'SKU-1',
    slug: 'audifonos-sonaria',
    title: 'Audífonos Sonaria Pro',
    brand: { name: 'Sonaria', slug: 'sonaria', description: null, logo: null, description_meta: null, keywords: null },
    main_category: null,
    main_image: null,
    weight: null,
    type: 'SIMPLE',
    average_rating: 4,
    rating_count: 3,
    regular_price: null,
    sale_price: null,
    price: 299,
    stock_status: 'IN_STOCK',
    stock_status_text: 'En existencia',
    is_on_sale: false,
    has_flash_sale: false,
    has_free_shipping: false,
    flash_sale_end_date: null,
    date_sale_cutoff: null,
    status: 'PUBLISHED',
    is_international: false,
    ...overrides,
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    cart_id: 'C-1',
    status: 'OPEN',
    items: [
      {
        item_id: 'L-1',
        quantity: 2,
        product: product(),
        stock_status: 'IN_STOCK',
        quantity_out_of_stock: 0,
        gift_wrap_options: [],
        gift_wrap_option_id: null,
        dedication: null,
        review: null,
        is_under_warranty: false,
        vending_machine_slot_id: null,
        warranty_claim_status: null,
        warranty_claim_id: null,
        price: 299,
      },
    ],
    creation: null,
    updated: null,
    coupons: [],
    gift_cards: [],
    user_cart_ids: [],
    weight_total: 0,
    quantity_total: 2,
    amount_sub_total: 598,
    amount_gift_wrap: 0,
    amount_until_free_shipping: 102,
    is_shipping_or_pickup_required: true,
    discount_coupons: 0,
    discount_gift_card: 0,
    amount_total: 598,
    ...overrides,
  };
}

/** A signed-in shopper as the user store holds it (every field of UserSchema's output), with overrides. */
export function signedInUser(overrides: Partial<User> = {}): User {
  return {
    public_id: 'U-1',
    email: 'ana@tienda.test',
    is_email_verified: false,
    phone: null,
    is_phone_verified: false,
    first_name: 'Ana',
    last_name: 'López',
    pickup_contact: null,
    avatar: null,
    contact_email: null,
    notification: null,
    has_mobile_app: false,
    has_made_purchase: false,
    selected_address: null,
    selected_pickup: null,
    points: 0,
    is_cc_payment_blocked: false,
    is_pickup_location_worker: false,
    ...overrides,
  };
}

/** A saved Guatemala City address (every field of AddressSchema's output), with overrides. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    first_name: 'Ana',
    last_name: 'López',
    phone: '+50255501234',
    street: '4a. avenida 12-59, zona 10',
    references: null,
    city: 'Guatemala',
    state: 'GU',
    country: 'GT',
    postcode: null,
    times_used: 0,
    last_used: null,
    geolocation: null,
    request_user_geolocation: false,
    ...overrides,
  };
}

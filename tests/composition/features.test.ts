import { Container } from 'inversify';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  clientFrom,
  CompositionRoot,
  createTiendaClient,
  HomePageSchema,
  MemoryStorage,
  NOT_ASSEMBLED_MESSAGE,
  TOKENS,
  type Cart,
  type Category,
  type HomeView,
  type Session,
  type SignUpInput,
  type SocialLoginResult,
  type VerificationCodeStatus,
  type SlugResolution,
  type TiendaClient,
  type Token,
  type User,
} from '../../src';
import { ACCOUNT_TOKENS, ACCOUNT_USE_CASES } from '../../src/composition/account/account.tokens';
import { CART_TOKENS, CART_USE_CASES } from '../../src/composition/cart/cart.tokens';
import { catalogModule } from '../../src/composition/catalog/catalog.module';
import { CATALOG_TOKENS, CATALOG_USE_CASES } from '../../src/composition/catalog/catalog.tokens';
import { coreModule } from '../../src/composition/core/core.module';
import { CORE_TOKENS } from '../../src/composition/core/core.tokens';
import { mergeParts } from '../../src/composition/feature';
import { FEATURES } from '../../src/composition/root';
import { SESSION_TOKENS, SESSION_USE_CASES } from '../../src/composition/session/session.tokens';
import type { AddToCartInput } from '../../src/usecases/cart/add-to-cart.use-case';
import type { CartUseCases } from '../../src/composition/cart/cart.module';
import type { CatalogUseCases } from '../../src/composition/catalog/catalog.module';
import type { CatalogRepository } from '../../src/usecases/catalog/catalog.repository';
import { LoadHomeUseCase } from '../../src/usecases/catalog/load-home.use-case';
import type { LoginInput } from '../../src/usecases/session/login.use-case';
import { RecordingLogger } from '../mocks/doubles';
import { homePage } from '../mocks/fixtures';
import { API, requests, setupMsw } from '../mocks/server';

setupMsw();

const config = () => ({ environment: 'local' as const, apiRoot: API, storage: new MemoryStorage(), logger: new RecordingLogger(), random: () => 0 });

/** A catalogue repository that answers the home page and slugs without HTTP, recording its calls. */
function fakeCatalog() {
  const calls: string[] = [];
  const repository: Partial<CatalogRepository> = {
    getSectionsPage: async (kind) => {
      calls.push(`home:${kind}`);
      return HomePageSchema.parse(homePage());
    },
    resolveSlug: async (slug) => {
      calls.push(`slug:${slug}`);
      return { page_type: 'CATEGORY', slug, id: null };
    },
  };
  return { repository, calls };
}

describe('the public client', () => {
  it('has exactly these namespaces and members; changing them is deliberate', () => {
    const tienda = createTiendaClient(config());
    expect(Object.keys(tienda).sort()).toEqual([
      'account',
      'addresses',
      'apiRoot',
      'cart',
      'catalog',
      'checkout',
      'environment',
      'errors$',
      'forms',
      'orders',
      'payments',
      'pickupWorker',
      'points',
      'product',
      'questions',
      'reviews',
      'search',
      'session',
      'start',
      'tracking',
      'user',
      'vending',
      'warranty',
      'wishlists',
    ]);
    expect(Object.keys(tienda.session).sort()).toEqual(['login', 'logout', 'start', 'store']);
    expect(Object.keys(tienda.user).sort()).toEqual(['load', 'store']);
    expect(Object.keys(tienda.catalog).sort()).toEqual(['browseProducts', 'loadHome', 'loadNavigation', 'loadProductPage', 'loadSection', 'recentlyViewed', 'resolveSlug']);
    expect(Object.keys(tienda.search).sort()).toEqual(['search', 'suggest']);
    expect(Object.keys(tienda.vending).sort()).toEqual(['categories', 'load']);
    expect(Object.keys(tienda.product).sort()).toEqual([
      'compare',
      'deliveryEstimate',
      'importFromAmazon',
      'joinWaitList',
      'leaveWaitList',
      'pickupOptions',
      'recommendations',
      'requestBulkQuotation',
      'reserveSeats',
      'resolveShare',
      'share',
    ]);
    expect(Object.keys(tienda.cart).sort()).toEqual([
      'add',
      'applyCode',
      'crossSell',
      'delete',
      'deliveryEstimate',
      'dismissRefusal',
      'forYou',
      'get',
      'open',
      'pickupOptions',
      'remove',
      'removeCode',
      'sendPending',
      'setDedication',
      'setGiftWrap',
      'store',
      'update',
    ]);
    expect(Object.keys(tienda.checkout).sort()).toEqual([
      'createOrder',
      'edit',
      'loadDeliveryOptions',
      'loadInstallmentOptions',
      'loadPaymentOptions',
      'loadPickupOptions',
      'start',
      'store',
    ]);
    expect(Object.keys(tienda.orders).sort()).toEqual([
      'acceptShipInStock',
      'bankAccountTypes',
      'bankSlip',
      'cancel',
      'get',
      'invoice',
      'invoiceUrl',
      'list',
      'removeOutOfStock',
      'shipInStock',
      'store',
      'uploadBankSlip',
      'verifyAuthorizationNumber',
    ]);
    expect(Object.keys(tienda.warranty).sort()).toEqual(['cancel', 'claim', 'forOrder', 'list', 'store']);
    expect(Object.keys(tienda.payments).sort()).toEqual(['cards', 'deleteCard', 'installmentOptions', 'listCards', 'payOrder', 'verifyCardAmount']);
    expect(Object.keys(tienda.points).sort()).toEqual(['couponOptions', 'coupons', 'history', 'redeem', 'store']);
    expect(Object.keys(tienda.pickupWorker).sort()).toEqual(['addLocation', 'ordersToDeliver', 'ordersToReceive', 'setPickedUp', 'setReceived', 'store']);
    expect(Object.keys(tienda.forms).sort()).toEqual(['b2b', 'sellerSignup']);
    expect(Object.keys(tienda.tracking).sort()).toEqual(['event', 'flush', 'page']);
    expect(Object.keys(tienda.account).sort()).toEqual([
      'checkAppVersion',
      'clearNotification',
      'deleteAccount',
      'listAvatars',
      'listNotifications',
      'loadSettings',
      'notifications',
      'openNotification',
      'recordDevicePermission',
      'registerPushPlayer',
      'resendVerification',
      'resetPassword',
      'sendVerification',
      'setAvatar',
      'signUp',
      'socialLogin',
      'updateProfile',
      'updateSettings',
      'uploadAvatar',
      'uploadIdentityDocument',
      'verifyCode',
    ]);
    for (const namespace of [tienda.session, tienda.user, tienda.catalog, tienda.cart, tienda.account] as object[]) {
      for (const [name, member] of Object.entries(namespace)) {
        if (name !== 'store' && name !== 'notifications') expect(typeof member, name).toBe('function');
      }
    }
    expect(requests.entries).toEqual([]);
  });

  it('types each call with its use case’s parameters and result', () => {
    expectTypeOf<TiendaClient['start']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<TiendaClient['session']['start']>().returns.toEqualTypeOf<Promise<Session>>();
    expectTypeOf<TiendaClient['session']['login']>().parameters.toEqualTypeOf<[LoginInput]>();
    expectTypeOf<TiendaClient['session']['login']>().returns.toEqualTypeOf<Promise<User>>();
    expectTypeOf<TiendaClient['session']['logout']>().returns.toEqualTypeOf<Promise<Session | null>>();
    expectTypeOf<TiendaClient['user']['load']>().returns.toEqualTypeOf<Promise<User>>();
    expectTypeOf<TiendaClient['catalog']['loadHome']>().returns.toEqualTypeOf<Promise<HomeView>>();
    expectTypeOf<TiendaClient['catalog']['resolveSlug']>().parameters.toEqualTypeOf<[slug: string]>();
    expectTypeOf<TiendaClient['catalog']['resolveSlug']>().returns.toEqualTypeOf<Promise<SlugResolution>>();
    expectTypeOf<TiendaClient['catalog']['loadNavigation']>().returns.toEqualTypeOf<Promise<Category[]>>();
    expectTypeOf<TiendaClient['cart']['get']>().parameters.toEqualTypeOf<[options?: { refresh?: boolean }]>();
    expectTypeOf<TiendaClient['cart']['add']>().parameters.toEqualTypeOf<[input: AddToCartInput]>();
    expectTypeOf<TiendaClient['cart']['update']>().parameters.toEqualTypeOf<[input: { itemId: string; quantity: number }]>();
    expectTypeOf<TiendaClient['cart']['remove']>().returns.toEqualTypeOf<Promise<Cart>>();
    expectTypeOf<TiendaClient['account']['signUp']>().parameters.toEqualTypeOf<[input: SignUpInput]>();
    expectTypeOf<TiendaClient['account']['signUp']>().returns.toEqualTypeOf<Promise<User>>();
    expectTypeOf<TiendaClient['account']['socialLogin']>().returns.toEqualTypeOf<Promise<SocialLoginResult>>();
    expectTypeOf<TiendaClient['account']['sendVerification']>().returns.toEqualTypeOf<Promise<VerificationCodeStatus>>();
  });
});

describe('feature modules', () => {
  it('core and catalog alone resolve LoadHome; the cart is not there', () => {
    const container = new Container();
    container.load(coreModule(config()), catalogModule);
    const catalog = container.get<CatalogUseCases>(CATALOG_USE_CASES);
    expect(catalog.loadHome).toBeInstanceOf(LoadHomeUseCase);
    expect(container.get(CATALOG_USE_CASES)).toBe(catalog);
    expect(container.isBound(CART_USE_CASES)).toBe(false);
    expect(() => container.get(CART_USE_CASES)).toThrow(/No bindings found/);
    expect(() => container.get(SESSION_TOKENS.SessionStore)).toThrow(/No bindings found/);
  });

  it('each feature binds every one of its own tokens, and nothing of the features it is loaded without', () => {
    for (const feature of FEATURES) {
      const container = new Container();
      container.load(coreModule(config()), ...(feature.tokens === CORE_TOKENS ? [] : [feature.module(config())]));
      for (const [name, token] of Object.entries(feature.tokens)) {
        // The core declares where the ApiClient gets tokens; the session feature provides it.
        const expected = !(feature.tokens === CORE_TOKENS && token === CORE_TOKENS.SessionTokenSource);
        expect(container.isBound(token), name).toBe(expected);
      }
      for (const other of FEATURES.filter((f) => f !== feature && f.tokens !== CORE_TOKENS)) {
        for (const [name, token] of Object.entries(other.tokens)) expect(container.isBound(token), name).toBe(false);
      }
    }
  });

  it('loads synchronously, so assemble stays synchronous', () => {
    const root = new CompositionRoot();
    expect(root.assemble(config())).toBe(root);
    expect(root.get<CatalogUseCases>(TOKENS.Catalog).loadHome).toBeInstanceOf(LoadHomeUseCase);
  });

  it('merges every feature’s tokens into TOKENS, the same symbols', () => {
    expect(TOKENS.CatalogRepository).toBe(CATALOG_TOKENS.CatalogRepository);
    expect(TOKENS.CartStore).toBe(CART_TOKENS.CartStore);
    expect(TOKENS.Session).toBe(SESSION_USE_CASES);
    expect(TOKENS.Catalog).toBe(CATALOG_USE_CASES);
    expect(TOKENS.Cart).toBe(CART_USE_CASES);
    expect(TOKENS.ApiClient).toBe(CORE_TOKENS.ApiClient);
    expect(TOKENS.Account).toBe(ACCOUNT_USE_CASES);
    expect(TOKENS.PersonalData).toBe(ACCOUNT_TOKENS.PersonalData);
    const all = FEATURES.flatMap((feature) => Object.values(feature.tokens));
    expect(Object.values(TOKENS)).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses two features defining the same name', () => {
    expect(() => mergeParts([{ Store: Symbol('a') }, { Store: Symbol('b') }], 'token')).toThrow('Two features define the token Store');
  });
});

describe('the composition root', () => {
  it("throws exactly 'assemble must be called first' before assemble and after reset, for any feature's token", () => {
    const root = new CompositionRoot();
    const notAssembled = new RegExp(`^${NOT_ASSEMBLED_MESSAGE}$`);
    for (const token of [CORE_TOKENS.Config, SESSION_USE_CASES, CATALOG_USE_CASES, CART_USE_CASES]) {
      expect(() => root.get(token)).toThrow(notAssembled);
    }
    expect(() => clientFrom(root)).toThrow(notAssembled);
    root.assemble(config());
    expect(root.get<CartUseCases>(CART_USE_CASES).add).toBeDefined();
    root.reset();
    expect(() => root.get(CART_USE_CASES)).toThrow(notAssembled);
    expect(() => root.resolver()).toThrow(notAssembled);
  });
});

describe('lazy resolution', () => {
  it("creating a client resolves only the core; a feature's use cases are resolved on its first call, once", async () => {
    const { repository, calls } = fakeCatalog();
    const root = new CompositionRoot().assemble(config(), new Map<Token, unknown>([[TOKENS.CatalogRepository, repository]]));
    const resolveReal = root.resolver();
    const resolved: symbol[] = [];
    vi.spyOn(root, 'resolver').mockReturnValue(<T>(token: symbol) => {
      resolved.push(token);
      return resolveReal<T>(token);
    });
    const tienda = clientFrom(root);
    expect(resolved.length).toBeGreaterThan(0);
    expect(resolved.every((token) => Object.values<symbol>(CORE_TOKENS).includes(token))).toBe(true);

    const store = tienda.cart.store;
    expect(tienda.cart.store).toBe(store);
    expect(store).toBe(root.get(TOKENS.CartStore));
    expect(resolved.filter((token) => token === TOKENS.CartStore)).toHaveLength(1);

    expect(resolved).not.toContain(TOKENS.Catalog);
    await tienda.catalog.resolveSlug('audio');
    await tienda.catalog.resolveSlug('libros');
    expect(calls).toEqual(['slug:audio', 'slug:libros']);
    expect(resolved.filter((token) => token === TOKENS.Catalog)).toHaveLength(1);
    expect(resolved).not.toContain(TOKENS.Session);
    expect(resolved).not.toContain(TOKENS.Cart);
  });

  it('keeps the container it was created from when the root is reset', async () => {
    const { repository, calls } = fakeCatalog();
    const root = new CompositionRoot().assemble(config(), new Map<Token, unknown>([[TOKENS.CatalogRepository, repository]]));
    const tienda = clientFrom(root);
    root.reset();
    await tienda.catalog.resolveSlug('audio');
    expect(calls).toEqual(['slug:audio']);
  });
});

describe('overrides', () => {
  it("a fake of a feature's token reaches the namespaced calls", async () => {
    const { repository, calls } = fakeCatalog();
    const tienda = createTiendaClient(config(), new Map<Token, unknown>([[CATALOG_TOKENS.CatalogRepository, repository]]));
    const home = await tienda.catalog.loadHome({ kind: 'offers' });
    const slug = await tienda.catalog.resolveSlug('audio');
    expect(calls).toEqual(['home:offers', 'slug:audio']);
    expect(home.sections).toHaveLength(9);
    expect(home.pinnedBanners).toEqual({ banners: [1, 2] });
    expect(slug).toEqual({ page_type: 'CATEGORY', slug: 'audio', id: null });
    expect(requests.entries).toEqual([]);
  });

  it('binds a fake in a fresh container each time, leaving other clients alone', () => {
    const fake = { fake: true };
    const withFake = new CompositionRoot().assemble(config(), new Map<Token, unknown>([[TOKENS.CartService, fake]]));
    const without = new CompositionRoot().assemble(config());
    expect(withFake.get(TOKENS.CartService)).toBe(fake);
    expect(without.get(TOKENS.CartService)).not.toBe(fake);
  });
});

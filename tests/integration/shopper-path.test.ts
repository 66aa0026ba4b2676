import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { previousPrice, UseCaseError, type ProductSummary } from '../../src';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

async function firstBuyable(client: ReturnType<typeof clientFor>['client']): Promise<ProductSummary> {
  const home = await client.catalog.loadHome();
  const products = home.sections.flatMap((section) =>
    section.type.startsWith('PRODUCTS') || section.type === 'PRIME_DAYS'
      ? (section.items as { product: ProductSummary }[]).map((item) => item.product)
      : [],
  );
  const product = products.find((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK');
  if (!product) throw new Error('the seeded home page has no simple product in stock');
  return product;
}

describe('the first shopper path against the real local API', () => {
  it('starts an anonymous session and an empty cart', async () => {
    const { client } = clientFor(api);
    await client.start();
    const session = client.session.store.getSnapshot();
    expect(session.authState).toBe('authenticatedAnonymously');
    expect(session.session?.token).toMatch(/^[0-9a-f]{32,}$/);
    const cart = client.cart.store.getSnapshot();
    expect(cart.status).toBe('ready');
    expect(cart.cart?.items).toEqual([]);
    expect(cart.cart?.amount_total).toBe(0);
  });

  it('loads a home page with every section type the seed has, banners pinned never at 0', async () => {
    const { client } = clientFor(api);
    await client.start();
    const home = await client.catalog.loadHome();
    const types = new Set(home.sections.map((section) => section.type));
    for (const type of ['BANNERS', 'BENEFITS', 'CATEGORIES', 'PRODUCTS_GRID', 'PRODUCTS_SLIDER', 'BRANDS']) {
      expect(types, type).toContain(type);
    }
    const banners = home.sections.find((section) => section.type === 'BANNERS')!;
    const pinned = home.pinnedBanners[String(banners.section_id)]!;
    expect(banners.items.length).toBeGreaterThanOrEqual(3);
    expect(pinned).toHaveLength(2);
    expect(pinned).not.toContain(0);
    expect(Math.max(...pinned)).toBeLessThan(banners.items.length);
  });

  it('opens a product, adds it to the cart twice and sees the totals add up, then updates and removes the line', async () => {
    const { client } = clientFor(api);
    await client.start();
    const summary = await firstBuyable(client);
    const page = await client.catalog.loadProductPage({ id: summary.public_sku, include: ['REVIEWS', 'VARIANTS'] });
    expect(page.product.public_sku).toBe(summary.public_sku);
    expect(Array.isArray(page.reviews)).toBe(true);
    expect(Array.isArray(page.variants)).toBe(true);
    const before = previousPrice(page.product);
    if (before !== null) expect(before).toBeGreaterThan(page.product.price);

    await client.cart.add({ product: page.product, quantity: 1 });
    const cart = await client.cart.add({ product: page.product, quantity: 1 });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
    expect(cart.quantity_total).toBe(2);
    expect(cart.amount_sub_total).toBeCloseTo(page.product.price * 2, 2);
    expect(client.cart.store.getSnapshot().cart?.quantity_total).toBe(2);

    const updated = await client.cart.update({ itemId: cart.items[0]!.item_id, quantity: 1 });
    expect(updated.amount_sub_total).toBeCloseTo(page.product.price, 2);
    const emptied = await client.cart.remove(cart.items[0]!.item_id);
    expect(emptied.items).toEqual([]);
  });

  it('refuses an incompatible product kind before any call, keeping the cart lines', async () => {
    const { client } = clientFor(api);
    await client.start();
    const simple = await firstBuyable(client);
    await client.cart.add({ product: simple, quantity: 1 });
    const listing = await client.catalog.browseProducts({ kind: 'category', slug: await giftCardCategory(client), pageSize: 50 });
    const giftCard = listing.products.products.find((p) => p.type === 'GIFT_CARD' || p.type === 'DIGITAL');
    expect(giftCard, 'the seed has a gift card or digital product').toBeDefined();
    const error = await client.cart.add({ product: giftCard!, quantity: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UseCaseError);
    expect((error as UseCaseError).cause).toBe('NOT_ALLOWED');
    expect((error as UseCaseError).userMessage).toMatch(/No puedes combinar/);
    expect(client.cart.store.getSnapshot().cart?.items).toHaveLength(1);
  });

  it('signs in with a demo account, keeps the anonymous cart, and signs out to a fresh anonymous cart', async () => {
    const { client } = clientFor(api);
    await client.start();
    const product = await firstBuyable(client);
    await client.cart.add({ product, quantity: 1 });
    const anonymousToken = client.session.store.getSnapshot().session!.token;

    const account = DEMO_ACCOUNTS[0]!;
    const user = await client.session.login({ email: account.email, password: account.password });
    expect(user.email).toBe(account.email);
    const session = client.session.store.getSnapshot();
    expect(session.authState).toBe('authenticatedUser');
    expect(session.session!.token).not.toBe(anonymousToken);
    expect(client.user.store.getSnapshot().user?.first_name).toBeTruthy();
    const merged = client.cart.store.getSnapshot().cart!;
    expect(merged.items.map((item) => item.product.public_sku)).toContain(product.public_sku);

    await client.session.logout();
    expect(client.session.store.getSnapshot().authState).toBe('authenticatedAnonymously');
    expect(client.user.store.getSnapshot().user).toBeNull();
    expect(client.cart.store.getSnapshot().cart?.items).toEqual([]);
  });

  it('keeps the prior state when the password is wrong', async () => {
    const { client } = clientFor(api);
    await client.start();
    const before = client.session.store.getSnapshot().session;
    const error = await client.session.login({ email: DEMO_ACCOUNTS[0]!.email, password: 'not-the-password' })
      .catch((e: unknown) => e as UseCaseError);
    expect(error).toBeInstanceOf(UseCaseError);
    expect((error as UseCaseError).cause).toBe('LOGIN_FAILED');
    expect((error as UseCaseError).userMessage).toMatch(/incorrect/i);
    const after = client.session.store.getSnapshot();
    expect(after.authState).toBe('authenticatedAnonymously');
    expect(after.session).toEqual(before);
  });

  it('resolves slugs to page kinds and unknown slugs to NOT_FOUND', async () => {
    const { client } = clientFor(api);
    await client.start();
    const product = await firstBuyable(client);
    await expect(client.catalog.resolveSlug(product.slug)).resolves.toMatchObject({
      page_type: 'PRODUCT',
      id: product.public_sku,
    });
    const categories = await client.catalog.loadNavigation();
    expect(categories.length).toBeGreaterThan(0);
    await expect(client.catalog.resolveSlug(categories[0]!.slug)).resolves.toMatchObject({ page_type: 'CATEGORY' });
    await expect(client.catalog.resolveSlug('no-existe-esta-pagina')).resolves.toMatchObject({ page_type: 'NOT_FOUND' });
  });

  it('pages a category listing and refuses page 0 without a call', async () => {
    const { client } = clientFor(api);
    await client.start();
    const [top] = await client.catalog.loadNavigation();
    const first = await client.catalog.browseProducts({ kind: 'category', slug: top!.slug, page: 1, pageSize: 5 });
    expect(first.heading.kind).toBe('category');
    expect(first.products.products.length).toBeLessThanOrEqual(5);
    expect(first.products.total_count).toBeGreaterThan(5);
    const second = await client.catalog.browseProducts({ kind: 'category', slug: top!.slug, page: 2, pageSize: 5 });
    const firstSkus = new Set(first.products.products.map((p) => p.public_sku));
    expect(second.products.products.some((p) => firstSkus.has(p.public_sku))).toBe(false);
    await expect(client.catalog.browseProducts({ kind: 'category', slug: top!.slug, page: 0 })).rejects.toMatchObject({
      cause: 'invalidPage',
    });
  });

  it('raises PRODUCT_NOT_FOUND for an unknown product', async () => {
    const { client } = clientFor(api);
    await client.start();
    await expect(client.catalog.loadProductPage({ id: 'TND-99999' })).rejects.toMatchObject({ cause: 'PRODUCT_NOT_FOUND' });
  });
});

async function giftCardCategory(client: ReturnType<typeof clientFor>['client']): Promise<string> {
  const categories = await client.catalog.loadNavigation();
  const match = categories.find((category) => /regalo|digital/i.test(category.name));
  if (!match) throw new Error(`no gift card category among ${categories.map((c) => c.name).join(', ')}`);
  return match.slug;
}

describe('a refused cart change keeps the cart as the server has it', () => {
  it('rethrows REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY with the server message and keeps the line', async () => {
    const { client } = clientFor(api);
    await client.start();
    const product = await firstBuyable(client);
    const cart = await client.cart.add({ product, quantity: 1 });
    const error = await client.cart.update({ itemId: cart.items[0]!.item_id, quantity: 99 })
      .catch((e: unknown) => e as UseCaseError);
    expect(error).toBeInstanceOf(UseCaseError);
    expect((error as UseCaseError).cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect((error as UseCaseError).userMessage).toMatch(/disponible/);
    const state = client.cart.store.getSnapshot();
    expect(state.cart?.items.map((item) => item.quantity)).toEqual([1]);
    expect(state.error?.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(state.updating).toBe(false);
  });
});

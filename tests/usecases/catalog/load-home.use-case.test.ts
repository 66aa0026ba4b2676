import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, storedSession } from '../../mocks/client';
import { sequenceRandom } from '../../mocks/doubles';
import { allHomeSections, banner, homePage } from '../../mocks/fixtures';
import { homeHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

async function client(random: () => number = () => 0) {
  const storage = new MemoryStorage();
  await storedSession(storage, { token: 'anon-1', isUser: false });
  const harness = makeClient({ storage, random });
  await harness.client.session.start();
  return harness;
}

describe('LoadHomeUseCase', () => {
  it('answers the sections sorted by sort_order', async () => {
    server.use(homeHandler());
    const { client: tienda } = await client();
    const home = await tienda.catalog.loadHome();
    expect(home.sections.map((section) => section.type)).toEqual([
      'BANNERS', 'BENEFITS', 'CATEGORIES', 'BRANDS', 'PRODUCTS_GRID', 'PRODUCTS_SLIDER',
      'PRODUCTS_SLIDER_DARK', 'PRODUCTS_RECENTLY_VIEWED', 'PRIME_DAYS',
    ]);
    expect(home.hasMoreSections).toBe(false);
    const sent = requests.single('GET', '/page/home');
    expect(sent.query.get('page')).toBe('1');
    expect(sent.query.get('page_size')).toBe('20');
  });

  it('drops empty sections and sections of unknown types', async () => {
    const sections = allHomeSections().map((section) => (section.type === 'PRODUCTS_SLIDER' || section.type === 'BRANDS' ? { ...section, items: [] } : section));
    server.use(homeHandler(homePage({ sections: [...sections, { section_id: 'z', type: 'VIDEO_WALL', items: [{}] }], has_more_sections: true })));
    const { client: tienda } = await client();
    const home = await tienda.catalog.loadHome();
    expect(home.sections).toHaveLength(7);
    expect(home.sections.map((section) => section.type)).not.toContain('PRODUCTS_SLIDER');
    expect(home.sections.map((section) => section.type)).not.toContain('BRANDS');
    expect(home.hasMoreSections).toBe(true);
  });

  it('keeps an empty recently viewed section: its products are the shopper\'s own, shown by the shell', async () => {
    const sections = allHomeSections().map((section) => (section.type === 'PRODUCTS_RECENTLY_VIEWED' || section.type === 'PRIME_DAYS' ? { ...section, items: [] } : section));
    server.use(homeHandler(homePage({ sections })));
    const { client: tienda } = await client();
    const home = await tienda.catalog.loadHome();
    expect(home.sections.map((section) => section.type)).toEqual([
      'BANNERS', 'BENEFITS', 'CATEGORIES', 'BRANDS', 'PRODUCTS_GRID', 'PRODUCTS_SLIDER', 'PRODUCTS_SLIDER_DARK', 'PRODUCTS_RECENTLY_VIEWED',
    ]);
    expect(home.sections.find((section) => section.type === 'PRODUCTS_RECENTLY_VIEWED')?.items).toEqual([]);
  });

  it('pins 2 banner positions per banners section with the injected random, never 0', async () => {
    server.use(
      homeHandler(
        homePage({
          sections: [
            { section_id: 'top', type: 'BANNERS', sort_order: 0, items: [banner(1), banner(2), banner(3), banner(4), banner(5)] },
            { section_id: 'small', type: 'BANNERS', sort_order: 1, items: [banner(6), banner(7)] },
            { section_id: 99, type: 'BANNERS', sort_order: 2, items: [banner(8), banner(9), banner(10)] },
          ],
        }),
      ),
    );
    const { client: tienda } = await client(sequenceRandom(0.9999, 0));
    const home = await tienda.catalog.loadHome();
    expect(home.pinnedBanners).toEqual({ top: [1, 4], small: [], '99': [1, 2] });
  });

  it('asks for the offers page when told', async () => {
    server.use(homeHandler(homePage(), 'offers'));
    const { client: tienda } = await client();
    await tienda.catalog.loadHome({ kind: 'offers', page: 2, pageSize: 5 });
    const sent = requests.single('GET', '/page/offers');
    expect(sent.query.get('page')).toBe('2');
    expect(sent.query.get('page_size')).toBe('5');
  });

  it('reports a server failure once, at error level, and rethrows it', async () => {
    server.use(http.get(url('/page/home'), () => new HttpResponse(null, { status: 500 })));
    const { client: tienda, logger, errors } = await client();
    const error = await failureOf(tienda.catalog.loadHome());
    expect(error.cause).toBe('apiCallFailed');
    expect(errors).toEqual([error]);
    expect(logger.forCause('apiCallFailed')).toEqual([
      { level: 'error', message: 'loadHome: apiCallFailed', context: { cause: 'apiCallFailed', status: 500, apiMessage: null, description: 'API error' } },
    ]);
  });

  it("fails with schemaValidationError naming 'HomePage' when a known section is malformed", async () => {
    server.use(homeHandler(homePage({ sections: [{ section_id: 'b', type: 'BANNERS', items: [{ id: 1 }] }] })));
    const { client: tienda } = await client();
    const error = await failureOf(tienda.catalog.loadHome());
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toMatchObject({ shape: 'HomePage' });
  });
});

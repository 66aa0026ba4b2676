import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { sectionDetail } from '../../mocks/fixtures';
import { sectionHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const client = anonymousClient;

describe('LoadSectionUseCase', () => {
  it('asks for the first page of 24 sorted by name, and counts the pages', async () => {
    server.use(sectionHandler(sectionDetail(24, 49)));
    const tienda = await client();
    const view = await tienda.catalog.loadSection('7');
    expect(view.detail.section.title).toBe('Recomendados para ti');
    expect(view.detail.section.items).toHaveLength(24);
    expect(view.pageCount).toBe(3);
    expect(Object.fromEntries(requests.single('GET', '/page/section/7').query)).toEqual({ page: '1', page_size: '24', sort_by: 'Name' });
  });

  it('passes the page and a known sort order, and replaces an unknown one by name', async () => {
    server.use(sectionHandler());
    const tienda = await client();
    await tienda.catalog.loadSection('ofertas-relampago', { page: 2, sort: 'PriceLowToHigh' });
    await tienda.catalog.loadSection('ofertas-relampago', { sort: 'Cheapest' as never });
    const [first, second] = requests.filter('GET', '/page/section/ofertas-relampago').map((entry) => Object.fromEntries(entry.query));
    expect(first).toEqual({ page: '2', page_size: '24', sort_by: 'PriceLowToHigh' });
    expect(second).toEqual({ page: '1', page_size: '24', sort_by: 'Name' });
  });

  it.each([0, -1, 1.5])('refuses page %s with invalidPage without any request', async (page) => {
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('7', { page }));
    expect(error.cause).toBe('invalidPage');
    expect(requests.total).toBe(0);
  });

  it('fails with notFound for an unknown section', async () => {
    server.use(http.get(url('/page/section/:id'), () => HttpResponse.json({ cause: 'notFound', message: 'La sección no existe.' }, { status: 404 })));
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('999'));
    expect(error.cause).toBe('notFound');
    expect(requests.count('GET', '/page/section/999')).toBe(1);
  });

  it("fails with schemaValidationError naming 'SectionDetail' for a malformed answer", async () => {
    server.use(sectionHandler({ section: { section_id: 7, type: 'PRODUCTS_GRID', items: [{ id: 1 }] }, page_size: 24 }));
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('7'));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.message).toContain('SectionDetail');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/data/http/api-client';
import { HttpProductRepository } from '../../../src/data/product/http-product.repository';
import { failureOf } from '../../mocks/client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const repository = () => new HttpProductRepository(new ApiClient({ baseURL: API, sessions: new FakeSessionSource('tok'), logger: new RecordingLogger() }));
const json = (body: unknown) => () => HttpResponse.json(body as Record<string, unknown>);
const waitList = { is_on_wait_list: true, notification_email: 'ana@example.com' };

describe('HttpProductRepository', () => {
  it('sends each call with its method, path, parameters and body', async () => {
    server.use(
      http.get(url('/page/product/:id'), json({})),
      http.get(url('/product/:sku/pickup_options'), json([])),
      http.post(url('/product/:id/wait_list/'), json(waitList)),
      http.delete(url('/product/:id/wait_list/'), json({ ...waitList, is_on_wait_list: false })),
      http.get(url('/share/product/:id'), json({ short_id: 'a', url: 'u', page_type: 'PRODUCT' })),
      http.get(url('/share/:shortId'), json({ short_id: 'a', url: 'u', page_type: 'PRODUCT', slug: 's' })),
      http.post(url('/product/amazon'), json({ slug: 's' })),
      http.post(url('/page/product/:sku/bulk_quotation'), () => new HttpResponse(null, { status: 204 })),
      http.put(url('/product/:id/event_seats'), json([])),
    );
    const product = repository();
    await product.page('A/B', { include: ['PRODUCT', 'COMPARE_TO'], image_min_widths: [300] });
    await product.pickupOptions('SKU-1');
    await product.joinWaitList('SKU-1', 'ana@example.com');
    await product.leaveWaitList('SKU-1', null);
    await product.share('SKU-1');
    await product.resolveShare('Ab3dE6gH');
    await product.importFromAmazon('https://www.amazon.com/dp/B0ABCDEFGH');
    await product.requestBulkQuotation('SKU-1', { quantity: 5, phoneNumber: '55501234' });
    await product.reserveSeats('EVT-1', ['A-1']);
    expect(requests.describe()).toBe(
      [
        'GET /page/product/A%2FB',
        'GET /product/SKU-1/pickup_options',
        'POST /product/SKU-1/wait_list/',
        'DELETE /product/SKU-1/wait_list/',
        'GET /share/product/SKU-1',
        'GET /share/Ab3dE6gH',
        'POST /product/amazon',
        'POST /page/product/SKU-1/bulk_quotation',
        'PUT /product/EVT-1/event_seats',
      ].join(', '),
    );
    const [page, , join, leave, , , amazon, quotation, seats] = requests.entries;
    expect(page!.query.toString()).toBe('include=PRODUCT%2CCOMPARE_TO&image_min_widths=300');
    expect(join!.query.get('email')).toBe('ana@example.com');
    expect(leave!.query.has('email')).toBe(false);
    expect(await amazon!.request.json()).toEqual({ url: 'https://www.amazon.com/dp/B0ABCDEFGH' });
    expect(await quotation!.request.json()).toEqual({ quantity: 5, phoneNumber: '55501234' });
    expect(await seats!.request.json()).toEqual({ seat_ids: ['A-1'] });
    expect(requests.entries.every((entry) => entry.headers.get('Session') === 'tok')).toBe(true);
  });

  it.each([
    ['ShareLink', () => repository().share('SKU-1'), http.get(url('/share/product/:id'), json({ short_id: 1 }))],
    ['ResolvedShareLink', () => repository().resolveShare('x'), http.get(url('/share/:shortId'), json({ url: 'u' }))],
    ['AmazonImport', () => repository().importFromAmazon('https://a.b'), http.post(url('/product/amazon'), json({ slug: null }))],
    ['WaitListStatus', () => repository().joinWaitList('SKU-1', 'a@b.co'), http.post(url('/product/:id/wait_list/'), json([]))],
    ['EventSeatMap', () => repository().reserveSeats('EVT-1', []), http.put(url('/product/:id/event_seats'), json([{ id: 'A-1' }, { row: 'A' }]))],
    ['PickupOptionList', () => repository().pickupOptions('SKU-1'), http.get(url('/product/:sku/pickup_options'), json([{ id: 'x' }]))],
  ] as const)('fails with schemaValidationError naming %s for a wrong answer', async (shape, call, handler) => {
    server.use(handler);
    const error = await failureOf(call());
    expect(error.cause).toBe('schemaValidationError');
    expect((error.details as { shape: string }).shape).toBe(shape);
  });
});

import { describe, expect, it } from 'vitest';
import { CARD_PICTURE_MAX_WIDTH, slimLoaderData } from '../../../src/presentation/server/slim';
import { makeImage, makeProductDetail, makeProductSummary } from '../../../src/testing/fixtures';

const sizes = (id: string) => [
  { image_id: id, cdn_url: `/m/${id}.svg?w=500`, width: 500, height: 500, file_size_kb: 2 },
  { image_id: id, cdn_url: `/m/${id}.svg?w=2500`, width: 2500, height: 2500, file_size_kb: 9 },
];

describe('the page data the server sends (slimLoaderData)', () => {
  it('keeps what a card draws: no category, weight, null field or false flag, the brand named, pictures no wider than a card needs', () => {
    const card = makeProductSummary({ main_image: makeImage({ id: 'a', urls: sizes('a') }), is_on_sale: false, has_free_shipping: true });
    const [slim] = slimLoaderData({ items: [card] }).items as unknown as Record<string, unknown>[];
    expect(slim).not.toHaveProperty('main_category');
    expect(slim).not.toHaveProperty('weight');
    expect(slim).not.toHaveProperty('flash_sale_end_date');
    expect(slim).not.toHaveProperty('is_on_sale');
    expect(slim).toMatchObject({ has_free_shipping: true, price: card.price, title: card.title, stock_status: 'IN_STOCK' });
    expect(slim!.brand).toEqual({ name: card.brand!.name, slug: card.brand!.slug });
    expect(slim!.main_image).toEqual({ id: 'a', alt_text: card.main_image!.alt_text, urls: [{ cdn_url: '/m/a.svg?w=500', width: 500, height: 500 }] });
    expect(CARD_PICTURE_MAX_WIDTH).toBeLessThan(2500);
  });

  it('keeps every size of a picture that has no narrow one, and of a variant, which the gallery shows large', () => {
    const wide = makeProductSummary({ main_image: makeImage({ id: 'w', urls: [sizes('w')[1]!] }) });
    const variant = makeProductSummary({ main_image: makeImage({ id: 'v', urls: sizes('v') }) });
    const data = slimLoaderData({ row: [wide], page: { variants: [{ value: 'Rojo', product: variant }] } });
    expect((data.row[0]!.main_image as { urls: unknown[] }).urls).toHaveLength(1);
    expect((data.page.variants[0]!.product.main_image as { urls: { width: number }[] }).urls.map((url) => url.width)).toEqual([500, 2500]);
  });

  it('sends a product page’s own product without what only the head reads, and its pictures without file details', () => {
    const product = makeProductDetail({ images: [makeImage({ id: 'g', urls: sizes('g') })], description_meta: 'Meta', keywords: 'a, b' });
    const data = slimLoaderData({ page: { product }, descriptionHtml: '<p>Una descripción larga.</p>', personal: false });
    const sent = data.page.product as Record<string, unknown>;
    for (const key of ['description_long', 'description_meta', 'title_meta', 'keywords', 'categories', 'main_category']) expect(sent, key).not.toHaveProperty(key);
    expect(sent).toMatchObject({ title: product.title, description_short: product.description_short, warranty_months: 12 });
    expect(sent.images).toEqual([{ id: 'g', alt_text: product.images![0]!.alt_text, sort_order: 0, thumbnail: product.images![0]!.thumbnail, video_url: null, urls: sizes('g').map(({ cdn_url, width, height }) => ({ cdn_url, width, height })) }]);
    expect(data.descriptionHtml).toBe('<p>Una descripción larga.</p>');
  });

  it('leaves data that is no product page alone', () => {
    const data = { page: { title: 'Ayuda', description_long: 'x' }, other: null };
    expect(slimLoaderData(data)).toEqual(data);
  });
});

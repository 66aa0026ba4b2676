import type { ProductSummary } from '../../index';

/**
 * What a product card draws of a product (ProductCard, quick add, prices, badges, swatches): the page's data keeps
 * these and leaves out the rest of the nested brand and picture (a brand's description and keywords, a picture's
 * sizes in KB…), the category, and every field that is null, which no card shows. A left-out field reads as
 * undefined, which every reader treats as null (`?? `, `!= null`). The server renders from this same data and sends
 * it as the hydration state, so the browser's first render cannot differ from the HTML. A product's own page keeps
 * its product whole (it has `images`).
 */
export function slimSummary<T extends ProductSummary>(product: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(product)) {
    if (value === null || value === undefined || key === 'main_category') continue;
    out[key] = value;
  }
  if (product.brand) out.brand = { name: product.brand.name, slug: product.brand.slug };
  const image = product.main_image;
  if (image) {
    out.main_image = {
      id: image.id,
      alt_text: image.alt_text,
      urls: image.urls.map((url) => ({ cdn_url: url.cdn_url, width: url.width, height: url.height })),
      ...(image.urls.length === 0 && image.thumbnail ? { thumbnail: image.thumbnail } : {}),
    };
  }
  return out as T;
}

const isSummary = (value: Record<string, unknown>): value is Record<string, unknown> & ProductSummary =>
  typeof value.public_sku === 'string' && typeof value.slug === 'string' && 'main_image' in value && 'price' in value && !('images' in value);

/** A page's loader data with every product summary in it slimmed (slimSummary). */
export function slimLoaderData<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => slimLoaderData(item, depth + 1)) as T;
  const record = value as Record<string, unknown>;
  const source = isSummary(record) ? slimSummary(record) : record;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) out[key] = key === 'brand' || key === 'main_image' ? item : slimLoaderData(item, depth + 1);
  return out as T;
}

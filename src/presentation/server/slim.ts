import type { ProductSummary } from '../../index';

/** Flags a card reads by truthiness only: false is left out, like null. */
const FLAGS = new Set(['is_on_sale', 'has_flash_sale', 'has_free_shipping', 'is_international']);

/**
 * The widest picture a card needs: a card is at most 240 CSS px wide, so 1,000 px covers a screen of density 4.
 * Wider sizes (the 2,500 px zoom) are left out of a card's picture when a narrower one exists.
 */
export const CARD_PICTURE_MAX_WIDTH = 1000;

/**
 * What a product card draws of a product (ProductCard, quick add, prices, badges, swatches): the page's data keeps
 * these and leaves out the rest of the nested brand and picture (a brand's description and keywords, a picture's
 * sizes in KB, the sizes wider than CARD_PICTURE_MAX_WIDTH…), the category and the weight, every field that is null,
 * and the flags that are false, which no card shows. A left-out field reads as undefined, which every reader treats
 * as null (`?? `, `!= null`) or as false. The server renders from this same data and sends it as the hydration
 * state, so the browser's first render cannot differ from the HTML. A product's own page keeps its product's
 * pictures whole (it has `images`), and so do its variants (`cardPictures` false), which the gallery shows large
 * when the shopper previews one.
 */
export function slimSummary<T extends ProductSummary>(product: T, cardPictures = true): T {
  const out: Record<string, unknown> = {};
  const fields = product as Record<string, unknown>;
  for (const key in fields) {
    const value = fields[key];
    if (value === null || value === undefined || key === 'main_category' || key === 'weight' || (value === false && FLAGS.has(key))) continue;
    out[key] = value;
  }
  if (product.brand) out.brand = { name: product.brand.name, slug: product.brand.slug };
  const image = product.main_image;
  if (image) {
    const narrow = image.urls.filter((url) => (url.width ?? 0) <= CARD_PICTURE_MAX_WIDTH);
    const sizes = cardPictures && narrow.length > 0 ? narrow : image.urls;
    out.main_image = {
      id: image.id,
      alt_text: image.alt_text,
      urls: sizes.map((url) => ({ cdn_url: url.cdn_url, width: url.width, height: url.height })),
      ...(image.urls.length === 0 && image.thumbnail ? { thumbnail: image.thumbnail } : {}),
    };
  }
  return out as T;
}

const isSummary = (value: Record<string, unknown>): value is Record<string, unknown> & ProductSummary =>
  typeof value.public_sku === 'string' && typeof value.slug === 'string' && 'main_image' in value && 'price' in value && !('images' in value);

/**
 * What of a product page's own product only the server's head reads (it reads the data before this): the raw long
 * description (the screen draws `descriptionHtml`, its sanitised form), the meta texts and the categories (the
 * breadcrumbs come from `category_breadcrumbs`).
 */
const HEAD_ONLY = new Set(['description_long', 'description_meta', 'title_meta', 'keywords', 'categories', 'main_category']);

type Picture = { urls?: Record<string, unknown>[] } & Record<string, unknown>;
/** A picture as the gallery draws it: no file name, no size in KB, no id repeated in each size. */
const slimPicture = ({ name: _name, urls, ...picture }: Picture) => ({
  ...picture,
  urls: (urls ?? []).map(({ image_id: _id, file_size_kb: _kb, ...size }) => size),
});

/** A product page's data with its product as the screen draws it (HEAD_ONLY left out, pictures slimmed). */
function slimProductPage(record: Record<string, unknown>): Record<string, unknown> {
  const page = record.page as { product?: Record<string, unknown> } | undefined;
  if (!('descriptionHtml' in record) || !page?.product) return record;
  const product: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(page.product)) {
    if (value === null || HEAD_ONLY.has(key)) continue;
    product[key] = value;
  }
  const brand = page.product.brand as { name: string; slug: string } | null;
  if (brand) product.brand = { name: brand.name, slug: brand.slug };
  if (page.product.main_image) product.main_image = slimPicture(page.product.main_image as Picture);
  if (Array.isArray(page.product.images)) product.images = (page.product.images as Picture[]).map(slimPicture);
  return { ...record, page: { ...page, product } };
}

/** A page's loader data with every product summary in it slimmed (slimSummary), and a product page's product (slimProductPage). */
export function slimLoaderData<T>(value: T, depth = 0, cardPictures = true): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => slimLoaderData(item, depth + 1, cardPictures)) as T;
  const record = slimProductPage(value as Record<string, unknown>);
  const source = isSummary(record) ? slimSummary(record, cardPictures) : record;
  const out: Record<string, unknown> = {};
  // for…in, not Object.entries: loader data is plain JSON objects (own keys only), and no array per key.
  for (const key in source) {
    const item = source[key];
    out[key] = key === 'brand' || key === 'main_image' ? item : slimLoaderData(item, depth + 1, cardPictures && key !== 'variants');
  }
  return out as T;
}

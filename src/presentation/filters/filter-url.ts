import type { ProductFilter } from '../../domain/catalog/filters';

/**
 * The address of a filtered screen (search, listings, sections): `categoria`, `marca` (repeated), `atributo`
 * (repeated, `slug:valor`), `calificacion` (1 to 5), `envio-rapido=1`, `oferta=1`, `precio-min`, `precio-max`, in
 * quetzales. `q`, `orden` and `pagina` belong to the screen. Anything malformed is ignored, never an error.
 */
export const FILTER_PARAMS = ['categoria', 'marca', 'atributo', 'calificacion', 'envio-rapido', 'oferta', 'precio-min', 'precio-max'] as const;

/** A filter with every field present (nothing chosen). */
export type FullFilter = Required<{ [K in keyof ProductFilter]: NonNullable<ProductFilter[K]> | (null extends ProductFilter[K] ? null : never) }>;

/** At most this many brands or attribute values are read from an address (a longer list is cut, never an error). */
const MAX_VALUES = 50;
/** A slug longer than this is not one. */
const MAX_SLUG = 120;
/** The highest price an address may ask for. */
const MAX_PRICE = 1_000_000_000;

/** A filter that filters nothing. */
export function emptyFilter(): FullFilter {
  return { categorySlug: null, brandSlugs: [], attributes: {}, ratingMin: null, fastShipping: false, onSale: false, priceMin: null, priceMax: null };
}

const slugOf = (value: string | null): string | null => {
  const slug = value?.trim() ?? '';
  return slug !== '' && slug.length <= MAX_SLUG && !/[\s:]/.test(slug) ? slug : null;
};

const priceOf = (value: string | null): number | null => {
  if (value == null || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  const price = Number(value.trim());
  return Number.isFinite(price) && price <= MAX_PRICE ? price : null;
};

/** The filter an address asks for; unknown or malformed values are left out. */
export function filterFromUrl(params: URLSearchParams): FullFilter {
  const filter = emptyFilter();
  filter.categorySlug = slugOf(params.get('categoria'));
  const brands = new Set<string>();
  for (const value of params.getAll('marca')) {
    const slug = slugOf(value);
    if (slug && brands.size < MAX_VALUES) brands.add(slug);
  }
  filter.brandSlugs = [...brands];
  let values = 0;
  for (const pair of params.getAll('atributo')) {
    const at = pair.indexOf(':');
    if (at < 0) continue;
    const attribute = slugOf(pair.slice(0, at));
    const value = slugOf(pair.slice(at + 1));
    if (!attribute || !value || values >= MAX_VALUES) continue;
    const chosen = (filter.attributes[attribute] ??= []);
    if (!chosen.includes(value)) {
      chosen.push(value);
      values += 1;
    }
  }
  const rating = params.get('calificacion');
  if (rating && /^[1-5]$/.test(rating.trim())) filter.ratingMin = Number(rating.trim());
  filter.fastShipping = params.get('envio-rapido') === '1';
  filter.onSale = params.get('oferta') === '1';
  filter.priceMin = priceOf(params.get('precio-min'));
  filter.priceMax = priceOf(params.get('precio-max'));
  // A range upside down is not a range: the upper bound goes.
  if (filter.priceMin != null && filter.priceMax != null && filter.priceMin > filter.priceMax) filter.priceMax = null;
  return filter;
}

const priceText = (price: number) => String(Math.round(price * 100) / 100);

/**
 * `params` with the filter's parameters replaced by `filter`'s (the others, such as `q` and `orden`, kept) and
 * `pagina` removed: any change of filter goes back to page 1.
 */
export function filterToUrl(filter: ProductFilter, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  next.delete('pagina');
  if (filter.categorySlug) next.set('categoria', filter.categorySlug);
  for (const brand of new Set(filter.brandSlugs ?? [])) if (brand) next.append('marca', brand);
  for (const [attribute, values] of Object.entries(filter.attributes ?? {})) {
    for (const value of new Set(values)) if (attribute && value) next.append('atributo', `${attribute}:${value}`);
  }
  if (filter.ratingMin != null && Number.isInteger(filter.ratingMin) && filter.ratingMin >= 1 && filter.ratingMin <= 5) {
    next.set('calificacion', String(filter.ratingMin));
  }
  if (filter.fastShipping) next.set('envio-rapido', '1');
  if (filter.onSale) next.set('oferta', '1');
  if (filter.priceMin != null && Number.isFinite(filter.priceMin) && filter.priceMin >= 0) next.set('precio-min', priceText(filter.priceMin));
  if (filter.priceMax != null && Number.isFinite(filter.priceMax) && filter.priceMax >= 0) next.set('precio-max', priceText(filter.priceMax));
  return next;
}

/** The address of `filter` as `?…` (or `?` for none), keeping the other parameters of `params`. */
export function filterHref(filter: ProductFilter, params: URLSearchParams): string {
  const query = filterToUrl(filter, params).toString();
  return query ? `?${query}` : '?';
}

import type { FilterOptions } from '../../domain/catalog/filter-options';
import type { ProductFilter } from '../../domain/catalog/filters';
import { formatPrice } from '../shared/format';
import type { FullFilter } from './filter-url';

/** The parts of a filter panel a screen may leave out. */
export type FilterPart = 'category' | 'brand' | 'price' | 'rating' | 'attributes' | 'flags';

/** How a screen configures its filters: what it hides, and whether categories are pages of their own. */
export interface FilterScope {
  hide?: FilterPart[];
  /** Set on a category page: categories are pages there, never a `?categoria=` filter. */
  categoryHref?: (slug: string) => string;
}

/** The part of `filter` the screen shows and applies: hidden parts (and `categoria` where categories are pages) left out. */
export function shownFilter(filter: FullFilter, { hide = [], categoryHref }: FilterScope): FullFilter {
  return {
    categorySlug: hide.includes('category') || categoryHref ? null : filter.categorySlug,
    brandSlugs: hide.includes('brand') ? [] : filter.brandSlugs,
    attributes: hide.includes('attributes') ? {} : filter.attributes,
    ratingMin: hide.includes('rating') ? null : filter.ratingMin,
    fastShipping: hide.includes('flags') ? false : filter.fastShipping,
    onSale: hide.includes('flags') ? false : filter.onSale,
    priceMin: hide.includes('price') ? null : filter.priceMin,
    priceMax: hide.includes('price') ? null : filter.priceMax,
  };
}

/** «4 estrellas o más». */
export const ratingLabel = (stars: number) => `${stars} ${stars === 1 ? 'estrella' : 'estrellas'} o más`;

/** One chosen filter, with its Spanish label and the filter without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: ProductFilter;
}

/**
 * The chips of the chosen filters (`filter`, what the screen shows), named as the options name them (a value the
 * options do not list shows its slug); removing one keeps the rest of `base` (the whole address's filter).
 */
export function filterChips(filter: FullFilter, options: FilterOptions, base: FullFilter = filter): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filter.categorySlug) {
    const navigator = options.category_navigator;
    const known = [navigator.current, ...navigator.breadcrumbs, ...navigator.children].find((c) => c?.slug === filter.categorySlug);
    chips.push({ key: 'categoria', label: `Categoría: ${known?.name ?? filter.categorySlug}`, without: { ...base, categorySlug: null } });
  }
  for (const slug of filter.brandSlugs) {
    const name = options.brands.find((facet) => facet.brand.slug === slug)?.brand.name ?? slug;
    chips.push({ key: `marca:${slug}`, label: `Marca: ${name}`, without: { ...base, brandSlugs: base.brandSlugs.filter((s) => s !== slug) } });
  }
  for (const [attribute, values] of Object.entries(filter.attributes)) {
    const facet = options.attributes.find((a) => a.slug === attribute);
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      const attributes = { ...base.attributes };
      if (rest.length) attributes[attribute] = rest;
      else delete attributes[attribute];
      chips.push({
        key: `atributo:${attribute}:${value}`,
        label: `${facet?.name ?? attribute}: ${facet?.values.find((v) => v.slug === value)?.value ?? value}`,
        without: { ...base, attributes },
      });
    }
  }
  if (filter.ratingMin != null) chips.push({ key: 'calificacion', label: ratingLabel(filter.ratingMin), without: { ...base, ratingMin: null } });
  if (filter.onSale) chips.push({ key: 'oferta', label: 'En oferta', without: { ...base, onSale: false } });
  if (filter.fastShipping) chips.push({ key: 'envio-rapido', label: 'Envío rápido', without: { ...base, fastShipping: false } });
  if (filter.priceMin != null) chips.push({ key: 'precio-min', label: `Desde ${formatPrice(filter.priceMin)}`, without: { ...base, priceMin: null } });
  if (filter.priceMax != null) chips.push({ key: 'precio-max', label: `Hasta ${formatPrice(filter.priceMax)}`, without: { ...base, priceMax: null } });
  return chips;
}

import './filters.css';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../domain/catalog/category';
import type { AttributeFacet, BrandFacet, FilterOptions } from '../../domain/catalog/filter-options';
import { activeFilterCount, type ProductFilter } from '../../domain/catalog/filters';
import { earlySubmitProps, takeEarlySubmit, useEarlySubmit } from '../shared/early-submit';
import { formatNumber, productCount } from '../shared/format';
import { useTypedEarly } from '../shared/use-typed-early';
import { ratingLabel, shownFilter, type FilterPart } from './filter-labels';
import { filterHref, filterToUrl, type FullFilter } from './filter-url';
import { useFilterParams } from './use-filter-params';

export type { FilterPart } from './filter-labels';

export interface FilterPanelProps {
  /** The facets to offer (from the screen's loader). */
  options: FilterOptions;
  /** Parts not to show (a brand page hides `brand`, for instance). */
  hide?: FilterPart[];
  /**
   * Where a category leads when categories are pages (a category page: `/categoria/<slug>`); without it, a
   * category is the `?categoria=<slug>` filter.
   */
  categoryHref?: (slug: string) => string;
}

/** Values of a long list shown before «Ver más». */
const SHORT_LIST = 8;
/** Ratings offered as a minimum. */
const RATINGS = [4, 3, 2, 1];

/**
 * The facets of a listing or a search: the category navigator, brands, attributes, price range, minimum rating and
 * the offer and fast-shipping flags. It reads the filter from the address and writes each change there (page 1
 * again), so a filtered page can be shared and Back undoes a change; the control that changed keeps the focus.
 * Under 900 px wide it is a «Filtros (n)» button that opens it as a modal drawer; wider, a side column.
 */
export function FilterPanel({ options, hide = [], categoryHref }: FilterPanelProps) {
  const { filter, params, setFilter, clear } = useFilterParams();
  const shown = shownFilter(filter, { hide, categoryHref });
  const count = activeFilterCount(shown);
  const [open, setOpen] = useState(false);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // After a change whose control leaves the page (a category link becoming the current one), where the focus goes.
  const rescue = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = rescue.current;
    rescue.current = null;
    const active = document.activeElement;
    if (target && (!active || active === document.body || !active.isConnected)) target()?.focus();
  }, [options]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const closing = useRef(close);
  closing.current = close;

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closing.current();
      }
    };
    // Wider than a phone the panel is a column again: no drawer left open behind it.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 900px)') : null;
    const onWide = () => {
      if (wide?.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    wide?.addEventListener('change', onWide);
    document.documentElement.classList.add('has-drawer');
    return () => {
      document.removeEventListener('keydown', onKey);
      wide?.removeEventListener('change', onWide);
      document.documentElement.classList.remove('has-drawer');
    };
  }, [open]);

  /** Tab past either end of the open drawer lands on a guard, which sends the focus round to the other end. */
  const wrap = (to: 'first' | 'last') => () => {
    const items = Array.from(
      sheet.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]') ?? [],
    ).filter((element) => !element.dataset.guard);
    (to === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const clearAll = () => {
    clear();
    // The button goes with the last filter: the panel's title takes the focus.
    title.current?.focus();
  };

  const hides = (part: FilterPart) => hide.includes(part);
  const navigator = options.category_navigator;
  const showCategories = !hides('category') && (navigator.current != null || navigator.children.length > 0);
  const dialog = open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${id}-title` } : { role: 'region', 'aria-labelledby': `${id}-title` };

  return (
    <div className={open ? 'filter-panel is-open' : 'filter-panel'}>
      <button
        type="button"
        ref={opener}
        className="button button--secondary filter-panel__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="icon icon--sliders-horizontal" aria-hidden="true" />
        {count > 0 ? `Filtros (${count})` : 'Filtros'}
      </button>
      {open ? <div className="filter-panel__backdrop" aria-hidden="true" onClick={close} /> : null}
      <div className="filter-panel__sheet" ref={sheet} {...dialog}>
        {open ? <span tabIndex={0} data-guard="start" onFocus={wrap('last')} /> : null}
        <div className="filter-panel__head">
          <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="filter-panel__title">
            Filtros
          </h2>
          {open ? (
            <button type="button" ref={closeButton} className="button button--secondary filter-panel__close" onClick={close}>
              <span className="icon icon--x" aria-hidden="true" />
              Cerrar
            </button>
          ) : null}
        </div>
        <div className="filter-panel__body">
          {count > 0 ? (
            <button type="button" className="button button--link filter-panel__clear" onClick={clearAll}>
              Quitar filtros ({count})
            </button>
          ) : null}
          {showCategories ? (
            <CategoryNavigator
              options={options}
              params={params}
              filter={filter}
              categoryHref={categoryHref}
              onPick={() => {
                rescue.current = () => sheet.current?.querySelector<HTMLElement>('[data-current-category]') ?? title.current;
              }}
            />
          ) : null}
          {!hides('price') ? <PriceRange range={options.price_range} filter={filter} setFilter={setFilter} /> : null}
          {!hides('brand') && options.brands.length > 0 ? <Brands brands={options.brands} filter={filter} setFilter={setFilter} /> : null}
          {!hides('rating') ? <Rating filter={filter} setFilter={setFilter} name={`${id}-rating`} /> : null}
          {!hides('flags') ? <Flags filter={filter} setFilter={setFilter} /> : null}
          {!hides('attributes')
            ? options.attributes.map((attribute) =>
                narrows(attribute, options.total_count, filter) ? (
                  <Attribute key={attribute.slug} attribute={attribute} filter={filter} setFilter={setFilter} />
                ) : null,
              )
            : null}
        </div>
        {open ? (
          <div className="filter-panel__foot">
            <button type="button" className="button button--primary button--block" onClick={close}>
              {`Ver ${productCount(options.total_count)}`}
            </button>
          </div>
        ) : null}
        {open ? <span tabIndex={0} data-guard="end" onFocus={wrap('first')} /> : null}
      </div>
    </div>
  );
}

export default FilterPanel;

/** Whether an attribute can narrow the results: not when its one value holds them all (unless it is chosen). */
function narrows(attribute: AttributeFacet, total: number, filter: FullFilter): boolean {
  if (attribute.values.length === 0) return false;
  if (filter.attributes[attribute.slug]?.length) return true;
  return !(attribute.values.length === 1 && attribute.values[0]!.count >= total);
}

interface PartProps {
  filter: FullFilter;
  setFilter: (next: ProductFilter) => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

const countText = (count: number) => <span className="filter-option__count">({formatNumber(count)})</span>;

/** Breadcrumbs up, the current category, and its children with their counts. */
function CategoryNavigator({
  options,
  params,
  filter,
  categoryHref,
  onPick,
}: {
  options: FilterOptions;
  params: URLSearchParams;
  filter: FullFilter;
  categoryHref?: (slug: string) => string;
  onPick: () => void;
}) {
  const { current, breadcrumbs, children } = options.category_navigator;
  const ancestors = breadcrumbs.filter((crumb) => crumb.id !== current?.id);
  const href = (slug: string | null): string => {
    if (categoryHref && slug) {
      // Another category page, with the same other filters.
      const rest = filterToUrl({ ...filter, categorySlug: null }, params);
      rest.delete('categoria');
      const query = rest.toString();
      return `${categoryHref(slug)}${query ? `?${query}` : ''}`;
    }
    return filterHref({ ...filter, categorySlug: slug }, params);
  };
  const link = (category: Category | null, label: string, className: string) => (
    <Link to={href(category?.slug ?? null)} className={className} onClick={onPick} preventScrollReset>
      {label}
    </Link>
  );
  return (
    <nav className="filter-group filter-categories" aria-label="Categorías">
      <h3 className="filter-group__legend">Categoría</h3>
      <ul>
        {!categoryHref && current ? <li>{link(null, 'Todas las categorías', 'filter-categories__up')}</li> : null}
        {ancestors.map((crumb) => (
          <li key={crumb.id}>{link(crumb, crumb.name, 'filter-categories__up')}</li>
        ))}
        {current ? (
          <li>
            <span className="filter-categories__current" aria-current="page" tabIndex={-1} data-current-category="">
              {current.name}
            </span>
          </li>
        ) : null}
        {children.length > 0 ? (
          <li>
            <ul className={current ? 'filter-categories__children' : undefined}>
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={href(child.slug)} className="filter-categories__child" onClick={onPick} preventScrollReset>
                    {child.name} {countText(child.search_results_count)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A list that shows its first values, the chosen ones and «Ver más (n)». */
function ShortList<T>({ items, chosen, render, noun }: { items: T[]; chosen: (item: T) => boolean; render: (item: T) => ReactNode; noun: string }) {
  const [all, setAll] = useState(false);
  const visible = all ? items : items.filter((item, index) => index < SHORT_LIST || chosen(item));
  const hidden = items.length - visible.length;
  return (
    <>
      <ul className="filter-options">{visible.map(render)}</ul>
      {hidden > 0 || all ? (
        <button type="button" className="button button--link filter-group__more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Ver menos ${noun}` : `Ver ${hidden} ${noun} más`}
        </button>
      ) : null}
    </>
  );
}

/**
 * A control's state as the shopper just set it, until the address says otherwise: the address changes in a
 * transition, and a controlled input would otherwise flick back for a moment.
 */
function useShown(value: boolean): [boolean, (next: boolean) => void] {
  const [shown, setShown] = useState(value);
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    setShown(value);
  }
  return [shown, setShown];
}

function Check({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  const [shown, setShown] = useShown(checked);
  return (
    <label className="filter-option">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <span className="filter-option__text">{children}</span>
    </label>
  );
}

function Brands({ brands, filter, setFilter }: PartProps & { brands: BrandFacet[] }) {
  const toggle = (slug: string, on: boolean) =>
    setFilter({ ...filter, brandSlugs: on ? [...filter.brandSlugs, slug] : filter.brandSlugs.filter((s) => s !== slug) });
  return (
    <Group legend="Marca">
      <ShortList
        items={brands}
        noun="marcas"
        chosen={(facet) => filter.brandSlugs.includes(facet.brand.slug)}
        render={({ brand, count, rating_stats }) => (
          <li key={brand.slug}>
            <Check checked={filter.brandSlugs.includes(brand.slug)} onChange={(on) => toggle(brand.slug, on)}>
              {brand.name} {countText(count)}
              {rating_stats.average_rating != null && rating_stats.rating_count > 0 ? (
                <span className="filter-option__rating">
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">, calificación</span> {formatNumber(rating_stats.average_rating)}
                </span>
              ) : null}
            </Check>
          </li>
        )}
      />
    </Group>
  );
}

function Attribute({ attribute, filter, setFilter }: PartProps & { attribute: AttributeFacet }) {
  const chosen = filter.attributes[attribute.slug] ?? [];
  const toggle = (value: string, on: boolean) => {
    const values = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    const attributes = { ...filter.attributes, [attribute.slug]: values };
    if (values.length === 0) delete attributes[attribute.slug];
    setFilter({ ...filter, attributes });
  };
  return (
    <Group legend={attribute.name}>
      <ShortList
        items={attribute.values}
        noun="opciones"
        chosen={(value) => chosen.includes(value.slug)}
        render={(value) => (
          <li key={value.slug}>
            <Check checked={chosen.includes(value.slug)} onChange={(on) => toggle(value.slug, on)}>
              {value.value} {countText(value.count)}
            </Check>
          </li>
        )}
      />
    </Group>
  );
}

/** A price as typed: a non-negative amount, or null for nothing; NaN for something that is not a price. */
function readPrice(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

const typed = (price: number | null) => (price == null ? '' : String(price));

/** «Desde» and «Hasta» in quetzales, applied on Enter, «Aplicar» or leaving the range; the lower may not exceed the upper. */
function PriceRange({ range, filter, setFilter }: PartProps & { range: FilterOptions['price_range'] }) {
  const id = useId();
  const [min, setMin] = useState(() => typed(filter.priceMin));
  const [max, setMax] = useState(() => typed(filter.priceMax));
  const [problem, setProblem] = useState<string | null>(null);
  // What was last sent: leaving a field and then pressing «Aplicar» send the range once (one history entry).
  const applied = useRef({ low: filter.priceMin, high: filter.priceMax });
  useEffect(() => {
    applied.current = { low: filter.priceMin, high: filter.priceMax };
  }, [filter.priceMin, filter.priceMax]);
  // Each field follows the address on its own (Back, a chip removed), so one field's change never wipes what the other
  // holds. Only on a change of the address, never at mount: what was typed before hydration (PriceField) stays.
  const [shownMin, setShownMin] = useState(filter.priceMin);
  const [shownMax, setShownMax] = useState(filter.priceMax);
  if (shownMin !== filter.priceMin) {
    setShownMin(filter.priceMin);
    setMin(typed(filter.priceMin));
  }
  if (shownMax !== filter.priceMax) {
    setShownMax(filter.priceMax);
    setMax(typed(filter.priceMax));
  }
  // Enter or «Aplicar» pressed before hydration is kept, and sent once the form is live (early-submit.ts).
  const formElement = useRef<HTMLFormElement>(null);
  useEarlySubmit(formElement);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (event) takeEarlySubmit(event.currentTarget as HTMLFormElement);
    const low = readPrice(min);
    const high = readPrice(max);
    if (Number.isNaN(low) || Number.isNaN(high)) {
      setProblem('Escribe un precio en quetzales, por ejemplo 150.');
      return;
    }
    if (low != null && high != null && low > high) {
      setProblem('El precio «Desde» no puede ser mayor que el precio «Hasta».');
      return;
    }
    setProblem(null);
    if (low === applied.current.low && high === applied.current.high) return;
    applied.current = { low, high };
    setFilter({ ...filter, priceMin: low, priceMax: high });
  };

  // Leaving the range applies it; going from «Desde» to «Hasta» (or to «Aplicar») does not, so a range is one step back.
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.form?.contains(event.relatedTarget))) apply();
  };

  const problemId = problem ? `${id}-problem` : null;
  return (
    <form ref={formElement} {...earlySubmitProps} className="filter-group filter-price" aria-labelledby={`${id}-legend`} onSubmit={apply} noValidate>
      <h3 id={`${id}-legend`} className="filter-group__legend">
        Precio
      </h3>
      <div className="filter-price__fields">
        <PriceField id={`${id}-min`} label="Desde (Q)" value={min} hint={range ? Math.floor(range.min) : null} onChange={setMin} onBlur={leave} problemId={problemId} />
        <PriceField id={`${id}-max`} label="Hasta (Q)" value={max} hint={range ? Math.ceil(range.max) : null} onChange={setMax} onBlur={leave} problemId={problemId} />
        <button type="submit" className="button button--secondary filter-price__apply">
          Aplicar
        </button>
      </div>
      <p id={`${id}-problem`} className="field__problem" role="alert">
        {problem}
      </p>
    </form>
  );
}

/** One end of the price range: an amount in quetzales, the range's own end as placeholder, invalid while `problemId` explains why. */
function PriceField({
  id,
  label,
  value,
  hint,
  onChange,
  onBlur,
  problemId,
}: {
  id: string;
  label: string;
  value: string;
  hint: number | null;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  problemId: string | null;
}) {
  // An amount typed into the server's field before hydration is the shopper's own (use-typed-early.ts).
  const element = useRef<HTMLInputElement>(null);
  useTypedEarly(element, value, onChange);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={element}
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        placeholder={hint !== null ? String(hint) : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...(problemId ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}
      />
    </div>
  );
}

function Rating({ filter, setFilter, name }: PartProps & { name: string }) {
  const [shown, setShown] = useState(filter.ratingMin);
  const [last, setLast] = useState(filter.ratingMin);
  if (last !== filter.ratingMin) {
    setLast(filter.ratingMin);
    setShown(filter.ratingMin);
  }
  const choose = (ratingMin: number | null) => {
    setShown(ratingMin);
    setFilter({ ...filter, ratingMin });
  };
  return (
    <Group legend="Calificación">
      <ul className="filter-options">
        {RATINGS.map((stars) => (
          <li key={stars}>
            <label className="filter-option">
              <input type="radio" name={name} checked={shown === stars} onChange={() => choose(stars)} />
              <span className="filter-option__text">
                <span className="filter-option__stars" aria-hidden="true">
                  {'★'.repeat(stars)}
                  <span className="filter-option__stars-empty">{'★'.repeat(5 - stars)}</span>
                </span>{' '}
                {ratingLabel(stars)}
              </span>
            </label>
          </li>
        ))}
        <li>
          <label className="filter-option">
            <input type="radio" name={name} checked={shown == null} onChange={() => choose(null)} />
            <span className="filter-option__text">Cualquier calificación</span>
          </label>
        </li>
      </ul>
    </Group>
  );
}

function Flags({ filter, setFilter }: PartProps) {
  return (
    <Group legend="Ofertas y envío">
      <ul className="filter-options">
        <li>
          <Check checked={filter.onSale} onChange={(onSale) => setFilter({ ...filter, onSale })}>
            En oferta
          </Check>
        </li>
        <li>
          <Check checked={filter.fastShipping} onChange={(fastShipping) => setFilter({ ...filter, fastShipping })}>
            Envío rápido
          </Check>
        </li>
      </ul>
    </Group>
  );
}

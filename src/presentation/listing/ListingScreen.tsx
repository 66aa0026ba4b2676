import './listing.css';
import { Link } from 'react-router';
import { PathLink } from '../shared/PathLink';
import type { ListingHeading, ListingKind } from '../../index';
import { activeFilterCount } from '../../domain/catalog/filters';
import { ActiveFilters } from '../filters/ActiveFilters';
import { FilterPanel, type FilterPanelProps } from '../filters/FilterPanel';
import { shownFilter } from '../filters/filter-labels';
import { useFilterParams } from '../filters/use-filter-params';
import { ProductGrid } from '../product/ProductList';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink, EmptyState } from '../shared/StatusViews';
import { listingCardExtras } from './CardExtras';
import { Pagination } from './Pagination';
import { PastLastPage } from './PastLastPage';
import { usePageParams } from './use-page-params';
import { parsePage, parseSort } from './sort-options';
import { BROWSE_SORT_ORDERS, SortSelect } from './SortSelect';
import { useListing } from './use-listing';

/** Who "has N pages", for a page past the last. */
const OWNER: Record<ListingKind, string> = { category: 'la categoría', brand: 'la marca', author: 'este autor' };

/** How each page's facets differ: a category page's categories are pages; a brand page has no brand filter. */
const FACETS: Record<ListingKind, Omit<FilterPanelProps, 'options'>> = {
  category: { categoryHref: (slug) => `/categoria/${encodeURIComponent(slug)}` },
  brand: { hide: ['brand'] },
  author: {},
};

const EMPTY: Record<ListingKind, string> = {
  category: 'No hay productos en esta categoría todavía.',
  brand: 'No hay productos de esta marca todavía.',
  author: 'No hay productos de este autor todavía.',
};

/** A category, brand or author page: heading, sort, products and pages, from the route loader. */
export default function ListingScreen({ kind }: { kind: ListingKind }) {
  const { params, hrefFor, changeSort } = usePageParams('');
  const page = parsePage(params.get('pagina'));
  const sortBy = parseSort(params.get('orden'));
  const { heading, products, pageCount, busy, filters } = useListing();
  const { filter, clear } = useFilterParams();
  const facets = FACETS[kind];
  const filtering = activeFilterCount(shownFilter(filter, facets)) > 0;

  return (
    <div className="listing">
      <Heading heading={heading} />
      <div className="filtered">
        <FilterPanel options={filters} {...facets} />
        <div className="filtered__main">
          <div className="listing__toolbar">
            <p className="listing__count" aria-live="polite">
              {productCount(products.total_count)}
            </p>
            <SortSelect value={sortBy ?? ''} onChange={changeSort} orders={BROWSE_SORT_ORDERS} defaultLabel="Recomendados" labelClassName="visually-hidden-phone" />
          </div>
          <ActiveFilters options={filters} {...facets} />
          <div aria-busy={busy} className={busy ? 'listing__results is-busy' : 'listing__results'}>
            {busy ? <p role="status" className="visually-hidden">Cargando productos…</p> : null}
            {products.products.length > 0 ? (
              <>
                <h2 className="visually-hidden">Productos</h2>
                <ProductGrid products={products.products} eagerCount={4} extras={listingCardExtras} />
              </>
            ) : page > pageCount && products.total_count > 0 ? (
              <PastLastPage owner={OWNER[kind]} pageCount={pageCount} firstHref={hrefFor(1)} />
            ) : filtering ? (
              <EmptyState
                action={
                  <button type="button" className="button button--primary" onClick={clear}>
                    Quitar los filtros
                  </button>
                }
              >
                Ningún producto cumple con estos filtros.
              </EmptyState>
            ) : (
              <EmptyState action={page > 1 ? <Link to={hrefFor(1)}>Ir a la primera página</Link> : <BackHomeLink>Seguir comprando</BackHomeLink>}>
                {EMPTY[kind]}
              </EmptyState>
            )}
          </div>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      </div>
    </div>
  );
}

function Heading({ heading }: { heading: ListingHeading }) {
  if (heading.kind === 'category') {
    const { current, parent, children } = heading.tree;
    const name = current?.name ?? 'Categoría';
    return (
      <header className="listing__head">
        <Breadcrumbs links={parent ? [{ to: `/categoria/${encodeURIComponent(parent.slug)}`, label: parent.name }] : []} current={name} />
        <PageTitle>{name}</PageTitle>
        {current?.description ? <p className="listing__description">{current.description}</p> : null}
        {children.length ? (
          <nav aria-label="Subcategorías">
            <ul className="chips">
              {children.map((child) => (
                <li key={child.id}>
                  <PathLink className="chip" to={`/categoria/${encodeURIComponent(child.slug)}`}>
                    {child.name}
                  </PathLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
    );
  }
  if (heading.kind === 'brand') {
    return (
      <header className="listing__head">
        <p className="eyebrow">Marca</p>
        <PageTitle>{heading.brand.name}</PageTitle>
        {heading.brand.description ? <p className="listing__description">{heading.brand.description}</p> : null}
      </header>
    );
  }
  return (
    <header className="listing__head">
      <p className="eyebrow">Autor</p>
      <PageTitle>{heading.author.name}</PageTitle>
      {heading.author.bio ? <p className="listing__description">{heading.author.bio}</p> : null}
    </header>
  );
}

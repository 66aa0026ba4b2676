import '../home/home.css';
import '../listing/listing.css';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import type { HomeSection, ProductSummary, SectionView, SortOrder } from '../../index';
import { ProductGrid } from '../product/ProductList';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { BackHomeLink, EmptyState } from '../shared/StatusViews';
import { listingCardExtras } from '../listing/CardExtras';
import { Pagination } from '../listing/Pagination';
import { PastLastPage } from '../listing/PastLastPage';
import { BrandTile } from '../home/BrandTile';
import { usePageParams } from '../listing/use-page-params';
import { parsePage, parseSort } from '../listing/sort-options';
import { BROWSE_SORT_ORDERS, SortSelect } from '../listing/SortSelect';
import { ActiveFilters } from '../filters/ActiveFilters';
import { FilterPanel } from '../filters/FilterPanel';
import { useFilterParams } from '../filters/use-filter-params';
import { activeFilterCount } from '../../domain/catalog/filters';

/** Sections are listed by name unless the shopper picks another order (the library's default). */
const DEFAULT_SORT: SortOrder = 'Name';

/** All the products (or brands) of a home section: its "Ver todo", with pages, an order to pick and filters. */
export default function SectionScreen() {
  const { detail, pageCount, filters } = useLoaderData() as SectionView;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { params, hrefFor, changeSort } = usePageParams(DEFAULT_SORT);
  const page = parsePage(params.get('pagina'));
  const sortBy = parseSort(params.get('orden')) ?? DEFAULT_SORT;
  const { section } = detail;
  const title = section.title?.trim() || 'Productos';
  const total = section.total_count ?? section.items.length;
  const brands = section.type === 'BRANDS';
  const products = productsOf(section);
  const { filter, clear } = useFilterParams();
  const filtered = activeFilterCount(filter) > 0;

  return (
    <div className="listing">
      <header className="listing__head">
        <Breadcrumbs current={title} />
        <PageTitle>{title}</PageTitle>
        {section.message ? <p className="listing__description">{section.message}</p> : null}
      </header>
      <div className={brands ? undefined : 'filtered'}>
        {brands ? null : <FilterPanel options={filters} />}
        <div className="filtered__main">
          <div className="listing__toolbar">
            <p className="listing__count" aria-live="polite">
              {brands ? `${total} ${total === 1 ? 'marca' : 'marcas'}` : productCount(total)}
            </p>
            {brands ? null : <SortSelect value={sortBy} onChange={changeSort} orders={BROWSE_SORT_ORDERS} />}
          </div>
          {brands ? null : <ActiveFilters options={filters} />}
          <div aria-busy={busy} className={busy ? 'listing__results is-busy' : 'listing__results'}>
            {busy ? <p role="status" className="visually-hidden">Cargando…</p> : null}
            {section.type === 'BRANDS' && section.items.length > 0 ? (
              <ul className="tile-grid" aria-label={title}>
                {section.items.map((item) => (
                  <li key={item.brand_id}>
                    <BrandTile item={item} />
                  </li>
                ))}
              </ul>
            ) : products.length > 0 ? (
              <>
                <h2 className="visually-hidden">Productos</h2>
                <ProductGrid products={products} eagerCount={4} extras={listingCardExtras} />
              </>
            ) : page > pageCount && total > 0 ? (
              <PastLastPage owner="la sección" pageCount={pageCount} firstHref={hrefFor(1)} />
            ) : filtered ? (
              <EmptyState
                action={
                  <button type="button" className="button button--secondary" onClick={clear}>
                    Quitar los filtros
                  </button>
                }
              >
                Ningún producto de esta sección coincide con los filtros elegidos.
              </EmptyState>
            ) : (
              <EmptyState action={<BackHomeLink>Seguir comprando</BackHomeLink>}>No hay productos en esta sección todavía.</EmptyState>
            )}
          </div>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      </div>
    </div>
  );
}

/** The products of a product section (the API lists nothing else but brands here). */
function productsOf(section: HomeSection): ProductSummary[] {
  switch (section.type) {
    case 'PRODUCTS_GRID':
    case 'PRODUCTS_SLIDER':
    case 'PRODUCTS_SLIDER_DARK':
    case 'PRODUCTS_RECENTLY_VIEWED':
    case 'PRIME_DAYS':
      return section.items.map((item) => item.product);
    default:
      return [];
  }
}

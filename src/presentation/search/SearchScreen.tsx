import '../listing/listing.css';
import './search.css';
import { useId } from 'react';
import { Form, Link, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { activeFilterCount } from '../../domain/catalog/filters';
import { SORT_ORDERS, type SortOrder } from '../../domain/product/sort-orders';
import { ActiveFilters } from '../filters/ActiveFilters';
import { FilterPanel } from '../filters/FilterPanel';
import { useFilterParams } from '../filters/use-filter-params';
import { listingCardExtras } from '../listing/CardExtras';
import { Pagination } from '../listing/Pagination';
import { PastLastPage } from '../listing/PastLastPage';
import { parsePage, parseSort } from '../listing/sort-options';
import { SortSelect } from '../listing/SortSelect';
import { usePageParams } from '../listing/use-page-params';
import { ProductGrid } from '../product/ProductList';
import { productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import type { ShellData } from '../shell/shell.loader';
import { EXACT_PARAM, type SearchLoaderData } from './search.loader';

/** Search's own order, not written to the address. */
const DEFAULT_SORT: SortOrder = 'Relevance';

/** `/buscar?q=…`: the results of a search with its facets, order and pages, from the route loader. */
export default function SearchScreen() {
  const loaded = useLoaderData() as SearchLoaderData;
  if (loaded.state === 'prompt') return <Prompt />;
  if (loaded.state === 'tooLong') return <Prompt tooLong />;
  return <Results query={loaded.query} view={loaded.view} />;
}

/** No query yet (or one too long to search): a box to type one. */
function Prompt({ tooLong = false }: { tooLong?: boolean }) {
  const id = useId();
  return (
    <div className="search-prompt">
      <PageTitle>Buscar</PageTitle>
      {tooLong ? (
        <p role="alert" className="message message--error">
          Tu búsqueda es demasiado larga: usa como máximo 200 caracteres.
        </p>
      ) : (
        <p>Escribe el nombre de un producto, una marca o una categoría.</p>
      )}
      <Form method="get" action="/buscar" className="search-prompt__form">
        <div className="field">
          <label htmlFor={id}>¿Qué estás buscando?</label>
          <input id={id} type="search" name="q" maxLength={200} autoComplete="off" enterKeyHint="search" />
        </div>
        <button type="submit" className="button button--primary">
          Buscar
        </button>
      </Form>
    </div>
  );
}

function Results({ query, view }: { query: string; view: Extract<SearchLoaderData, { state: 'results' }>['view'] }) {
  const { results, filters, pageCount } = view;
  const { params, hrefFor, changeSort } = usePageParams(DEFAULT_SORT);
  const { filter, clear } = useFilterParams();
  const page = parsePage(params.get('pagina'));
  const sort = parseSort(params.get('orden')) ?? DEFAULT_SORT;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const filtering = activeFilterCount(filter) > 0;
  const nothing = results.total_count === 0;

  return (
    <div className={nothing && !filtering ? 'search-page search-page--empty' : 'search-page'}>
      <header className="listing__head">
        <PageTitle>{`Resultados para «${query}»`}</PageTitle>
        {/*
          A misspelled word the server corrected: said, and read out (a polite live region, there on every results
          page so that a new search's correction is announced), with the way back to the words as typed.
        */}
        <p className="search-correction" role="status" data-testid="search-correction">
          {results.showing_results_for ? (
            <>
              Mostrando resultados de «{results.showing_results_for}».{' '}
              <Link to={searchHref(location.search, query, true)}>Buscar «{query}» en su lugar</Link>
            </>
          ) : null}
        </p>
      </header>
      <div className="filtered">
        {nothing && !filtering ? null : <FilterPanel options={filters} />}
        <div className="filtered__main">
          <div className="listing__toolbar">
            <p className="listing__count" aria-live="polite">
              {productCount(results.total_count)}
            </p>
            {nothing ? null : <SortSelect value={sort} onChange={changeSort} orders={SORT_ORDERS} />}
          </div>
          <ActiveFilters options={filters} />
          <div aria-busy={busy} className={busy ? 'listing__results is-busy' : 'listing__results'}>
            {busy ? (
              <p role="status" className="visually-hidden">
                Cargando productos…
              </p>
            ) : null}
            {results.products.length > 0 ? (
              <>
                <h2 className="visually-hidden">Productos</h2>
                <ProductGrid products={results.products} eagerCount={4} extras={listingCardExtras} />
              </>
            ) : page > pageCount && !nothing ? (
              <PastLastPage owner="la búsqueda" pageCount={pageCount} firstHref={hrefFor(1)} />
            ) : (
              <NoResults
                query={query}
                message={results.message}
                didYouMean={results.did_you_mean ? { text: results.did_you_mean, href: searchHref(location.search, results.did_you_mean) } : null}
                suggested={filters.suggested_categories}
                onClear={filtering ? clear : null}
              />
            )}
          </div>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      </div>
    </div>
  );
}

/** The same search (its filters and order) for other words, from page 1; `exact`: the words as typed, uncorrected. */
function searchHref(search: string, query: string, exact = false): string {
  const params = new URLSearchParams(search);
  params.set('q', query);
  params.delete('pagina');
  if (exact) params.set(EXACT_PARAM, '1');
  else params.delete(EXACT_PARAM);
  return `/buscar?${params.toString()}`;
}

/** Nothing matched: the server's Spanish line, a spelling that finds something, categories to look in, and what to try. */
function NoResults({
  query,
  message,
  didYouMean,
  suggested,
  onClear,
}: {
  query: string;
  message: string | null;
  didYouMean: { text: string; href: string } | null;
  suggested: { id: number; name: string; slug: string }[];
  onClear: (() => void) | null;
}) {
  // Nothing matched anywhere: the store's own categories are the next best thing to look in.
  const shell = useRouteLoaderData('shell') as ShellData | undefined;
  const categories = suggested.length > 0 ? suggested : (shell?.categories ?? []).slice(0, 8);
  const title = suggested.length > 0 ? 'Busca en estas categorías' : 'Explora nuestras categorías';
  return (
    <div className="search-empty">
      <p className="search-empty__message">{message?.trim() || `No encontramos productos para «${query}».`}</p>
      {didYouMean ? (
        <p className="search-empty__did-you-mean" data-testid="did-you-mean">
          ¿Quisiste decir «<Link to={didYouMean.href}>{didYouMean.text}</Link>»?
        </p>
      ) : null}
      {onClear ? (
        <p>
          <button type="button" className="button button--secondary" onClick={onClear}>
            Quitar los filtros
          </button>
        </p>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-labelledby="search-suggested" className="search-empty__section">
          <h2 id="search-suggested" className="search-empty__title">
            {title}
          </h2>
          <ul className="chips">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={`/categoria/${encodeURIComponent(category.slug)}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="search-empty__section">
        <h2 className="search-empty__title">Consejos para buscar</h2>
        <ul className="search-empty__tips">
          <li>Revisa cómo escribiste cada palabra.</li>
          <li>Usa menos palabras o palabras más generales: «audífonos» en vez de «audífonos inalámbricos rojos».</li>
          <li>Busca por la marca o por el tipo de producto.</li>
          {onClear ? <li>Quita algunos filtros.</li> : null}
        </ul>
        <p>
          <Link to="/">Volver al inicio</Link>
        </p>
      </div>
    </div>
  );
}

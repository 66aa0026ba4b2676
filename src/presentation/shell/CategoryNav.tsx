import { NavLink } from 'react-router';
import { useTienda } from '../app/tienda-context';
import { useAsync } from '../shared/use-async';

/** The top-level categories, as a scrollable bar. Failing quietly is fine: every page still works without it. */
export function CategoryNav() {
  const client = useTienda();
  const categories = useAsync(() => client.loadNavigation.execute(), [client]);
  if (categories.status === 'error') {
    return (
      <nav aria-label="Categorías" className="category-nav">
        <div className="container category-nav__inner">
          <span className="category-nav__error">No pudimos cargar las categorías.</span>
          <button type="button" className="button button--link" onClick={categories.retry}>
            Reintentar
          </button>
        </div>
      </nav>
    );
  }
  return (
    <nav aria-label="Categorías" className="category-nav">
      <div className="container">
        <ul className="category-nav__list">
          {(categories.data ?? []).map((category) => (
            <li key={category.id}>
              <NavLink to={`/categoria/${encodeURIComponent(category.slug)}`}>{category.name}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

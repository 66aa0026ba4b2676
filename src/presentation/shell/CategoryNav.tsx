import { NavLink, useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.loader';

/** The offers, the newest and the top-level categories, as a scrollable bar (categories from the shell's loader). */
export function CategoryNav() {
  const data = useRouteLoaderData('shell') as ShellData | undefined;
  if (!data?.categories) {
    return (
      <nav aria-label="Categorías" className="category-nav">
        <div className="container category-nav__inner">
          <span className="category-nav__error">No pudimos cargar las categorías.</span>
          <button type="button" className="button button--link" onClick={() => window.location.reload()}>
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
          <li>
            <NavLink to="/ofertas">Ofertas</NavLink>
          </li>
          <li>
            <NavLink to="/novedades">Novedades</NavLink>
          </li>
          {data.categories.map((category) => (
            <li key={category.id}>
              <NavLink to={`/categoria/${encodeURIComponent(category.slug)}`}>{category.name}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

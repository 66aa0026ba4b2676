import { NavLink, useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell.loader';

/** The top-level categories, as a scrollable bar, from the shell's loader. */
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

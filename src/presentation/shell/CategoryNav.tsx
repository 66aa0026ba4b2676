import { useLocation, useRouteLoaderData } from 'react-router';
import { PathLink } from '../shared/PathLink';
import type { ShellData } from './shell.loader';

/** The offers, the newest and the top-level categories, as a scrollable bar (categories from the shell's loader). */
export function CategoryNav() {
  const data = useRouteLoaderData('shell') as ShellData | undefined;
  const { pathname } = useLocation();
  // What NavLink would mark (class `active`, aria-current), without its per-link hooks: the bar is on every page.
  const link = (to: `/${string}`, name: string) => {
    const active = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <PathLink to={to} className={active ? 'active' : ''} aria-current={active ? 'page' : undefined}>
        {name}
      </PathLink>
    );
  };
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
          <li>{link('/ofertas', 'Ofertas')}</li>
          <li>{link('/novedades', 'Novedades')}</li>
          {data.categories.map((category) => (
            <li key={category.id}>{link(`/categoria/${encodeURIComponent(category.slug)}`, category.name)}</li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

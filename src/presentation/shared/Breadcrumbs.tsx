import { Link } from 'react-router';

/** One step of a trail: a page above the current one. */
export interface Crumb {
  /** Where it leads. */
  to: string;
  /** Its name, as the shopper reads it. */
  label: string;
}

/**
 * «Inicio › … › the current page»: the links above this page (after «Inicio», which always comes first), then,
 * when given, the current page's name (not a link; aria-current="page").
 */
export function Breadcrumbs({ links = [], current }: { links?: readonly Crumb[]; current?: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Inicio</Link>
        </li>
        {links.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        {current !== undefined ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

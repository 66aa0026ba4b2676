import { PathLink } from './PathLink';

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
          <PathLink to="/">Inicio</PathLink>
        </li>
        {links.map((crumb) => (
          <li key={crumb.to}>
            <PathLink to={crumb.to as `/${string}`}>{crumb.label}</PathLink>
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

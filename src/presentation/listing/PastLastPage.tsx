import { Link } from 'react-router';
import { EmptyState } from '../shared/StatusViews';

/**
 * A page number past the last one (an old link, a typed address): says how many pages `owner` has («la
 * categoría», «la búsqueda»…) and links to page 1 (`firstHref`).
 */
export function PastLastPage({ owner, pageCount, firstHref }: { owner: string; pageCount: number; firstHref: string }) {
  return (
    <EmptyState action={<Link to={firstHref}>Ir a la página 1</Link>}>
      {`Esta página no existe; ${owner} tiene ${pageCount} ${pageCount === 1 ? 'página' : 'páginas'}.`}
    </EmptyState>
  );
}

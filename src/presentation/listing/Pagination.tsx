import { Link } from 'react-router';

/** The pages to offer: first, last, and two around the current one, with gaps as null. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push(null);
    result.push(page);
  });
  return result;
}

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación" className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
              ‹ Anterior
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              ‹ Anterior
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p == null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className="pagination__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Página ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
              Siguiente ›
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              Siguiente ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

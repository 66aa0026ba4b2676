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

/** Previous, next, the first, the last and the pages around the current one, on one row at any width (arrows on phones). */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1 || page > pageCount) return null;
  return (
    <nav aria-label="Paginación" className="pagination">
      <ul>
        <li>
          <Step to={page > 1 ? hrefFor(page - 1) : null} rel="prev" label="Anterior" arrow="‹" />
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p == null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} className="pagination__page" aria-current={p === page ? 'page' : undefined} aria-label={`Página ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={page < pageCount ? hrefFor(page + 1) : null} rel="next" label="Siguiente" arrow="›" />
        </li>
      </ul>
    </nav>
  );
}

/** "‹ Anterior" and "Siguiente ›"; on phones the arrow alone shows, the word stays for screen readers. */
function Step({ to, rel, label, arrow }: { to: string | null; rel: 'prev' | 'next'; label: string; arrow: string }) {
  const word = <span className="pagination__word visually-hidden-phone">{label}</span>;
  const content = (
    <>
      {rel === 'next' ? word : null}
      <span aria-hidden="true">{arrow}</span>
      {rel === 'prev' ? word : null}
    </>
  );
  return to ? (
    <Link to={to} rel={rel} className="pagination__step">
      {content}
    </Link>
  ) : (
    <span className="pagination__step pagination__step--disabled" aria-hidden="true">
      {content}
    </span>
  );
}

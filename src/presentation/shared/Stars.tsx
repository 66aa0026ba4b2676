import { formatNumber } from './format';

/** A rating out of 5, drawn as stars and read as "4 de 5 estrellas". */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const rounded = Math.round(rating);
  return (
    <span className="stars">
      <span role="img" aria-label={`${formatNumber(rating)} de 5 estrellas`} className="stars__icons">
        {'★'.repeat(rounded)}
        <span className="stars__empty">{'★'.repeat(Math.max(0, 5 - rounded))}</span>
      </span>
      {count != null ? <span className="stars__count">({count})</span> : null}
    </span>
  );
}

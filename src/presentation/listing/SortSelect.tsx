import { useId } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../domain/product/sort-orders';
import { SORT_LABELS } from './sort-options';

/** The orders of a page without a query (a listing, a section): every order but relevance. */
export const BROWSE_SORT_ORDERS: readonly SortOrder[] = SORT_ORDERS.filter((order) => order !== 'Relevance');

/** What a sort select shows and does. */
export interface SortSelectProps {
  /** The order chosen; '' is the default option (`defaultLabel`). */
  value: SortOrder | '';
  /** Called with the order picked ('' for the default option). */
  onChange: (value: string) => void;
  /** The orders offered, in this order. */
  orders: readonly SortOrder[];
  /** The label of a first option with no order (value ''), for a page whose own order has no name; none when absent. */
  defaultLabel?: string;
  /** A class for the «Ordenar por» label (a category page's phone layout hides it: `visually-hidden-phone`). */
  labelClassName?: string;
}

/** «Ordenar por» and its select, for the toolbar of a listing, a section or search results. */
export function SortSelect({ value, onChange, orders, defaultLabel, labelClassName }: SortSelectProps) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id} className={labelClassName}>
        Ordenar por
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {defaultLabel !== undefined ? <option value="">{defaultLabel}</option> : null}
        {orders.map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}

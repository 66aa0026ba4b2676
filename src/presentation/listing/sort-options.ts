import { SORT_ORDERS, type SortOrder } from '../../index';

/** Spanish labels for the sort orders a listing offers. */
export const SORT_LABELS: Record<SortOrder, string> = {
  Relevance: 'Relevancia',
  Popularity: 'Más populares',
  Rating: 'Mejor calificados',
  PriceLowToHigh: 'Precio: de menor a mayor',
  PriceHighToLow: 'Precio: de mayor a menor',
  Name: 'Nombre (A-Z)',
  CreationDate: 'Más recientes',
};

export function parseSort(value: string | null): SortOrder | undefined {
  return value && (SORT_ORDERS as readonly string[]).includes(value) ? (value as SortOrder) : undefined;
}

/** A page number from the query; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

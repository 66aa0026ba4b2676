import { UseCaseError } from '../../domain/errors/error-catalogue';
import { SORT_ORDERS, type SortOrder } from '../../domain/product/sort-orders';

/**
 * Refuses, with invalidPage and a Spanish message, a page that is not a whole number of 1 or more and, when
 * `pageSize` is given, a page size that is not a whole number from 1 to `maxPageSize`. Call it before any request.
 */
export function checkPaging(page: number, pageSize?: number, maxPageSize = 100): void {
  if (!Number.isInteger(page) || page < 1) throw new UseCaseError('invalidPage', { apiMessage: 'La página debe ser 1 o mayor.' });
  if (pageSize !== undefined && (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize)) {
    throw new UseCaseError('invalidPage', { apiMessage: `El tamaño de página debe estar entre 1 y ${maxPageSize}.` });
  }
}

/** `sort` when it is an order this client knows, else `fallback` (a caller's default order, or undefined for none). */
export function knownSort<T extends SortOrder | undefined>(sort: SortOrder | undefined, fallback: T): SortOrder | T {
  return sort && (SORT_ORDERS as readonly string[]).includes(sort) ? sort : fallback;
}

/** How many pages `total` items fill at `pageSize` a page: at least 1, so an empty listing still has its page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

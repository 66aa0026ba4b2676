import { useState } from 'react';
import { toUseCaseError } from '../../index';
import { useClientSource } from '../app/tienda-context';

/** Where a bulk quotation request stands: not sent, sent (for how many), or refused (and which field was wrong, if one). */
export type BulkQuotationState = { kind: 'idle' } | { kind: 'sent'; quantity: number } | { kind: 'failed'; error: unknown; field: string | null };

/** What the form does at the moment the answer comes (it moves the focus to where the answer shows). */
export interface BulkQuotationMoves {
  /** The request went through; the thanks is about to show. */
  sent?(): void;
  /** The request was refused; `field` is the one the library says is wrong (null when it names none). */
  failed?(field: string | null): void;
}

/**
 * «Cotizar por mayor»'s view model for product `sku`: where the request stands, whether it runs, and `request`,
 * which sends the quantity and phone as typed to `tienda.product.requestBulkQuotation` (the library checks both: a
 * whole number 1..10,000, a phone of 8 to 15 digits; an empty quantity is sent as NaN). A press while one runs is ignored.
 */
export function useBulkQuotation(sku: string): {
  state: BulkQuotationState;
  busy: boolean;
  request(quantity: string, phone: string, moves?: BulkQuotationMoves): Promise<void>;
} {
  const source = useClientSource();
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<BulkQuotationState>({ kind: 'idle' });

  async function request(quantity: string, phone: string, moves: BulkQuotationMoves = {}) {
    if (busy) return;
    setBusy(true);
    try {
      const client = await source.get();
      const amount = Number(quantity.trim());
      await client.product.requestBulkQuotation(sku, { quantity: quantity.trim() === '' ? NaN : amount, phoneNumber: phone.trim() });
      setState({ kind: 'sent', quantity: amount });
      moves.sent?.();
    } catch (error) {
      const details = toUseCaseError(error).details as { field?: unknown } | undefined;
      const field = typeof details?.field === 'string' ? details.field : null;
      setState({ kind: 'failed', error, field });
      moves.failed?.(field);
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, request };
}

import { useState } from 'react';
import type { TaxId } from '../../index';
import type { CheckoutState } from '../../domain/checkout/checkout-state';
import type { AddressesState } from '../../usecases/addresses/addresses.store';
import { useClient } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';
import { useCheckout, useTaxIdsLoad } from './use-checkout';

const NO_ADDRESSES: AddressesState = { status: 'idle', addresses: [], pickupOptions: [], taxIds: [], selection: { addressId: null, pickupId: null }, selectionOwner: null, error: null };

/** Whom the invoice is for: «Consumidor final» (CF), a NIT, or no invoice. */
export type InvoiceKind = 'cf' | 'nit' | 'none';

const FINAL_CONSUMER = 'CF';
const isFinalConsumer = (taxId: string | null | undefined) => !taxId || taxId.replace(/[\s-]/g, '').toUpperCase() === FINAL_CONSUMER;

/** The invoice step's data and actions (see `useInvoiceStep`). */
export interface InvoiceStepView {
  /** The checkout under way. */
  checkout: CheckoutState;
  /** Whom the checkout's invoice is for now. */
  chosenKind: InvoiceKind;
  /** The shopper's saved NITs (`tienda.addresses.store`), «Consumidor final» left out. */
  taxIds: TaxId[];
  /** The saved NITs' load. */
  listed: 'idle' | 'loading' | 'error' | 'ready';
  /** The last choice's failure (shown in the step's alert); null once another choice starts. */
  error: unknown;
  /** The invoice to a saved NIT. */
  chooseTaxId(taxId: TaxId): Promise<void>;
  /** The invoice to «Consumidor final» (CF). */
  chooseFinalConsumer(): Promise<void>;
  /** No invoice. */
  chooseNoInvoice(): Promise<void>;
}

/**
 * The checkout's invoice step's view model: the checkout under way and whom
 * its invoice is for, the shopper's saved NITs (loaded once the step is on
 * the page) and the choices, each a change to the checkout whose failure is
 * `error`.
 */
export function useInvoiceStep(): InvoiceStepView {
  const { checkout, run } = useCheckout();
  const state = checkout!;
  const client = useClient();
  const taxIds = useStoreState(client?.addresses.store, NO_ADDRESSES).taxIds.filter((taxId) => !isFinalConsumer(taxId.tax_id));
  const chosenKind: InvoiceKind = state.invoiceType === 'NO_TAX_ID' ? 'none' : isFinalConsumer(state.invoiceData?.tax_id) ? 'cf' : 'nit';
  const listed = useTaxIdsLoad().status;
  const [error, setError] = useState<unknown>(null);

  const send = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure);
    }
  };

  return {
    checkout: state,
    chosenKind,
    taxIds,
    listed,
    error,
    chooseTaxId: (taxId) =>
      send(() => run((c) => c.checkout.edit({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: taxId.tax_id, name: taxId.name, address: taxId.address, id: taxId.id } }))),
    chooseFinalConsumer: () => send(() => run((c) => c.checkout.edit({ kind: 'invoice', type: 'TAX_ID', data: { tax_id: FINAL_CONSUMER } }))),
    chooseNoInvoice: () => send(() => run((c) => c.checkout.edit({ kind: 'invoice', type: 'NO_TAX_ID' }))),
  };
}
